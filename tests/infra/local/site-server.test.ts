/**
 * The local runtime's one port (infra/local/site-server.ts), in process on a free port, with no
 * emulators: issue 7 §6 (a malformed path stopped the process), §7 (the API answered 500 before
 * the runtime was ready) and §8 (no security headers locally).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../infra/config/security-headers';
import { createSiteServer, type SiteServer } from '../../../infra/local/site-server';

let site: SiteServer;
let base: string;

beforeAll(async () => {
  site = createSiteServer();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));

const config = { googleMapsApiKey: null, dataBucketOrigin: 'http://127.0.0.1:4569' };

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
