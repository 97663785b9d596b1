/** Calls the local runtime's API the way the browser does, and returns the whole answer. */
import { request } from 'node:http';
import { inject } from 'vitest';
import { reviveExpiredSession } from './expired-sessions';

export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  culture?: 'zh-CN' | 'en';
  /** A raw body string instead of JSON (for bad-JSON tests). */
  rawBody?: string;
  /** The content type to declare (default application/json). */
  contentType?: string;
  /** More headers to send (what a client may forge). */
  headers?: Record<string, string>;
  /**
   * The loopback address to call from, e.g. '127.0.0.2', for a caller at another address than
   * the other tests (Linux routes all of 127.0.0.0/8 to the loopback interface).
   */
  from?: string;
}

export async function callApi<T = unknown>(
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
    Culture: options.culture ?? 'en',
  };
  if (options.token) headers.Token = options.token;
  Object.assign(headers, options.headers);
  await reviveExpiredSession(options.token);
  const url = `${inject('runtime').siteUrl}/api/${path}`;
  const payload = options.rawBody ?? JSON.stringify(body);
  const { status, text } = options.from
    ? await postFrom(options.from, url, headers, payload)
    : await fetch(url, { method: 'POST', headers, body: payload }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }));
  const envelope = JSON.parse(text) as { code: number; message: string; data: T };
  return { status, ...envelope };
}

/** A POST from the local address `from` (fetch cannot choose its source address). */
function postFrom(
  from: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
