import { stepCalendar } from '@pvd/shared/load/interval-series';
import { TYPICAL_SHAPES } from '@pvd/shared/load/typical-shapes/catalogue';
import { TYPICAL_SHAPE_IDS } from '@pvd/shared/load/typical-shapes/ids';
import { uniformTypicalShape } from '@pvd/shared/load/typical-shapes/shape';
import {
  naturalDaytimeRatio,
  typicalHourlyKwh,
  typicalLoadSeries,
} from '@pvd/shared/load/typical-shapes/typical-load';
import { daytimeMaskFromClock } from '@pvd/shared/pv/storage/daytime';
import { hourlyLoadProfile } from '@pvd/shared/pv/storage/load-profile';
import { RESIDENTIAL_HOURLY_LOAD_SHAPE } from '@pvd/shared/pv/storage/load-shape';
import { loadInputFromUserLoad } from '@pvd/shared/pv/storage/user-load';
import { describe, expect, it } from 'vitest';

const sum = (values: ArrayLike<number>, from = 0, to = values.length) => {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i]!;
  return total;
};
const MONTH_START_HOUR = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365].map((d) => d * 24);
const monthlyOf = (hourly: Float64Array) =>
  Array.from({ length: 12 }, (_, m) => sum(hourly, MONTH_START_HOUR[m], MONTH_START_HOUR[m + 1]));
const daytime = daytimeMaskFromClock();
const daytimeShare = (hourly: Float64Array) => {
  let day = 0;
  for (let h = 0; h < 8760; h++) if (daytime[h] === 1) day += hourly[h]!;
  return day / sum(hourly);
};
const MONTHLY = [900, 820, 860, 780, 800, 950, 1100, 1120, 930, 800, 820, 900];

describe.each(TYPICAL_SHAPE_IDS)('typical shape %s [LOAD-3]', (id) => {
  const shape = TYPICAL_SHAPES[id];

  it('is a normalised 12 × 3 × 24 matrix named as its file', () => {
    expect(shape.id).toBe(id);
    expect(shape.months).toHaveLength(12);
    const mean =
      shape.months.reduce(
        (total, types, m) =>
          total +
          ([5, 1, 1] as const).reduce(
            (s, w, t) => s + (w / 7) * [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m]! * sum(types[t]!),
            0,
          ),
        0,
      ) / 8760;
    expect(mean).toBeCloseTo(1, 3);
  });

  it('adds up to the annual figure, its own daytime share kept without a ratio', () => {
    const hourly = typicalHourlyKwh(shape, { annualConsumptionKwh: 36_500 });
    expect(sum(hourly)).toBeCloseTo(36_500, 6);
    expect(daytimeShare(hourly) * 100).toBeCloseTo(naturalDaytimeRatio(shape), 9);
  });

  it('honours the twelve monthly figures and the daytime ratio', () => {
    const hourly = typicalHourlyKwh(shape, { monthlyConsumptionKwh: MONTHLY, daytimeLoadPowerRatio: 55 });
    monthlyOf(hourly).forEach((kwh, m) => {
      expect(kwh).toBeCloseTo(MONTHLY[m]!, 6);
    });
    expect(daytimeShare(hourly)).toBeCloseTo(0.55, 12);
  });

  it('holds each hour’s power over its quarter-hours, so the energy stays', () => {
    const series = typicalLoadSeries(shape, { annualConsumptionKwh: 10_000 }, { stepMinutes: 15 });
    expect(series).toMatchObject({ firstIntervalStart: '2025-01-01T00:00', stepMinutes: 15 });
    expect(series.kw).toHaveLength(35_040);
    expect(sum(series.kw) * 0.25).toBeCloseTo(10_000, 6);
    expect(series.kw[40]).toBe(series.kw[43]);
  });
});

