/**
 * The tariff form's edits [TAR-1]: a rename follows the period's hours and keeps its place, a
 * name taken is refused, a removed period's hours go to the first other one, at most 6 periods,
 * and the schedule in words groups the months of equal hours.
 */
import { flatTariff } from '@pvd/shared/tariff/flat';
import { validateTariff } from '@pvd/shared/tariff/schema';
import { describe, expect, it } from 'vitest';
import { summarizeSchedule } from '@/components/tariff-form/schedule-summary';
import {
  cellsBetween,
  mayAddPeriod,
  unusedPeriodName,
  withCellsPainted,
  withPeriodAdded,
  withPeriodRemoved,
  withPeriodRenamed,
} from '@/components/tariff-form/tariff-edits';

/** Flat all day, peak 10:00-12:00 in every month. */
function withPeak() {
  const flat = withPeriodAdded(flatTariff(0.6, 0.4, 'CNY'), 'peak');
  return withCellsPainted(
    flat,
    'weekday',
    cellsBetween({ month: 0, hour: 10 }, { month: 11, hour: 11 }),
    'peak',
  );
}

describe('tariff edits', () => {
  it('rename a period in its place and in every hour; a taken or empty name changes nothing', () => {
    const renamed = withPeriodRenamed(withPeak(), 'peak', 'high');
    expect(Object.keys(renamed.periods)).toEqual(['flat', 'high']);
    expect(renamed.weekday[5]?.slice(9, 13)).toEqual(['flat', 'high', 'high', 'flat']);
    expect(validateTariff(renamed).ok).toBe(true);
    expect(withPeriodRenamed(withPeak(), 'peak', 'flat')).toEqual(withPeak());
    expect(withPeriodRenamed(withPeak(), 'peak', ' ')).toEqual(withPeak());
  });

  it('give a removed period’s hours to the first other period, and keep the last period', () => {
    const removed = withPeriodRemoved(withPeak(), 'flat');
    expect(Object.keys(removed.periods)).toEqual(['peak']);
    expect(removed.weekday.flat().every((name) => name === 'peak')).toBe(true);
    expect(withPeriodRemoved(removed, 'peak')).toEqual(removed);
  });

  it('stop at 6 periods, each new name unused', () => {
    let tariff = withPeak();
    while (mayAddPeriod(tariff)) tariff = withPeriodAdded(tariff, unusedPeriodName(tariff, 'period'));
    expect(Object.keys(tariff.periods)).toEqual([
      'flat',
      'peak',
      'period',
      'period 2',
      'period 3',
      'period 4',
    ]);
    expect(validateTariff(tariff).ok).toBe(true);
  });

  it('say each period’s months of equal hours as spans', () => {
    const painted = withCellsPainted(withPeak(), 'weekday', [{ month: 6, hour: 15 }], 'peak');
    expect(summarizeSchedule(painted.weekday, ['peak'])).toEqual([
      {
        period: 'peak',
        spans: [
          { firstMonth: 0, lastMonth: 5, hours: [{ start: 10, end: 12 }] },
          {
            firstMonth: 6,
            lastMonth: 6,
            hours: [
              { start: 10, end: 12 },
              { start: 15, end: 16 },
            ],
          },
          { firstMonth: 7, lastMonth: 11, hours: [{ start: 10, end: 12 }] },
        ],
      },
    ]);
  });
});
