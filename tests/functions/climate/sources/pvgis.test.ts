import { ClimateSourceError } from '@pvd/functions/_lib/climate/sources/fetch-text';
import { fetchPvgisTmy, pvgisTmyUrl } from '@pvd/functions/_lib/climate/sources/pvgis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, pvgisTmyAnswer, startFakeServer, weatherFixture } from '../support/fake-sources';

let server: FakeServer;
const year = JSON.stringify(pvgisTmyAnswer({ latitude: 45, longitude: 8 }));

beforeAll(async () => {
  server = await startFakeServer((path) => {
    if (path.includes('lat=45&')) return { status: 200, body: year };
    if (path.includes('lat=46&')) return { status: 200, body: weatherFixture('pvgis-45n8e-tmy-jan1-3.json') };
    if (path.includes('lat=47&')) return { status: 200, body: '<html>maintenance</html>' };
    return {
      status: 400,
      body: '{"message":"Location over the sea. Please, select another location","status":400}',
    };
  });
});
afterAll(() => server.close());

describe('pvgisTmyUrl', () => {
  it('asks the tmy tool for json with the terrain horizon', () => {
    expect(pvgisTmyUrl('https://re.jrc.ec.europa.eu/api/v5_3/', { latitude: 39.91, longitude: 116.41 })).toBe(
      'https://re.jrc.ec.europa.eu/api/v5_3/tmy?lat=39.91&lon=116.41&outputformat=json&usehorizon=1',
    );
  });
});

describe('fetchPvgisTmy', () => {
  it('reads a whole TMY year of the location', async () => {
    // Act
    const weather = await fetchPvgisTmy(
      { latitude: 45, longitude: 8 },
      { baseUrl: server.url, timeoutMs: 5000 },
    );
    // Assess
    expect(weather.ghi.length).toBe(8760);
    expect(weather.source).toBe('pvgis-tmy-json');
    expect(weather.site).toMatchObject({ latitude: 45, longitude: 8, elevation: 250 });
    expect(server.requests.at(-1)).toBe('/tmy?lat=45&lon=8&outputformat=json&usehorizon=1');
  });

  it('refuses an answer that is not a whole year (bad-response)', async () => {
    const error = await fetchPvgisTmy(
      { latitude: 46, longitude: 8 },
      { baseUrl: server.url, timeoutMs: 5000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClimateSourceError);
    expect((error as ClimateSourceError).failure).toBe('bad-response');
  });

  it('refuses an answer that is not json (bad-response)', async () => {
    const error = await fetchPvgisTmy(
      { latitude: 47, longitude: 8 },
      { baseUrl: server.url, timeoutMs: 5000 },
    ).catch((e: unknown) => e);
    expect((error as ClimateSourceError).failure).toBe('bad-response');
  });

  it('reports a location over the sea as no data', async () => {
    const error = await fetchPvgisTmy(
      { latitude: 0, longitude: -30 },
      { baseUrl: server.url, timeoutMs: 5000 },
    ).catch((e: unknown) => e);
    expect((error as ClimateSourceError).failure).toBe('no-data');
  });
});
