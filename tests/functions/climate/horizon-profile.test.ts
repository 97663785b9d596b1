/**
 * PVGIS's horizon service as the handler reads it (functions/_lib/climate/horizon-profile.ts)
 * [SUR-8]: the request URL, the answer read into north-based points (the fixture in the layout of
 * `printhorizon`'s JSON answer), and each failure as its localized refusal. The fetch is given
 * here: the tests run offline.
 */
import { readFileSync } from 'node:fs';
import {
  fetchPvgisHorizon,
  HORIZON_RETRY_AFTER_MS,
  pvgisHorizonUrl,
} from '@pvd/functions/_lib/climate/horizon-profile';
import { roundLocation } from '@pvd/functions/_lib/climate/location';
import { AppError } from '@pvd/functions/_lib/errors';
import { beforeEach, describe, expect, it } from 'vitest';

const answer = readFileSync(
  new URL('../../shared/project/fixtures/pvgis-horizon-45n8e.json', import.meta.url),
  'utf8',
);
const location = roundLocation(45.0012, 7.9991);
/** The tests' clock: each test moves it past the wait after a failure the one before left. [ms] */
let clock = 1e12;
const options = (fetch: typeof globalThis.fetch) => ({
  baseUrl: 'https://pvgis.test/api/v5_3/',
  timeoutMs: 1000,
  fetch,
  now: () => clock,
});
beforeEach(() => {
  clock += 10 * HORIZON_RETRY_AFTER_MS;
});

describe('fetchPvgisHorizon', () => {
  it('asks printhorizon for the rounded site in JSON', () => {
    expect(pvgisHorizonUrl('https://pvgis.test/api/v5_3/', location)).toBe(
      'https://pvgis.test/api/v5_3/printhorizon?lat=45&lon=8&outputformat=json',
    );
  });

  it('reads the answer into points from north', async () => {
    const points = await fetchPvgisHorizon(
      location,
      options(async () => new Response(answer)),
    );
    expect(points).toHaveLength(8);
    expect(points[0]).toEqual({ azimuth: 0, elevation: 3.1 });
    expect(points[4]).toEqual({ azimuth: 180, elevation: 1.5 });
  });

  it.each([
    [
      'no network',
      async () => Promise.reject(new TypeError('fetch failed')),
      'horizonServiceUnavailable',
      503,
    ],
    [
      'a failing service',
      async () => new Response('busy', { status: 503 }),
      'horizonServiceUnavailable',
      503,
    ],
    [
      'a place without data',
      async () => new Response('{"message":"sea"}', { status: 400 }),
      'horizonServiceNoData',
      422,
    ],
    ['an answer that is no horizon', async () => new Response('<html>'), 'horizonServiceNoData', 502],
  ] as const)('refuses %s with −1 and its message', async (_case, fetch, messageKey, status) => {
    const failed = await fetchPvgisHorizon(location, options(fetch as typeof globalThis.fetch)).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({ code: -1, messageKey, status });
  });

  it('asks PVGIS again only a minute after it gave no answer', async () => {
    // Prepare
    let asked = 0;
    const counted = (reply: () => Promise<Response>) => async () => {
      asked++;
      return reply();
    };
    await fetchPvgisHorizon(
      location,
      options(counted(async () => Promise.reject(new TypeError('down')))),
    ).catch(() => undefined);
    // Act: at once, then after the wait.
    const soon = await fetchPvgisHorizon(location, options(counted(async () => new Response(answer)))).catch(
      (e: unknown) => e,
    );
    clock += HORIZON_RETRY_AFTER_MS + 1;
    const later = await fetchPvgisHorizon(location, options(counted(async () => new Response(answer))));
    // Assess
    expect(soon).toMatchObject({ code: -1, messageKey: 'horizonServiceUnavailable' });
    expect(later).toHaveLength(8);
    expect(asked).toBe(2);
  });
});
