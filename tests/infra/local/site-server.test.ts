/**
 * The local runtime's one port (infra/local/site-server.ts), in process on a free port, with no
 * emulators: faults it once had (a malformed path stopped the process, the API answered 500
 * before the runtime was ready, no security headers locally); a keep-alive connection that
 * stalled after a 413; and the site compressed and cached as CloudFront serves it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

describe('the site as CloudFront serves it', () => {
  const root = mkdtempSync(join(tmpdir(), 'pv-site-'));
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
  const html = `<!doctype html><title>PV</title>${'<p>site</p>'.repeat(200)}`;
  let compressing: SiteServer;
  let at: string;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(root, 'assets', 'tiny-4d5e6f.js'), 'export {};\n');
    writeFileSync(join(root, 'index.html'), html);
    compressing = createSiteServer();
    await new Promise<void>((resolve) => compressing.server.listen(0, '127.0.0.1', resolve));
    at = `http://127.0.0.1:${(compressing.server.address() as AddressInfo).port}`;
    compressing.open({ ...config, siteRoot: root });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => compressing.server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  /** The raw answer: Node's fetch would undo the encoding, so the bytes are read by http.get. */
  function rawGet(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${at}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('sends brotli, else gzip, by Accept-Encoding, with Vary, and the same bytes once decoded', async () => {
    // Act
    const [br, gzip, none, refused] = await Promise.all([
      rawGet('/assets/app-1a2b3c.js', 'gzip, deflate, br'),
      rawGet('/assets/app-1a2b3c.js', 'gzip'),
      rawGet('/assets/app-1a2b3c.js'),
      rawGet('/assets/app-1a2b3c.js', 'br;q=0, gzip;q=0'),
    ]);
    // Assess
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    for (const plain of [none, refused]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
    for (const answer of [br, gzip, none]) expect(answer.headers.vary).toBe('accept-encoding');
  });

  it('caches hashed assets for a year and has the HTML revalidated, compressed too', async () => {
    const [asset, page] = await Promise.all([
      rawGet('/assets/app-1a2b3c.js', 'br'),
      rawGet('/projects/12', 'gzip'),
    ]);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toBe(html);
  });

  it('leaves files under 1 000 bytes as they are, as CloudFront does', async () => {
    const tiny = await rawGet('/assets/tiny-4d5e6f.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});
