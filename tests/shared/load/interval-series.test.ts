import {
  formatLocalMinutes,
  localMinutes,
  stepCalendar,
  stepEnergiesKwh,
  stepStartMinutes,
  stepsPerYear,
} from '@pvd/shared/load/interval-series';
import { describe, expect, it } from 'vitest';

describe('interval series [LOAD-1]', () => {
  it('counts 35,040 quarter hours and 8,760 hours in a year', () => {
    expect(stepsPerYear(15)).toBe(35_040);
    expect(stepsPerYear(60)).toBe(8_760);
    expect(stepsPerYear(5)).toBe(105_120);
  });

  it('turns mean kW into kWh per step', () => {
    const kwh = stepEnergiesKwh({
      firstIntervalStart: '2023-01-01T00:00',
      stepMinutes: 15,
      kw: Float64Array.of(4, 2),
    });
    expect([...kwh]).toEqual([1, 0.5]);
  });

  it('reads and writes local stamps without a zone shift', () => {
    expect(formatLocalMinutes(localMinutes('2023-07-01T13:45'))).toBe('2023-07-01T13:45');
    expect(() => localMinutes('2023-07-01 13:45')).toThrow(RangeError);
  });

  it('gives each step its month, hour and weekday (1 January 2023 was a Sunday)', () => {
    const calendar = stepCalendar({ firstIntervalStart: '2023-01-01T00:00', stepMinutes: 15 }, 35_040);
    expect([calendar.month[0], calendar.hour[0], calendar.weekday[0]]).toEqual([0, 0, 0]);
    // Step 4 × 24 = 96 is Monday 2 January 00:00; step 101 is 01:15 that day.
    expect([calendar.weekday[96], calendar.hour[101], calendar.day[101]]).toEqual([1, 1, 1]);
    // The last step is 31 December 23:45, a Sunday.
    expect([calendar.month[35_039], calendar.hour[35_039], calendar.weekday[35_039]]).toEqual([11, 23, 0]);
  });

  it('skips a 29 February: a series from 1 January 2024 reaches 31 December in 365 days', () => {
    const calendar = stepCalendar({ firstIntervalStart: '2024-01-01T00:00', stepMinutes: 60 }, 8_760);
    // Day 59 (0-based) would be 29 February; it is 1 March, a Friday in 2024.
    expect([calendar.month[59 * 24], calendar.weekday[59 * 24]]).toEqual([2, 5]);
    expect([calendar.month[8_759], calendar.day[8_759]]).toEqual([11, 364]);
  });

  it("gives each step's start as a local stamp, 29 February skipped", () => {
    const series = { firstIntervalStart: '2024-02-28T23:30', stepMinutes: 30 } as const;
    const stamps = [...stepStartMinutes(series, 3)].map(formatLocalMinutes);
    expect(stamps).toEqual(['2024-02-28T23:30', '2024-03-01T00:00', '2024-03-01T00:30']);
    const onLeapDay = { firstIntervalStart: '2024-02-29T12:00', stepMinutes: 60 } as const;
    expect(formatLocalMinutes(stepStartMinutes(onLeapDay, 1)[0]!)).toBe('2024-03-01T12:00');
    // A span from March 2023 reaches 29 February 2024 on its 366th day: skipped as well.
    const fromMarch = stepStartMinutes({ firstIntervalStart: '2023-03-01T00:00', stepMinutes: 60 }, 8760);
    expect(formatLocalMinutes(fromMarch[8759]!)).toBe('2024-02-28T23:00');
  });
});
