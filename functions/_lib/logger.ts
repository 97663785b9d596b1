/**
 * JSON logs, one object per line, without secrets: any field whose name looks like a password,
 * token or key is replaced before writing (Powertools-style structured logging, kept tiny).
 */
const secretField = /pass(word)?|token|secret|authorization|cookie|^key$|signature/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    out[name] = secretField.test(name) ? '[redacted]' : redact(v, depth + 1);
  }
  return out;
}

type Level = 'debug' | 'info' | 'warn' | 'error';
/** `LOG_LEVEL=silent` (unit tests) writes nothing. */
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function enabled(level: Level): boolean {
  const wanted = (process.env.LOG_LEVEL ?? 'info').toLowerCase() as Level | 'silent';
  return order[level] >= (order[wanted] ?? order.info);
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (!enabled(level)) return;
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    message,
    ...(redact(fields) as object),
  });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/** An error as loggable fields, stack included (logs only; never sent to a client). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}
