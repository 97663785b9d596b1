import {
  type ClimateCacheStore,
  ClimateService,
  type FetchedClimate,
  type WeatherFileRecord,
} from '@pvd/functions/_lib/climate/climate-service';
import { AppError } from '@pvd/functions/_lib/errors';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import { deriveClimateProducts } from '@pvd/shared/pv/engine/climate';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { readPvgisTmyJson } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeServer,
  nasaPowerAnswer,
  pvgisTmyAnswer,
  startFakeServer,
} from './support/fake-sources';

/** What the fake sources answer, set by each test. */
let pvgis: FakeAnswer;
let nasa: FakeAnswer;
let server: FakeServer;
const pvgisYear = JSON.stringify(pvgisTmyAnswer({ latitude: 45, longitude: 8 }));
const nasaClimate = JSON.stringify(nasaPowerAnswer());
const overTheSea = { status: 400, body: '{"message":"Location over the sea."}' };

beforeAll(async () => {
  server = await startFakeServer((path) => (path.startsWith('/pvgis/') ? pvgis : nasa));
});
afterAll(() => server.close());
beforeEach(() => {
  pvgis = { status: 200, body: pvgisYear };
  nasa = { status: 200, body: nasaClimate };
  server.requests.length = 0;
});

/** The table cache as a map (what the DynamoDB store keeps, minus the packing). */
function memoryCache() {
  const items = new Map<
    string,
    { climate: FetchedClimate; derived: ReturnType<typeof deriveClimateProducts> }
  >();
  const store: ClimateCacheStore & { items: typeof items; failReads?: boolean } = {
    items,
    async get(source, location) {
      if (store.failReads) throw new Error('table unreachable');
      const item = items.get(`${source}|${location.key}`);
      if (!item) return undefined;
      const { climate } = item;
      return {
        derived: item.derived,
        weather: () => (climate.kind === 'hourly' ? climate.weather : hourlyFromMonthly(climate.monthly)),
      };
    },
    async put(source, location, climate, derived) {
      items.set(`${source}|${location.key}`, { climate, derived });
    },
  };
  return store;
}

const fileWeather: HourlyWeather = readPvgisTmyJson(pvgisTmyAnswer({ latitude: 30, longitude: 100 }));
const fileRecord: WeatherFileRecord = {
  id: 'file-1',
  accountId: 'owner',
  fileName: 'site.epw',
  format: 'epw',
  site: fileWeather.site,
  derived: deriveClimateProducts(fileWeather, computeSunPositions(fileWeather)),
};

function service(cache = memoryCache(), options: { now?: () => number; timeoutMs?: number } = {}) {
  return new ClimateService({
    cache,
    weatherFiles: {
      record: async (id) => (id === fileRecord.id ? fileRecord : undefined),
      weather: async () => fileWeather,
    },
    settings: () => ({
      pvgisUrl: `${server.url}/pvgis`,
      nasaPowerUrl: `${server.url}/nasa`,
      timeoutMs: options.timeoutMs ?? 5000,
    }),
    now: options.now,
  });
}

const here = { latitude: 45.0012, longitude: 7.9987, accountId: 'owner' };
const asked = (prefix: string) => server.requests.filter((path) => path.startsWith(prefix)).length;

