/**
 * The functions' logger: Powertools' `Logger` (JSON, one object per line). Wrapped in the
 * middleware stack with `injectLambdaContext`, every line of an invocation carries the request id
 * (`function_request_id`), `cold_start`, the function name and, deployed, the X-Ray trace id.
 *
 * Level: `POWERTOOLS_LOG_LEVEL`, else `LOG_LEVEL` (`debug`, `info`, `warn`, `error`; `silent`, used
 * by the unit tests, writes nothing), else `info`. Deployed, Lambda's own application log level is
 * set to the same value (infra/constructs/api-function.ts), which Powertools would otherwise obey
 * instead.
 *
 * Nothing secret: handlers log no bodies, and any field whose name looks like a password, token
 * or key is replaced when the line is written.
 *
 * @example
 * logger.warn('image not deleted', { key, ...errorFields(error) });
 */
import { Logger } from '@aws-lambda-powertools/logger';

const secretField = /pass(word)?|token|secret|authorization|cookie|^key$|signature/i;

/** Powertools' level name of a `LOG_LEVEL` value (`silent` → `SILENT`); unknown values → `INFO`. */
export function powertoolsLogLevel(
  value: string | undefined,
): 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' {
  const upper = (value ?? '').trim().toUpperCase();
  return upper === 'DEBUG' || upper === 'WARN' || upper === 'ERROR' || upper === 'SILENT' ? upper : 'INFO';
}

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'pv-design',
  logLevel: powertoolsLogLevel(process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL),
  jsonReplacerFn: (name: string, value: unknown) => (secretField.test(name) ? '[redacted]' : value),
});

/** An error as loggable fields, stack included (logs only; never sent to a client). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}
