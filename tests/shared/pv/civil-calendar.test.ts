import { civilFromDays, dayOfYear, isLeapYear, recordCalendar } from '@pvd/shared/pv/civil-calendar';
import { describe, expect, it } from 'vitest';

const DAY = 86_400_000;

describe('civilFromDays', () => {
  it('matches Date for dates across eras, leap days and before 1970', () => {
    // Prepare
    const samples = [-719_468, -1, 0, 11_016, 18_321, 19_417, 47_541];
    for (const days of samples) {
      // Act
      const civil = civilFromDays(days);
      // Assess
      const date = new Date(days * DAY);
      expect(civil).toEqual({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      });
    }
  });
});

describe('dayOfYear', () => {
  it('counts 29 February in leap years only', () => {
    expect(dayOfYear({ year: 2020, month: 2, day: 29 })).toBe(60);
    expect(dayOfYear({ year: 2020, month: 12, day: 31 })).toBe(366);
    expect(dayOfYear({ year: 2021, month: 3, day: 1 })).toBe(60);
    expect(dayOfYear({ year: 2021, month: 12, day: 31 })).toBe(365);
  });

  it('follows the Gregorian century rule', () => {
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2024)).toBe(true);
  });
});

describe('recordCalendar', () => {
  it('reads months and days in the file time base, not in UTC', () => {
    // Prepare: 2021-02-01T02:30Z is still 31 January at UTC-5, already 1 February at UTC+1
    const times = Float64Array.of(Date.UTC(2021, 1, 1, 2, 30));
    // Act
    const west = recordCalendar(times, -5);
    const east = recordCalendar(times, 1);
    // Assess
    expect([west.month[0], west.dayOfYear[0]]).toEqual([0, 31]);
    expect([east.month[0], east.dayOfYear[0]]).toEqual([1, 32]);
  });

  it('handles records out of calendar order (TMY months from different years)', () => {
    const times = Float64Array.of(
      Date.UTC(1988, 0, 1, 12),
      Date.UTC(1980, 11, 31, 12),
      Date.UTC(2020, 2, 1, 12),
    );
    const calendar = recordCalendar(times, 0);
    expect(Array.from(calendar.month)).toEqual([0, 11, 2]);
    expect(Array.from(calendar.dayOfYear)).toEqual([1, 366, 61]);
  });
});
