import { ClimateSourceError } from '@pvd/functions/_lib/climate/sources/fetch-text';
import {
  fetchNasaPowerClimatology,
  nasaPowerClimatologyUrl,
} from '@pvd/functions/_lib/climate/sources/nasa-power';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, nasaPowerAnswer, startFakeServer } from '../support/fake-sources';

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer((path) => {
    if (path.includes('latitude=45')) return { status: 200, body: JSON.stringify(nasaPowerAnswer()) };
    // A month at the fill value: the engine cannot do without it.
    const holed = nasaPowerAnswer() as { properties: { parameter: { ALLSKY_SFC_SW_DWN: { JUN: number } } } };
    holed.properties.parameter.ALLSKY_SFC_SW_DWN.JUN = -999;
    return { status: 200, body: JSON.stringify(holed) };
  });
});
afterAll(() => server.close());

describe('nasaPowerClimatologyUrl', () => {
  it('asks the climatology point endpoint for the renewable-energy parameters', () => {
    const url = new URL(
      nasaPowerClimatologyUrl('https://power.larc.nasa.gov/api', { latitude: 45, longitude: 8 }),
    );
    expect(url.pathname).toBe('/api/temporal/climatology/point');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      parameters: 'ALLSKY_SFC_SW_DWN,ALLSKY_SFC_SW_DIFF,T2M,T2M_MAX,T2M_MIN,WS10M',
      community: 'RE',
      longitude: '8',
      latitude: '45',
      format: 'JSON',
    });
  });
});

describe('fetchNasaPowerClimatology', () => {
  it('reads the monthly means of the location', async () => {
    // Act
    const climate = await fetchNasaPowerClimatology(
      { latitude: 45, longitude: 8 },
      { baseUrl: server.url, timeoutMs: 5000 },
    );
    // Assess: the fixture's values
    expect(climate.source).toBe('nasa-power-climatology');
    expect(climate.ghiDaily[0]).toBe(1.58);
    expect(climate.ghiDaily[6]).toBe(6.63);
    expect(climate.tempMean[6]).toBe(22.92);
  });

  it('refuses a climatology with a missing irradiation month (bad-response)', async () => {
    const error = await fetchNasaPowerClimatology(
      { latitude: 10, longitude: 8 },
      { baseUrl: server.url, timeoutMs: 5000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClimateSourceError);
    expect((error as ClimateSourceError).failure).toBe('bad-response');
  });
});
