/** The summary of a load without a meter file [LOAD-3] [LOAD-5]: energy, highest hour, heat map. */

import { typicalLoadSummary, typicalYearKwh } from '@pvd/shared/load/typical-shapes/typical-summary';
import { hourlyLoadProfile } from '@pvd/shared/pv/storage/load-profile';
import { describe, expect, it } from 'vitest';

describe('typicalLoadSummary', () => {
  it('keeps the annual figure and gives the highest hour of the office shape', () => {
    // Prepare
    const input = { daytimeLoadPowerRatio: 60, annualConsumptionKwh: 120_000 };
    // Act
    const summary = typicalLoadSummary(input, 'office');
    // Assess: the figure is honoured exactly; the peak is the largest hour of the same year.
    const hourly = typicalYearKwh(input, 'office');
    expect(summary.annualKwh).toBeCloseTo(120_000, 2);
    expect(summary.peakKw).toBeCloseTo(Math.max(...hourly), 3);
    expect(summary.monthHourKw).toHaveLength(12);
    expect(summary.monthHourKw.every((row) => row.length === 24)).toBe(true);
  });

  it('averages each month and hour: January 10:00 is the mean of its 31 days at 10:00', () => {
    const input = { daytimeLoadPowerRatio: 50, annualConsumptionKwh: 8760 };
    const hourly = typicalYearKwh(input, 'factory-one-shift');
    let sum = 0;
    for (let day = 0; day < 31; day++) sum += hourly[day * 24 + 10]!;
    expect(typicalLoadSummary(input, 'factory-one-shift').monthHourKw[0]![10]).toBeCloseTo(sum / 31, 3);
  });

  it('without a shape takes the load step’s average day, the same every day of a year-long figure', () => {
    const input = { daytimeLoadPowerRatio: 40, annualConsumptionKwh: 3650 };
    const summary = typicalLoadSummary(input, undefined);
    const hourly = hourlyLoadProfile(input);
    expect(summary.annualKwh).toBeCloseTo(3650, 2);
    expect(summary.monthHourKw[6]![12]).toBeCloseTo(hourly[12]!, 3);
  });

  it('gives the typical week Monday first: an office works at noon on a Monday, far less on a Sunday', () => {
    const week = typicalLoadSummary(
      { daytimeLoadPowerRatio: 80, annualConsumptionKwh: 100_000 },
      'office',
    ).typicalWeekKw;
    expect(week.map((day) => day.length)).toEqual([24, 24, 24, 24, 24, 24, 24]);
    expect(week[0]![12]!).toBeGreaterThan(2 * week[6]![12]!);
  });
});
