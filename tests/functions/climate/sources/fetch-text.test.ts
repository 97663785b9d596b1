import { ClimateSourceError, fetchSourceText } from '@pvd/functions/_lib/climate/sources/fetch-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, type FakeServer, startFakeServer } from '../support/fake-sources';

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer((path) => {
    if (path === '/ok') return { status: 200, body: '{"fine":true}' };
    if (path === '/sea') return { status: 400, body: '{"message":"Location over the sea."}' };
    if (path === '/busy') return { status: 429, body: '' };
    if (path === '/broken') return { status: 503, body: '' };
    return { status: 200, body: '{}', delayMs: 2_000 };
  });
});
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<ClimateSourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ClimateSourceError);
  return error as ClimateSourceError;
}

describe('fetchSourceText', () => {
  it('answers the body of a 2xx answer', async () => {
    expect(await fetchSourceText(`${server.url}/ok`, { baseUrl: server.url, timeoutMs: 1000 })).toBe(
      '{"fine":true}',
    );
  });

  it('calls a 4xx answer "no data" (PVGIS answers 400 over the sea)', async () => {
    const error = await failureOf(
      fetchSourceText(`${server.url}/sea`, { baseUrl: server.url, timeoutMs: 1000 }),
    );
    expect(error.failure).toBe('no-data');
    expect(error.status).toBe(400);
  });

  it('calls 429 and 5xx "unavailable"', async () => {
    const options = { baseUrl: server.url, timeoutMs: 1000 };
    expect((await failureOf(fetchSourceText(`${server.url}/busy`, options))).failure).toBe('unavailable');
    expect((await failureOf(fetchSourceText(`${server.url}/broken`, options))).failure).toBe('unavailable');
  });

  it('gives up after the time limit', async () => {
    // Act
    const started = performance.now();
    const error = await failureOf(
      fetchSourceText(`${server.url}/slow`, { baseUrl: server.url, timeoutMs: 150 }),
    );
    // Assess
    expect(error.failure).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('calls a refused connection "network"', async () => {
    const url = await closedPortUrl();
    const error = await failureOf(fetchSourceText(`${url}/x`, { baseUrl: url, timeoutMs: 1000 }));
    expect(error.failure).toBe('network');
  });
});
