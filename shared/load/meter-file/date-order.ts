/**
 * The day-month order of dates that put the year last [LOAD-2]: the user's choice; else a first
 * number above 12 makes it day first, a second above 12 month first; dates with points are
 * day first. When no date tells, the order whose times run on without jumps of more than a day
 * is taken, and the user asked to confirm it.
 */
import type { DateOrder, Guess } from './choices';
import type { RawReadings } from './readings';

/** Times that jump forward by more than a day (a misread month jumps by about 30). */
function jumps(local: Float64Array): number {
  let count = 0;
  for (let i = 1; i < local.length; i++) if (Math.abs(local[i]! - local[i - 1]!) > 1440) count++;
  return count;
}

/**
 * The readings with the day-month order settled.
 *
 * @param read - Reads the table's readings with an order.
 * @returns The readings and the order, undefined when no date needs one.
 */
export function readWithDateOrder(
  read: (order: DateOrder) => RawReadings,
  choice: DateOrder | undefined,
): { readings: RawReadings; dateOrder?: Guess<DateOrder> } {
  if (choice) return { readings: read(choice), dateOrder: { value: choice, from: 'choice' } };
  const dayFirst = read('dmy');
  const { maxFirst, maxSecond, dotted } = dayFirst.evidence;
  if (maxFirst === 0) return { readings: dayFirst };
  if (maxFirst > 12) return { readings: dayFirst, dateOrder: { value: 'dmy', from: 'data' } };
  if (maxSecond > 12) return { readings: read('mdy'), dateOrder: { value: 'mdy', from: 'data' } };
  if (dotted) return { readings: dayFirst, dateOrder: { value: 'dmy', from: 'file' } };
  const monthFirst = read('mdy');
  const better = jumps(monthFirst.local) < jumps(dayFirst.local) ? 'mdy' : 'dmy';
  return {
    readings: better === 'mdy' ? monthFirst : dayFirst,
    dateOrder: { value: better, from: 'default' },
  };
}
