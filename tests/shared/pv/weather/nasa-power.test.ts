import { readNasaPowerClimatology } from '@pvd/shared/pv/weather/nasa-power';
import { describe, expect, it } from 'vitest';
import { errorOf, readFixture, reasonOf } from './fixture';

type Series = Record<string, number>;
interface Response {
  geometry: { coordinates: number[] };
  properties: { parameter: Record<string, Series> };
  parameters: Record<string, { units: string }>;
}
const response = () => JSON.parse(readFixture('nasa-power-climatology-45n8e.json')) as Response;

describe('readNasaPowerClimatology', () => {
  it('reads the site from geometry.coordinates [lon, lat, elevation], with time zone 0', () => {
    const climate = readNasaPowerClimatology(response());
    expect(climate.site).toEqual({ latitude: 45, longitude: 8, elevation: 436.37, timezone: 0 });
    expect(climate.source).toBe('nasa-power-climatology');
  });

  it('reads the twelve months of every parameter, in kWh/m²/day, °C and m/s', () => {
    const climate = readNasaPowerClimatology(response());
    // Fixture JAN values: ALLSKY_SFC_SW_DWN 1.58, ALLSKY_SFC_SW_DIFF 0.68, T2M 1.61,
    // T2M_MAX 6.34, T2M_MIN -2.35, WS10M 1.62; DEC of T2M 2.36.
    expect(climate.ghiDaily[0]).toBe(1.58);
    expect(climate.dhiDaily?.[0]).toBe(0.68);
    expect(climate.tempMean[0]).toBe(1.61);
    expect(climate.tempMean[11]).toBe(2.36);
    expect(climate.tempMax?.[0]).toBe(6.34);
    expect(climate.tempMin?.[0]).toBe(-2.35);
    expect(climate.windSpeed?.[0]).toBe(1.62);
    expect(climate.ghiDaily).toHaveLength(12);
  });

  it('converts irradiation stated in MJ/m²/day (agroclimatology community)', () => {
    const data = response();
    data.parameters.ALLSKY_SFC_SW_DWN!.units = 'MJ/m^2/day';
    data.properties.parameter.ALLSKY_SFC_SW_DWN!.JAN = 3.6;
    expect(readNasaPowerClimatology(data).ghiDaily[0]).toBeCloseTo(1, 12);
  });

  it('drops an optional series with a month at the fill value -999', () => {
    const data = response();
    data.properties.parameter.T2M_MAX!.MAR = -999;
    const climate = readNasaPowerClimatology(data);
    expect(climate.tempMax).toBeUndefined();
    expect(climate.tempMin).toBeDefined();
  });

  it('rejects a GHI month at the fill value -999', () => {
    const data = response();
    data.properties.parameter.ALLSKY_SFC_SW_DWN!.JUN = -999;
    expect(reasonOf(() => readNasaPowerClimatology(data))).toBe('missing-value');
  });

  it('rejects a response without T2M', () => {
    const data = response();
    delete data.properties.parameter.T2M;
    expect(reasonOf(() => readNasaPowerClimatology(data))).toBe('missing-column');
  });

  it('rejects unknown irradiation units', () => {
    const data = response();
    data.parameters.ALLSKY_SFC_SW_DWN!.units = 'langley/day';
    expect(reasonOf(() => readNasaPowerClimatology(data))).toBe('bad-value');
  });

  it('rejects a response without coordinates', () => {
    const data = response() as { geometry?: unknown };
    delete data.geometry;
    expect(reasonOf(() => readNasaPowerClimatology(data))).toBe('bad-header');
  });
});

describe('readNasaPowerClimatology: physical ranges', () => {
  it('refuses a month at -5000 °C, naming the month and the parameter', () => {
    const data = response();
    data.properties.parameter.T2M!.JUN = -5000;
    const error = errorOf(() => readNasaPowerClimatology(data));
    expect([error.reason, error.quantity, error.value, error.line]).toEqual([
      'out-of-range',
      'tempMean',
      -5000,
      undefined,
    ]);
    expect(error.message).toContain('JUN of T2M');
  });

  it('refuses 25 kWh/m²/day, e.g. MJ/m²/day stated as kW-hr/m^2/day', () => {
    const data = response();
    data.properties.parameter.ALLSKY_SFC_SW_DWN!.JUL = 25;
    expect(errorOf(() => readNasaPowerClimatology(data)).quantity).toBe('ghiDaily');
  });

  it('refuses an out-of-range month in an optional series too (wind 200 m/s)', () => {
    const data = response();
    data.properties.parameter.WS10M!.JAN = 200;
    expect(errorOf(() => readNasaPowerClimatology(data)).quantity).toBe('windSpeed');
  });

  it('refuses 1e308 as out of range rather than reading it as the fill value', () => {
    const data = response();
    data.properties.parameter.ALLSKY_SFC_SW_DIFF!.MAR = -1e308;
    expect(errorOf(() => readNasaPowerClimatology(data)).reason).toBe('out-of-range');
  });
});
