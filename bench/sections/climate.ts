/**
 * Latency of the engine calls (functions/_lib/climate): cold (first call at a place in a fresh
 * container: the clear-sky estimate when no source is reachable, or a year read back from the
 * table cache) and warm (climate, sun positions and Perez terms kept in the container), measured
 * in process without HTTP; then the warm call through the local runtime's API. No network: the
 * online sources are stubbed as unreachable and the table as a map (DynamoDB's own read is not
 * included).
 */
import {
  type ClimateCacheStore,
  ClimateService,
  type FetchedClimate,
} from '../../functions/_lib/climate/climate-service';
import { locationAdditional } from '../../functions/_lib/climate/location-additional';
import { decodeHourlyWeather, encodeHourlyWeather } from '../../functions/_lib/climate/series-codec';
import { estimateClimateFromClearSky } from '../../shared/pv/climate/clear-sky-estimate';
import { hourlyFromMonthly } from '../../shared/pv/climate/monthly-to-hourly';
import { simulateGeneration } from '../../shared/pv/engine/generation';
import { irradianceAndHeatLoss } from '../../shared/pv/engine/irradiance-heat-loss';
import { bestTiltFor } from '../../shared/pv/engine/orientation';
import { radiationInfo } from '../../shared/pv/engine/radiation';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, latencyPercentiles } from '../support/runtime';
import { medianMsAsync } from '../support/timing';
import type { BenchSection } from '../types';

const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
const settings = () => ({
  pvgisUrl: 'http://offline.invalid',
  nasaPowerUrl: 'http://offline.invalid',
  timeoutMs: 8000,
});
const noFiles = { record: async () => undefined, weather: async () => Promise.reject(new Error('none')) };

/** A service as a fresh container has it. */
function freshService(cache: ClimateCacheStore): ClimateService {
  return new ClimateService({ cache, weatherFiles: noFiles, settings, fetch: unreachable });
}

const emptyCache: ClimateCacheStore = { get: async () => undefined, put: async () => undefined };

/** Runs of a cold call: each in a fresh container (service). */
const COLD_RUNS = { warmup: 2, runs: 9 };
/** Runs of a warm call on the same resolved climate. */
const WARM_RUNS = { warmup: 5, runs: 20 };

/** First call at a new place with no source reachable: resolve, estimate, derived products. */
function coldEstimate(): Promise<number> {
  // A new latitude on every call, so each one is a first call at its place.
  return medianMsAsync(async (call) => {
    const service = freshService(emptyCache);
    return locationAdditional(await service.resolve({ latitude: 30 + call, longitude: 110, accountId: 'a' }));
  }, COLD_RUNS);
}

/** First call in a fresh container for a place whose year is in the table (decode, sun, terms, simulate). */
async function coldFromTable(): Promise<{ ms: number; packedKb: number }> {
  const site = { latitude: 39.91, longitude: 116.41, elevation: 50, timezone: 8 };
  const year = hourlyFromMonthly(estimateClimateFromClearSky(site).climate);
  const packed = encodeHourlyWeather(year);
  const primer = freshService(emptyCache);
  const derived = (await primer.resolve({ ...site, accountId: 'a' })).derived();
  const cache: ClimateCacheStore = {
    get: async () => ({ derived, weather: () => decodeHourlyWeather(packed, year.site, year.source) }),
    put: async (_s, _l, _c: FetchedClimate) => undefined,
  };
  const ms = await medianMsAsync(async () => {
    const service = freshService(cache);
    return radiationInfo(await service.resolve({ ...site, accountId: 'a' }), 30, 180);
  }, COLD_RUNS);
  return { ms, packedKb: packed.byteLength / 1024 };
}

/** Warm calls on a resolved climate. [ms] */
async function warm(): Promise<Record<string, number>> {
  const service = freshService(emptyCache);
  const request = { latitude: 39.91, longitude: 116.41, accountId: 'a' };
  const climate = await service.resolve(request);
  const arrays = [
    { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000 },
    { surfaceTilt: 20, surfaceAzimuth: 90, dcCapacity: 3000 },
  ];
  const runs: Record<string, () => Promise<unknown>> = {
    queryRadiationInfo: async () => radiationInfo(await service.resolve(request), 30, 180),
    getBestTilt: async () => bestTiltFor(await service.resolve(request), 160),
    queryLocationAdditional: async () => locationAdditional(await service.resolve(request)),
    queryIrradianceLossAndHeatLoss: async () =>
      irradianceAndHeatLoss(await service.resolve(request), arrays, 15),
    queryMonthPowerGeneration: async () => simulateGeneration(await service.resolve(request), { arrays }),
  };
  radiationInfo(climate, 30, 180);
  const results: Record<string, number> = {};
  for (const [name, run] of Object.entries(runs)) results[name] = await medianMsAsync(run, WARM_RUNS);
  return results;
}

/**
 * The warm call through the local runtime (HTTP, session check against DynamoDB Local, envelope,
 * response validation), one at a time, beside account/queryAccountInfo as the stack's baseline.
 */
async function throughApi(): Promise<{ engine: number; baseline: number }> {
  const runtime = await benchRuntime();
  const login = await benchCall(runtime.siteUrl, 'account/login', {
    email: 'demo-user@example.com',
    password: BENCH_DEMO_PASSWORD,
  });
  const token = (login.data as { token: string }).token;
  const body = { Latitude: '39.91', Longitude: '116.41', TiltAngle: '30', AzimuthAngle: '180' };
  const engine = () => benchCall(runtime.siteUrl, 'Common/queryRadiationInfo', body, token);
  const baseline = () => benchCall(runtime.siteUrl, 'account/queryAccountInfo', {}, token);
  await latencyPercentiles(20, 1, engine);
  await latencyPercentiles(20, 1, baseline);
  return {
    engine: (await latencyPercentiles(100, 1, engine)).p50,
    baseline: (await latencyPercentiles(100, 1, baseline)).p50,
  };
}

export default async function climateBench(): Promise<BenchSection> {
  // The stubbed sources fail on purpose: their warnings are not news here.
  process.env.LOG_LEVEL = 'error';
  const cold = await coldEstimate();
  const table = await coldFromTable();
  const warmMs = await warm();
  const api = await throughApi();
  return {
    name: 'Engine calls (climate service + engine), 8760 h',
    rows: [
      {
        metric: 'cold: estimate at a new place + queryLocationAdditional',
        value: cold,
        unit: 'ms',
        target: 50,
      },
      { metric: 'cold: year from the table cache + queryRadiationInfo', value: table.ms, unit: 'ms' },
      ...Object.entries(warmMs).map(([name, value]) => ({
        metric: `warm: ${name}`,
        value,
        unit: 'ms',
        target: 5,
      })),
      { metric: 'warm: Common/queryRadiationInfo via the local API, p50', value: api.engine, unit: 'ms' },
      {
        metric: 'baseline: account/queryAccountInfo via the local API, p50',
        value: api.baseline,
        unit: 'ms',
      },
      { metric: 'packed hourly year in the table', value: table.packedKb, unit: 'KB', target: 100 },
    ],
  };
}