describe('ClimateService.resolve', () => {
  it('uses PVGIS first, stores it at the rounded location, and answers the next call from memory', async () => {
    // Prepare
    const cache = memoryCache();
    const climates = service(cache);
    // Act
    const first = await climates.resolve(here);
    const second = await climates.resolve({ ...here, latitude: 45.004 });
    // Assess
    expect(first.origin).toEqual({ id: 'pvgis-tmy', latitude: 45, longitude: 8 });
    expect(second).toBe(first);
    expect(asked('/pvgis/')).toBe(1);
    expect(server.requests[0]).toBe('/pvgis/tmy?lat=45&lon=8&outputformat=json&usehorizon=1');
    expect([...cache.items.keys()]).toEqual(['pvgis-tmy|45.00_8.00']);
    expect(first.weather().ghi.length).toBe(8760);
  });

  it('in a new container, reads the table instead of asking the source, with the derived products', async () => {
    // Prepare
    const cache = memoryCache();
    await service(cache).resolve(here);
    server.requests.length = 0;
    // Act
    const again = await service(cache).resolve(here);
    // Assess
    expect(server.requests).toEqual([]);
    expect(again.origin.id).toBe('pvgis-tmy');
    expect(again.isLoaded).toBe(false); // the derived products come without the hourly year
    expect(again.derived().best.surfaceTilt).toBeGreaterThan(20);
  });

  it('falls back to NASA POWER when PVGIS has no data for the location', async () => {
    pvgis = overTheSea;
    const climate = await service().resolve(here);
    expect(climate.origin.id).toBe('nasa-power');
    expect(climate.weather().source).toBe('synthetic:nasa-power-climatology');
    expect(asked('/nasa/temporal/climatology/point?')).toBe(1);
  });

  it('falls back to NASA POWER when PVGIS does not answer in time', async () => {
    // Prepare
    // The time-out applies to each source: long enough for the local NASA stand-in to answer on
    // a loaded machine, well short of PVGIS's delay.
    pvgis = { status: 200, body: pvgisYear, delayMs: 6_000 };
    // Act
    const started = performance.now();
    const climate = await service(memoryCache(), { timeoutMs: 1_500 }).resolve(here);
    // Assess: NASA's answer, without waiting for PVGIS's.
    expect(climate.origin.id).toBe('nasa-power');
    expect(performance.now() - started).toBeLessThan(6_000);
  });

  it('answers the clear-sky estimate when no source has data, and never stores it', async () => {
    // Prepare
    pvgis = overTheSea;
    nasa = { status: 503, body: '' };
    const cache = memoryCache();
    // Act
    const climate = await service(cache).resolve(here);
    // Assess
    expect(climate.origin).toEqual({ id: 'clear-sky-estimate', latitude: 45, longitude: 8 });
    expect(climate.weather().source).toBe('synthetic:clear-sky-estimate');
    expect(cache.items.size).toBe(0);
  });

  it('does not ask an unreachable source again within a minute, and does after', async () => {
    // Prepare
    let clock = 1_000_000;
    pvgis = { status: 503, body: '' };
    nasa = { status: 503, body: '' };
    const climates = service(memoryCache(), { now: () => clock });
    // Act
    await climates.resolve(here);
    await climates.resolve({ ...here, latitude: 30 }); // another place: the source is still down
    const whileDown = server.requests.length;
    clock += 61_000;
    pvgis = { status: 200, body: pvgisYear };
    const later = await climates.resolve(here);
    // Assess
    expect(whileDown).toBe(2);
    expect(later.origin.id).toBe('pvgis-tmy');
  });

  it('remembers "no data here" for that place only, for an hour', async () => {
    // Prepare
    let clock = 1_000_000;
    pvgis = overTheSea;
    const climates = service(memoryCache(), { now: () => clock });
    const other = { ...here, latitude: 30 };
    // Act
    await climates.resolve(other); // PVGIS says no, NASA POWER answers
    pvgis = { status: 200, body: pvgisYear };
    await climates.resolve(other);
    const withinTheHour = asked('/pvgis/');
    const elsewhere = await climates.resolve(here);
    clock += 3_601_000;
    await climates.resolve(other);
    // Assess
    expect(withinTheHour).toBe(1);
    expect(elsewhere.origin.id).toBe('pvgis-tmy');
    expect(asked('/pvgis/')).toBe(3);
  });

  it('asks the source again when the table cannot be read', async () => {
    const cache = memoryCache();
    cache.failReads = true;
    const climate = await service(cache).resolve(here);
    expect(climate.origin.id).toBe('pvgis-tmy');
    expect(asked('/pvgis/')).toBe(1);
  });

  it('shares one fetch between concurrent calls for the same place', async () => {
    const climates = service();
    const [a, b, c] = await Promise.all([
      climates.resolve(here),
      climates.resolve(here),
      climates.resolve(here),
    ]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(asked('/pvgis/')).toBe(1);
  });
});

describe('ClimateService.resolve with a weather file', () => {
  it('uses the named file first, even where PVGIS has data', async () => {
    // Act
    const climate = await service().resolve({ ...here, weatherFileId: 'file-1' });
    // Assess
    expect(climate.origin).toEqual({
      id: 'weather-file',
      latitude: 30,
      longitude: 100,
      weatherFileId: 'file-1',
      fileName: 'site.epw',
      weatherSource: 'epw',
    });
    expect(climate.weather()).toBe(fileWeather);
    expect(server.requests).toEqual([]);
  });

  it('refuses another account’s file with 114, and a missing one with 115 (404)', async () => {
    const climates = service();
    const foreign = await climates
      .resolve({ ...here, weatherFileId: 'file-1', accountId: 'other' })
      .catch((e) => e);
    const missing = await climates.resolve({ ...here, weatherFileId: 'nope' }).catch((e) => e);
    expect(foreign).toBeInstanceOf(AppError);
    expect(foreign).toMatchObject({ code: 114 });
    expect(missing).toMatchObject({ code: 115, status: 404, messageKey: 'weatherFileNotFound' });
  });

  it('checks the owner on every call, even when the file is in memory', async () => {
    const climates = service();
    await climates.resolve({ ...here, weatherFileId: 'file-1' });
    await expect(
      climates.resolve({ ...here, weatherFileId: 'file-1', accountId: 'other' }),
    ).rejects.toMatchObject({
      code: 114,
    });
  });
});
