/**
 * The local runtime's one port (infra/local/site-server.ts), in process on a free port, with no
 * emulators: faults it once had (a malformed path stopped the process, the API answered 500
 * before the runtime was ready, no security headers locally); and a keep-alive connection that
 * stalled after a 413.
 */
import { type AddressInfo, connect } from 'node:net';
import { contentSecurityPolicy } from '@pvd/infra/config/security-headers';
import { loadHandler } from '@pvd/infra/local/handlers';
import { createRouteThrottle } from '@pvd/infra/local/route-throttle';
import { createSiteServer, type SiteServer } from '@pvd/infra/local/site-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let site: SiteServer;
let base: string;

beforeAll(async () => {
  site = createSiteServer();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The server starts loading a call's handler while it reads the body; the 413 test's request
  // leaves that import running, and an import still running when the file ends fails the run.
  await loadHandler('account/login');
  await new Promise<void>((resolve) => site.server.close(() => resolve()));
});

const config = {
  googleMapsApiKey: null,
  dataBucketOrigin: 'http://127.0.0.1:4569',
  originSecret: 'a-secret-of-at-least-thirty-two-characters',
};

describe('the local site server', () => {
  it('answers 503 with Retry-After until the runtime is ready, the API included', async () => {
    // Act
    const page = await fetch(`${base}/`);
    const call = await fetch(`${base}/api/account/login`, { method: 'POST', body: '{}' });
    // Assess
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(call.status).toBe(503);
    expect(call.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed path with 400 and keeps serving', async () => {
    // Prepare
    site.open(config);
    // Act
    const malformed = await fetch(`${base}/%E0%A4%A`);
    const malformedApi = await fetch(`${base}/api/%E0%A4%A`, { method: 'POST' });
    const after = await fetch(`${base}/config.json`);
    // Assess
    expect(malformed.status).toBe(400);
    expect(malformedApi.status).toBe(400);
    expect(after.status).toBe(200);
  });

  it('sends the strict CSP, nosniff, DENY framing and the referrer policy with the site', async () => {
    // Act
    const response = await fetch(`${base}/config.json`);
    // Assess
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ dataBucketOrigin: config.dataBucketOrigin, googleMaps: false }),
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff with /api/openapi.json and with an API 404', async () => {
    // Act
    const openApi = await fetch(`${base}/api/openapi.json`);
    const missing = await fetch(`${base}/api/no/such-call`, { method: 'POST', body: '{}' });
    // Assess
    expect(openApi.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 429 like API Gateway once a route’s throttle is spent, and the other routes still', async () => {
    // Prepare: a throttle of one request per route and hardly any refill.
    site.open({ ...config, throttle: createRouteThrottle(() => ({ rateLimit: 0.001, burstLimit: 1 })) });

    // Act
    const first = await fetch(`${base}/api/Common/getTimezones`, { method: 'POST', body: '{}' });
    const second = await fetch(`${base}/api/Common/getTimezones`, { method: 'POST', body: '{}' });
    const otherRoute = await fetch(`${base}/api/Common/queryCurrencyOptions`, {
      method: 'POST',
      body: '{}',
    });

    // Assess
    expect(first.status).not.toBe(429);
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ message: 'Too Many Requests' });
    expect(otherRoute.status).not.toBe(429);
    site.open(config);
  });
});

/**
 * Sends `head` and `bodyBytes` bytes of spaces, then `next`, on one keep-alive connection;
 * answers the status of every response read within 3 s, and whether the connection was reset.
 */
async function onOneConnection(head: string, bodyBytes: number, next: string) {
  const socket = connect((site.server.address() as AddressInfo).port, '127.0.0.1');
  let received = '';
  let reset = false;
  socket.on('data', (data) => {
    received += data.toString('latin1');
  });
  socket.on('error', () => {
    reset = true;
  });
  socket.write(head);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  for (let sent = 0; sent < bodyBytes && !reset; sent += chunk.length) {
    if (!socket.write(chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent)))) {
      await new Promise((resolve) => socket.once('drain', resolve));
    }
  }
  socket.write(next);
  const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
  const started = Date.now();
  while (statuses().length < 2 && !reset && Date.now() - started < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.destroy();
  return { statuses: statuses(), reset };
}

describe('a keep-alive connection after an early answer', () => {
  const next = 'GET /config.json HTTP/1.1\r\nHost: local\r\n\r\n';
  const post = (path: string, bytes: number) =>
    `POST ${path} HTTP/1.1\r\nHost: local\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`;

  it('answers the next request after a 413 for an 11 MB body (it was reset after 6 s)', async () => {
    // Prepare
    site.open(config);
    const bytes = 11 * 1024 * 1024;
    // Act
    const answer = await onOneConnection(post('/api/account/login', bytes), bytes, next);
    // Assess
    expect(answer).toEqual({ statuses: [413, 200], reset: false });
  });

  it('answers the next request after a 404 answered before its body was read', async () => {
    // Prepare
    const bytes = 512 * 1024;
    // Act
    const answer = await onOneConnection(post('/api/no/such-call', bytes), bytes, next);
    // Assess
    expect(answer).toEqual({ statuses: [404, 200], reset: false });
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, and Google Maps only with a key', () => {
    const plain = contentSecurityPolicy({
      dataBucketOrigin: 'https://b.s3.us-east-1.amazonaws.com',
      googleMaps: false,
    });
    const maps = contentSecurityPolicy({
      dataBucketOrigin: 'https://b.s3.us-east-1.amazonaws.com',
      googleMaps: true,
    });
    expect(plain).toContain("script-src 'self';");
    expect(plain).toContain("connect-src 'self' https://b.s3.us-east-1.amazonaws.com;");
    expect(plain).not.toMatch(/unsafe-eval|googleapis|'unsafe-inline'[^;]*script/);
    expect(maps).toContain("script-src 'self' https://*.googleapis.com");
    expect(maps).toContain('frame-src *.google.com');
    expect(maps).toContain("frame-ancestors 'none'");
  });
});
