import { readPvgisMonthlyJson } from '@pvd/shared/pv/weather/pvgis-monthly';
import { describe, expect, it } from 'vitest';
import { errorOf, readFixture, reasonOf } from './fixture';

type Record_ = Record<string, unknown>;
const response = () =>
  JSON.parse(readFixture('pvgis-mrcalc-45n8e-2019-2020.json')) as {
    inputs?: unknown;
    outputs: { monthly: Record_[] };
  };

describe('readPvgisMonthlyJson', () => {
  it('reads the site from inputs.location, with time zone 0', () => {
    const climate = readPvgisMonthlyJson(response());
    expect(climate.site).toEqual({ latitude: 45, longitude: 8, elevation: 250, timezone: 0 });
    expect(climate.source).toBe('pvgis-monthly');
  });

  it('averages the daily means of each month over the years [kWh/m²/day]', () => {
    const climate = readPvgisMonthlyJson(response());
    // Fixture: January H(h)_m 45.12 (2019) and 50.27 (2020) kWh/m²/month, 31 days each.
    expect(climate.ghiDaily[0]).toBeCloseTo((45.12 / 31 + 50.27 / 31) / 2, 12);
    // February 2020 has 29 days: 71.35 / 28 and 69.84 / 29.
    expect(climate.ghiDaily[1]).toBeCloseTo((71.35 / 28 + 69.84 / 29) / 2, 12);
    expect(climate.ghiDaily).toHaveLength(12);
  });

  it('derives diffuse irradiation from the diffuse-to-global ratio Kd', () => {
    const climate = readPvgisMonthlyJson(response());
    // July: Kd 0.355 x 209.03 (2019) and 0.341 x 212.88 (2020), 31 days.
    expect(climate.dhiDaily?.[6]).toBeCloseTo((0.355 * 209.03 + 0.341 * 212.88) / 31 / 2, 12);
  });

  it('averages T2m over the years [°C] and gives no extremes or wind', () => {
    const climate = readPvgisMonthlyJson(response());
    expect(climate.tempMean[11]).toBeCloseTo((4.46 + 3.71) / 2, 12);
    expect(climate.tempMax).toBeUndefined();
    expect(climate.windSpeed).toBeUndefined();
  });

  it('leaves out the diffuse series when the request lacked d2glob', () => {
    const data = response();
    for (const record of data.outputs.monthly) delete record.Kd;
    expect(readPvgisMonthlyJson(data).dhiDaily).toBeUndefined();
  });

  it('rejects a response without T2m (request lacked avtemp)', () => {
    const data = response();
    for (const record of data.outputs.monthly) delete record.T2m;
    expect(reasonOf(() => readPvgisMonthlyJson(data))).toBe('missing-column');
  });

  it('rejects a response that lacks a month', () => {
    const data = response();
    data.outputs.monthly = data.outputs.monthly.filter((record) => record.month !== 8);
    expect(reasonOf(() => readPvgisMonthlyJson(data))).toBe('wrong-record-count');
  });

  it('rejects a record with an impossible month', () => {
    const data = response();
    data.outputs.monthly[0]!.month = 13;
    expect(reasonOf(() => readPvgisMonthlyJson(data))).toBe('bad-timestamp');
  });

  it('rejects a response without location', () => {
    const data = response();
    delete data.inputs;
    expect(reasonOf(() => readPvgisMonthlyJson(data))).toBe('bad-header');
  });
});

describe('readPvgisMonthlyJson: physical ranges', () => {
  it('refuses a monthly irradiation of 1e308, naming the record', () => {
    const data = response();
    data.outputs.monthly[3]!['H(h)_m'] = 1e308;
    const error = errorOf(() => readPvgisMonthlyJson(data));
    expect([error.reason, error.quantity, error.line]).toEqual(['out-of-range', 'ghiDaily', 4]);
    expect(error.message).toContain('record 4 of outputs.monthly');
  });

  it('refuses a month of 400 kWh/m² (12.9 kWh/m²/day in a 31-day month) and a T2m of -5000 °C', () => {
    const data = response();
    data.outputs.monthly[0]!['H(h)_m'] = 400;
    expect(errorOf(() => readPvgisMonthlyJson(data)).quantity).toBe('ghiDaily');
    const cold = response();
    cold.outputs.monthly[5]!.T2m = -5000;
    const error = errorOf(() => readPvgisMonthlyJson(cold));
    expect([error.reason, error.quantity, error.value, error.line]).toEqual([
      'out-of-range',
      'tempMean',
      -5000,
      6,
    ]);
  });

  it('refuses a field that is a string', () => {
    const data = response();
    data.outputs.monthly[2]!.T2m = 'warm';
    expect(errorOf(() => readPvgisMonthlyJson(data)).reason).toBe('bad-value');
  });

  it('names the missing field', () => {
    const data = response();
    delete data.outputs.monthly[0]!.T2m;
    expect(errorOf(() => readPvgisMonthlyJson(data)).column).toBe('T2m');
  });
});
