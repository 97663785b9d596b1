import { extraterrestrialSpencer } from '@pvd/shared/pv/irradiance/extraterrestrial';
import { extraterrestrialDailyWh } from '@pvd/shared/pv/weather/epw-time-base';
import {
  checkRange,
  DAILY_IRRADIATION_MAX,
  DNI_EXTRATERRESTRIAL_TOLERANCE,
  IRRADIANCE_MAX,
  IRRADIANCE_NEGATIVE_TOLERANCE,
  PHYSICAL_RANGES,
  RecordRangeCheck,
} from '@pvd/shared/pv/weather/physical-ranges';
import { allocateSeries } from '@pvd/shared/pv/weather/series-buffers';
import { describe, expect, it } from 'vitest';
import { errorOf } from './fixture';

/** One record of plausible values at `iso` (UTC), with `change` applied. */
function record(
  iso: string,
  change: Partial<Record<'ghi' | 'dni' | 'dhi' | 'tempAir' | 'windSpeed', number>>,
) {
  const series = allocateSeries(1);
  series.timesUtcMs[0] = Date.parse(iso);
  Object.assign(series.ghi, [500]);
  Object.assign(series.dni, [600]);
  Object.assign(series.dhi, [100]);
  Object.assign(series.tempAir, [20]);
  Object.assign(series.windSpeed, [3]);
  for (const [key, value] of Object.entries(change)) series[key as keyof typeof change][0] = value;
  return series;
}

describe('physical ranges', () => {
  it('are the documented bounds', () => {
    expect([IRRADIANCE_MAX, IRRADIANCE_NEGATIVE_TOLERANCE, DNI_EXTRATERRESTRIAL_TOLERANCE]).toEqual([
      1500, 30, 0.02,
    ]);
    expect(PHYSICAL_RANGES.tempAir).toMatchObject({ min: -90, max: 70 });
    expect(PHYSICAL_RANGES.windSpeed).toMatchObject({ min: 0, max: 80 });
    expect(PHYSICAL_RANGES.ghiDaily).toMatchObject({ min: 0, max: 12 });
  });

  it('bound daily irradiation between the top-of-atmosphere maximum and the clearest real skies', () => {
    // Largest daily extraterrestrial irradiation on a horizontal plane over every latitude and
    // day (Duffie & Beckman eq. 1.10.3): about 13.5 kWh/m²/day at 90° S near 21 December.
    let topOfAtmosphere = 0;
    for (let latitude = -90; latitude <= 90; latitude += 1)
      for (let day = 1; day <= 365; day++)
        topOfAtmosphere = Math.max(topOfAtmosphere, extraterrestrialDailyWh(latitude, day) / 1000);
    expect(topOfAtmosphere).toBeGreaterThan(13);
    expect(topOfAtmosphere).toBeLessThan(14);
    // 12 kWh/m²/day is below it, and above 80 % of it (the most a clear sky transmits).
    expect(DAILY_IRRADIATION_MAX).toBeLessThan(topOfAtmosphere);
    expect(DAILY_IRRADIATION_MAX).toBeGreaterThan(0.8 * topOfAtmosphere);
  });
});

describe('checkRange', () => {
  const place = { format: 'test', row: 'line 7', line: 7 };

  it('lets missing values (NaN) and values within the range pass', () => {
    expect(() => checkRange('tempAir', Number.NaN, place)).not.toThrow();
    expect(() => checkRange('tempAir', -89.2, place)).not.toThrow();
    expect(() => checkRange('ghiDaily', 0, place)).not.toThrow();
  });

  it.each([
    ['tempAir', -5000],
    ['tempAir', Number.POSITIVE_INFINITY],
    ['windSpeed', -1],
    ['ghi', 1e308],
    ['ghiDaily', 25],
  ] as const)('refuses %s %d, naming quantity, value and row', (quantity, value) => {
    const error = errorOf(() => checkRange(quantity, value, place));
    expect([error.reason, error.quantity, error.value, error.line, error.format]).toEqual([
      'out-of-range',
      quantity,
      value,
      7,
      'test',
    ]);
    expect(error.message).toContain('line 7');
    expect(error.message).toContain(String(value));
  });
});

describe('RecordRangeCheck', () => {
  it('reads irradiance down to -30 W/m² (and -0) as 0 and keeps NaN', () => {
    const series = record('2020-01-01T12:00Z', { ghi: -30, dni: -0, dhi: Number.NaN });
    new RecordRangeCheck('test').check(series, 0, 3);
    expect(Object.is(series.ghi[0], 0)).toBe(true);
    expect(Object.is(series.dni[0], 0)).toBe(true);
    expect(series.dhi[0]).toBeNaN();
  });

  it('refuses irradiance of -500 W/m²', () => {
    const error = errorOf(() =>
      new RecordRangeCheck('test').check(record('2020-01-01T12:00Z', { dhi: -500 }), 0, 3),
    );
    expect([error.reason, error.quantity, error.value, error.line]).toEqual(['out-of-range', 'dhi', -500, 3]);
  });

  it('refuses DNI above the extraterrestrial normal irradiance of the day + 2 % (Spencer)', () => {
    // 4 July: extraterrestrial DNI 1320.5 W/m² (Spencer, day 185), limit 1346.9 W/m². 1400 W/m²
    // is below the 1500 W/m² bound, so only the extraterrestrial rule can refuse it.
    const limitJuly = extraterrestrialSpencer(185) * 1.02;
    expect(limitJuly).toBeCloseTo(1346.87, 2);
    const error = errorOf(() =>
      new RecordRangeCheck('test').check(record('2021-07-04T12:00Z', { dni: 1400 }), 0, 9),
    );
    expect([error.reason, error.quantity, error.value, error.line]).toEqual(['out-of-range', 'dni', 1400, 9]);
    expect(error.message).toContain('extraterrestrial');
    // The same 1400 W/m² on 3 January (extraterrestrial 1414.0 W/m², limit 1442.3) is accepted.
    expect(() =>
      new RecordRangeCheck('test').check(record('2021-01-03T12:00Z', { dni: 1400 }), 0, 9),
    ).not.toThrow();
  });

  it('names the row as the reader asks (JSON records)', () => {
    const check = new RecordRangeCheck('json', (n) => `record ${n} of outputs.tmy_hourly`);
    const error = errorOf(() => check.check(record('2020-01-01T12:00Z', { windSpeed: 200 }), 0, 12));
    expect(error.message).toContain('record 12 of outputs.tmy_hourly');
    expect(error.line).toBe(12);
  });
});
