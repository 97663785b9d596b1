/** Calls the local runtime's API the way the browser does, and returns the whole answer. */
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
  await reviveExpiredSession(options.token);
  const response = await fetch(`${inject('runtime').siteUrl}/api/${path}`, {
    method: 'POST',
    headers,
    body: options.rawBody ?? JSON.stringify(body),
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as { code: number; message: string; data: T };
  return { status: response.status, ...envelope };
}
