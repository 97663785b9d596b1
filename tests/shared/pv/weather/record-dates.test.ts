import { dayOfYear } from '@pvd/shared/pv/civil-calendar';
import {
  checkRecordCount,
  civilUtcMs,
  isValidDate,
  previousDate,
  RecordSequence,
} from '@pvd/shared/pv/weather/record-dates';
import { describe, expect, it } from 'vitest';
import { errorOf, reasonOf } from './fixture';

describe('civilUtcMs', () => {
  it.each([
    [1988, 1, 1, 1],
    [1996, 2, 29, 23],
    [2000, 3, 1, 0],
    [2100, 2, 28, 12],
    [1969, 12, 31, 6],
  ])('agrees with Date.UTC for %i-%i-%i %i:00', (year, month, day, hour) => {
    expect(civilUtcMs(year, month, day, hour)).toBe(Date.UTC(year, month - 1, day, hour));
  });

  it('reads hour 24 as midnight of the next day, across New Year', () => {
    expect(civilUtcMs(2016, 12, 31, 24)).toBe(Date.UTC(2017, 0, 1, 0));
  });

  it('reads two-digit years literally (Date.UTC would add 1900)', () => {
    const expected = new Date(Date.UTC(2000, 0, 1));
    expected.setUTCFullYear(80);
    expect(civilUtcMs(80, 1, 1, 0)).toBe(expected.getTime());
  });

  it('adds minutes', () => {
    expect(civilUtcMs(2018, 1, 1, 0, 30)).toBe(Date.UTC(2018, 0, 1, 0, 30));
  });
});

describe('isValidDate and dayOfYear', () => {
  it('knows leap years (Gregorian rules)', () => {
    expect(isValidDate(1996, 2, 29)).toBe(true);
    expect(isValidDate(2000, 2, 29)).toBe(true);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(1995, 2, 29)).toBe(false);
    expect(isValidDate(1995, 4, 31)).toBe(false);
    expect(isValidDate(1995, 13, 1)).toBe(false);
  });

  it('numbers days from Jan 1 = 1', () => {
    expect(dayOfYear({ year: 2019, month: 12, day: 31 })).toBe(365);
    expect(dayOfYear({ year: 2020, month: 12, day: 31 })).toBe(366);
    expect(dayOfYear({ year: 2020, month: 3, day: 1 })).toBe(61);
  });
});

describe('previousDate', () => {
  it('steps back across month ends, leap days and New Year', () => {
    expect(previousDate(1988, 1, 2)).toEqual({ year: 1988, month: 1, day: 1 });
    expect(previousDate(1996, 3, 1)).toEqual({ year: 1996, month: 2, day: 29 });
    expect(previousDate(2022, 1, 1)).toEqual({ year: 2021, month: 12, day: 31 });
  });
});

describe('RecordSequence', () => {
  /** Runs a sequence of [year, month, day, hour] records. */
  function run(records: Array<[number, number, number, number]>, firstHour = 1) {
    const sequence = new RecordSequence('test', { firstHour });
    for (const [i, [y, m, d, h]] of records.entries()) sequence.check(i, y, m, d, h, i + 1);
  }
  const day = (y: number, m: number, d: number, firstHour = 1) =>
    Array.from({ length: 24 }, (_, h): [number, number, number, number] => [y, m, d, firstHour + h]);

  it('accepts consecutive days whose years differ (typical-year months)', () => {
    expect(() => run([...day(1988, 1, 31), ...day(1996, 2, 1)])).not.toThrow();
  });

  it('accepts a period wrapping over New Year', () => {
    expect(() => run([...day(2016, 12, 31, 0), ...day(2018, 1, 1, 0)], 0)).not.toThrow();
  });

  it('rejects a gap of a day', () => {
    expect(reasonOf(() => run([...day(2018, 1, 1), ...day(2018, 1, 3)]))).toBe('bad-timestamp');
  });

  it('rejects a date change inside a day', () => {
    const records = day(2018, 1, 1);
    records[5] = [2018, 1, 2, 6];
    expect(reasonOf(() => run(records))).toBe('bad-timestamp');
  });
});

describe('RecordSequence: half-hourly records', () => {
  /** A day of half-hourly [hour, minute] labels, 00:00 to 23:30. */
  const day = () => Array.from({ length: 48 }, (_, k): [number, number] => [Math.floor(k / 2), (k % 2) * 30]);
  function run(labels: Array<[number, number]>, days = 1) {
    const sequence = new RecordSequence('test', { firstHour: 0, recordsPerHour: 2 });
    for (let d = 0; d < days; d++)
      for (const [k, [hour, minute]] of labels.entries())
        sequence.check(d * 48 + k, 2019, 1, 1 + d, hour, d * 48 + k + 4, minute);
  }

  it('accepts 48 records a day at :00 and :30, for consecutive days', () => {
    expect(() => run(day(), 2)).not.toThrow();
  });

  it('rejects a missing half hour, naming the line', () => {
    // Prepare: 05:00 left out; record k is on line k + 4.
    const labels = day();
    labels.splice(10, 1);
    // Act
    const error = errorOf(() => run(labels));
    // Assess: the record after the gap (05:30, 11th) is where 05:00 was expected.
    expect([error.reason, error.line]).toEqual(['bad-timestamp', 14]);
    expect(error.message).toBe('5:30 where 5:00 was expected');
  });

  it('checks minutes of hourly records labelled HH:30 (NSRDB)', () => {
    const sequence = new RecordSequence('test', { firstHour: 0, firstMinute: 30 });
    expect(() => sequence.check(0, 2019, 1, 1, 0, 4, 30)).not.toThrow();
    expect(reasonOf(() => sequence.check(1, 2019, 1, 1, 1, 5, 0))).toBe('bad-timestamp');
  });
});

describe('checkRecordCount', () => {
  it('counts half-hourly days and years: 48 a day, 17520 or 17568 a year', () => {
    expect(() => checkRecordCount(96, 'test', false, 2)).not.toThrow();
    expect(() => checkRecordCount(17520, 'test', true, 2)).not.toThrow();
    expect(reasonOf(() => checkRecordCount(72, 'test', false, 2))).toBe('wrong-record-count');
    expect(reasonOf(() => checkRecordCount(8760, 'test', true, 2))).toBe('wrong-record-count');
  });

  it('accepts whole days, and 8760 or 8784 for a full year', () => {
    expect(() => checkRecordCount(72, 'test')).not.toThrow();
    expect(() => checkRecordCount(8784, 'test', true)).not.toThrow();
  });

  it('rejects none, partial days, and short full years', () => {
    expect(reasonOf(() => checkRecordCount(0, 'test'))).toBe('wrong-record-count');
    expect(reasonOf(() => checkRecordCount(73, 'test'))).toBe('wrong-record-count');
    expect(reasonOf(() => checkRecordCount(8736, 'test', true))).toBe('wrong-record-count');
  });
});
