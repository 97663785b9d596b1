/**
 * A fake of the site's server for component tests: `/config.json` and `/api/<group>/<name>`
 * answered by handlers, every request recorded. Installed as the global fetch.
 */
import { vi } from 'vitest';

export interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

/**
 * What a fake call answers: an envelope, or a raw response (a gateway error page, say); a promise
 * of one keeps the call pending (a slow server) until the test settles it.
 */
type Answer = Envelope | Response;
export type Handler = (
  body: Record<string, unknown>,
  headers: Record<string, string>,
) => Answer | Promise<Answer>;

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

/** Installs the fake; unknown calls answer code -1 so a test notices them. */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/config.json')) return json({ apiBase: '/api', googleMapsApiKey: null, stage: 'test' });
    const path = url.replace(/^.*\/api\//, '');
    // A PUT to a pre-signed URL carries the file's bytes, not JSON.
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, headers });
    const handler = handlers[path];
    const answer = handler
      ? await handler(body, headers)
      : { code: -1, message: `no fake for ${path}`, data: null };
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** The answer of a successful call. */
export function ok(data: unknown = null): Envelope {
  return { code: 0, message: 'Success', data };
}

/** A gateway's error page instead of an answer (a crashed function behind API Gateway). */
export function gatewayError(): Response {
  return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 });
}

/** A 118 refusal with one field error, as the server sends it (`data.fieldErrors`). */
export function invalidField(field: string, message: string): Envelope {
  return { code: 118, message: 'Invalid input', data: { fieldErrors: [{ field, key: 'invalid', message }] } };
}