describe('typical load', () => {
  it('gives today’s hourly load exactly with today’s one-day residential shape', () => {
    const flat = uniformTypicalShape('residential-flat', RESIDENTIAL_HOURLY_LOAD_SHAPE);
    for (const input of [
      { annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 40 },
      { monthlyConsumptionKwh: MONTHLY, daytimeLoadPowerRatio: 25 },
    ]) {
      const today = hourlyLoadProfile(input);
      const shaped = typicalHourlyKwh(flat, input);
      let worst = 0;
      for (let h = 0; h < 8760; h++) worst = Math.max(worst, Math.abs(today[h]! - shaped[h]!));
      expect(worst).toBeLessThan(1e-12);
    }
  });

  it('takes the load step’s stored fields as they are (proUserLoadInformation)', () => {
    const keyed = Object.fromEntries(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'].map((k, m) => [
        k,
        MONTHLY[m],
      ]),
    );
    const input = loadInputFromUserLoad({
      daytimeLoadPowerRatio: 30,
      loadMonthlyElectricityConsumptionAbled: 1,
      loadMonthlyElectricityConsumption: keyed,
    });
    const hourly = typicalHourlyKwh(TYPICAL_SHAPES.office, input);
    monthlyOf(hourly).forEach((kwh, m) => {
      expect(kwh).toBeCloseTo(MONTHLY[m]!, 6);
    });
    expect(daytimeShare(hourly)).toBeCloseTo(0.3, 12);
  });

  it('spreads the residential year by H25’s seasons and day types (so not today’s hours)', () => {
    const hourly = typicalHourlyKwh(TYPICAL_SHAPES.residential, { annualConsumptionKwh: 3650 });
    const monthly = monthlyOf(hourly);
    // January's days use more than July's (dynamised H25), and 2025-01-04 (a Saturday) more than
    // 2025-01-02 (a Thursday).
    expect(monthly[0]! / 31).toBeGreaterThan((1.2 * monthly[6]!) / 31);
    expect(sum(hourly, 3 * 24, 4 * 24)).toBeGreaterThan(sum(hourly, 1 * 24, 2 * 24));
  });

  it('follows the weekdays of the year asked for, south of the equator half a year on', () => {
    const office = TYPICAL_SHAPES.office;
    const y2025 = typicalHourlyKwh(office, { annualConsumptionKwh: 8760 });
    // 2025-01-05 is a Sunday; 2025-01-06 a Monday: office hours on the Monday only.
    expect(y2025[5 * 24 + 10]!).toBeGreaterThan(5 * y2025[4 * 24 + 10]!);
    const north = typicalHourlyKwh(TYPICAL_SHAPES['cold-store'], { annualConsumptionKwh: 8760 });
    const south = typicalHourlyKwh(
      TYPICAL_SHAPES['cold-store'],
      { annualConsumptionKwh: 8760 },
      { southernHemisphere: true },
    );
    expect(sum(north, MONTH_START_HOUR[6], MONTH_START_HOUR[7])).toBeGreaterThan(
      sum(north, 0, MONTH_START_HOUR[1]),
    );
    expect(sum(south, 0, MONTH_START_HOUR[1])).toBeGreaterThan(
      sum(south, MONTH_START_HOUR[6], MONTH_START_HOUR[7]),
    );
  });

  it('keeps school holidays and shifts in their shapes', () => {
    const at = (id: (typeof TYPICAL_SHAPE_IDS)[number], month: number, dayType: number, hour: number) =>
      TYPICAL_SHAPES[id].months[month]![dayType]![hour]!;
    // August is the summer break: a weekday at 10:00 runs as a Sunday.
    expect(at('school', 7, 0, 10)).toBeCloseTo(at('school', 7, 2, 10), 3);
    expect(at('school', 9 - 1, 0, 10)).toBeGreaterThan(4 * at('school', 7, 0, 10));
    // Three shifts run through the night; one shift does not.
    expect(at('factory-three-shifts', 3, 0, 2) / at('factory-three-shifts', 3, 0, 10)).toBeGreaterThan(0.85);
    expect(at('factory-one-shift', 3, 0, 2) / at('factory-one-shift', 3, 0, 10)).toBeLessThan(0.15);
  });

  it('refuses a ratio outside 0-100 %, negative consumption and a mask of the wrong length', () => {
    const shape = TYPICAL_SHAPES.hotel;
    expect(() => typicalHourlyKwh(shape, { annualConsumptionKwh: 1, daytimeLoadPowerRatio: 101 })).toThrow(
      RangeError,
    );
    expect(() => typicalHourlyKwh(shape, { annualConsumptionKwh: -1 })).toThrow(RangeError);
    expect(() => typicalHourlyKwh(shape, { monthlyConsumptionKwh: [1, 2] })).toThrow(RangeError);
    expect(() =>
      typicalHourlyKwh(shape, { annualConsumptionKwh: 1 }, { daytimeMask: new Uint8Array(24) }),
    ).toThrow(RangeError);
  });

  it('dates its series so the step calendar finds the shape’s weekdays', () => {
    const series = typicalLoadSeries(TYPICAL_SHAPES.retail, { annualConsumptionKwh: 1000 }, { year: 2024 });
    const calendar = stepCalendar(series, series.kw.length);
    expect(series.kw).toHaveLength(8760);
    // 2024 is a leap year: the 60th day of the series is 1 March.
    expect(calendar.month[59 * 24]).toBe(2);
  });
});
