import { MONTH_START_HOUR } from '@pvd/shared/pv/storage/common-year';
import { daytimeMaskFromClock } from '@pvd/shared/pv/storage/daytime';
import { hourlyLoadProfile, monthlyConsumptionFromAnnual } from '@pvd/shared/pv/storage/load-profile';
import { FLAT_HOURLY_LOAD_SHAPE, RESIDENTIAL_HOURLY_LOAD_SHAPE } from '@pvd/shared/pv/storage/load-shape';
import { describe, expect, it } from 'vitest';

const sum = (values: ArrayLike<number>, start = 0, end = values.length) => {
  let total = 0;
  for (let i = start; i < end; i++) total += values[i]!;
  return total;
};
const DAYTIME = daytimeMaskFromClock();
const flat = { hourlyShape: FLAT_HOURLY_LOAD_SHAPE };

describe('monthlyConsumptionFromAnnual', () => {
  it('spreads the year by days per month', () => {
    // 3650 kWh a year = 10 kWh a day: January 310, February 280
    const monthly = monthlyConsumptionFromAnnual(3650);
    expect(monthly[0]).toBeCloseTo(310, 10);
    expect(monthly[1]).toBeCloseTo(280, 10);
    expect(monthly[3]).toBeCloseTo(300, 10);
  });
});

describe('hourlyLoadProfile', () => {
  it('gives each day its share, split by the daytime ratio over 10 day and 14 night hours (flat shape)', () => {
    // Prepare: 10 kWh a day, 40 % in the 10 hours 08:00-18:00, 60 % in the other 14
    // Act
    const load = hourlyLoadProfile({ annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 40 }, flat);
    // Assess: 4 kWh / 10 h = 0.4 kWh per daytime hour; 6 kWh / 14 h = 0.428571 per night hour
    expect(load).toHaveLength(8760);
    expect(load[8]).toBeCloseTo(0.4, 12);
    expect(load[17]).toBeCloseTo(0.4, 12);
    expect(load[7]).toBeCloseTo(6 / 14, 12);
    expect(load[24 * 200 + 20]).toBeCloseTo(6 / 14, 12);
    expect(sum(load)).toBeCloseTo(3650, 8);
  });

  it('keeps every day and month at its consumption with the residential shape', () => {
    // Act
    const load = hourlyLoadProfile({ annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 55 });
    // Assess: a day holds 10 kWh, 5.5 of them in daytime; March holds 310
    expect(sum(load, 24 * 100, 24 * 101)).toBeCloseTo(10, 10);
    expect(sum(load, 24 * 100 + 8, 24 * 100 + 18)).toBeCloseTo(5.5, 10);
    expect(sum(load, MONTH_START_HOUR[2], MONTH_START_HOUR[3])).toBeCloseTo(310, 8);
    // the evening peak (19:00) is above the night minimum (03:00)
    expect(load[19]).toBeGreaterThan(load[3]!);
  });

  it('shapes the hours within each period like the residential profile', () => {
    // Within night hours the ratio of two hours is the ratio of their shape weights
    const load = hourlyLoadProfile({ annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 40 });
    const shape = RESIDENTIAL_HOURLY_LOAD_SHAPE;
    expect(load[19]! / load[3]!).toBeCloseTo(shape[19]! / shape[3]!, 12);
  });

  it('gives the same profile from twelve monthly values as from their annual total', () => {
    // Prepare: monthly values in proportion to the days of the month
    const monthly = monthlyConsumptionFromAnnual(4200);
    // Act
    const fromMonthly = hourlyLoadProfile({ monthlyConsumptionKwh: monthly, daytimeLoadPowerRatio: 35 });
    const fromAnnual = hourlyLoadProfile({ annualConsumptionKwh: 4200, daytimeLoadPowerRatio: 35 });
    // Assess
    let largestDifference = 0;
    for (let i = 0; i < 8760; i++)
      largestDifference = Math.max(largestDifference, Math.abs(fromMonthly[i]! - fromAnnual[i]!));
    expect(largestDifference).toBeLessThan(1e-12);
  });

  it('follows uneven monthly values month by month', () => {
    // Prepare: January 620 (20 kWh a day), February 56 (2 kWh a day), nothing else
    const monthly = [620, 56, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    // Act
    const load = hourlyLoadProfile({ monthlyConsumptionKwh: monthly, daytimeLoadPowerRatio: 50 }, flat);
    // Assess: January daytime hour 10 kWh / 10 h = 1; February 1 kWh / 10 h = 0.1
    expect(load[10]).toBeCloseTo(1, 12);
    expect(load[MONTH_START_HOUR[1]! + 10]).toBeCloseTo(0.1, 12);
    expect(sum(load, MONTH_START_HOUR[2])).toBe(0);
    expect(sum(load)).toBeCloseTo(676, 9);
  });

  it('puts all the energy at night with a daytime ratio of 0 %', () => {
    const load = hourlyLoadProfile({ annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 0 });
    let daytimeEnergy = 0;
    for (let i = 0; i < 8760; i++) if (DAYTIME[i] === 1) daytimeEnergy += load[i]!;
    expect(daytimeEnergy).toBe(0);
    expect(sum(load)).toBeCloseTo(3650, 8);
  });

  it('puts all the energy in daytime with a daytime ratio of 100 %', () => {
    const load = hourlyLoadProfile({ annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 100 });
    let nightEnergy = 0;
    for (let i = 0; i < 8760; i++) if (DAYTIME[i] === 0) nightEnergy += load[i]!;
    expect(nightEnergy).toBe(0);
    expect(sum(load)).toBeCloseTo(3650, 8);
  });

  it('keeps the daily energy on days without daytime (polar night) or without night', () => {
    // Prepare: day 0 has no daytime hour, day 1 is all daytime, the rest 08:00-18:00
    const mask = daytimeMaskFromClock();
    mask.fill(0, 0, 24);
    mask.fill(1, 24, 48);
    // Act
    const load = hourlyLoadProfile(
      { annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 40 },
      { ...flat, daytimeMask: mask },
    );
    // Assess: 10 kWh spread over all 24 hours of both days
    expect(load[0]).toBeCloseTo(10 / 24, 12);
    expect(load[30]).toBeCloseTo(10 / 24, 12);
    expect(sum(load, 0, 48)).toBeCloseTo(20, 12);
  });

  it('writes into a given array', () => {
    const out = new Float64Array(8760);
    expect(hourlyLoadProfile({ annualConsumptionKwh: 1000, daytimeLoadPowerRatio: 50 }, { out })).toBe(out);
  });

  it('refuses a ratio outside 0-100 %, negative or missing months, bad shapes and masks', () => {
    const annual = { annualConsumptionKwh: 1000 };
    expect(() => hourlyLoadProfile({ ...annual, daytimeLoadPowerRatio: 101 })).toThrow(RangeError);
    expect(() => hourlyLoadProfile({ ...annual, daytimeLoadPowerRatio: -1 })).toThrow(RangeError);
    expect(() => hourlyLoadProfile({ annualConsumptionKwh: -5, daytimeLoadPowerRatio: 50 })).toThrow(
      RangeError,
    );
    expect(() =>
      hourlyLoadProfile({ monthlyConsumptionKwh: new Array(11).fill(1), daytimeLoadPowerRatio: 50 }),
    ).toThrow(RangeError);
    const input = { ...annual, daytimeLoadPowerRatio: 50 };
    expect(() => hourlyLoadProfile(input, { hourlyShape: new Array(24).fill(0) })).toThrow(RangeError);
    expect(() => hourlyLoadProfile(input, { hourlyShape: [1, 2, 3] })).toThrow(RangeError);
    expect(() => hourlyLoadProfile(input, { daytimeMask: new Uint8Array(24) })).toThrow(RangeError);
  });
});
