/**
 * The 365-day year of the storage simulation ([ENG-4]: days per month 31, 28, 31, 30, 31, 30,
 * 31, 31, 30, 31, 30, 31; 365 days a year). Hour index i is the hour starting i hours after
 * 1 January 00:00, on the same clock as the PV series it is paired with.
 */

import { DAYS_PER_MONTH, DAYS_PER_YEAR, HOURS_PER_DAY, HOURS_PER_YEAR } from '../civil-calendar';

/** Hour index at which each month starts, plus the year's end (13 entries). [h] */
export const MONTH_START_HOUR: readonly number[] = DAYS_PER_MONTH.reduce<number[]>(
  (starts, days, month) => {
    starts.push(starts[month]! + days * HOURS_PER_DAY);
    return starts;
  },
  [0],
);

/** Month (0 = January) of each day of the year. */
export const MONTH_OF_DAY: Uint8Array = (() => {
  const months = new Uint8Array(DAYS_PER_YEAR);
  let day = 0;
  DAYS_PER_MONTH.forEach((days, month) => {
    months.fill(month, day, day + days);
    day += days;
  });
  return months;
})();

/** First hour of the leap day (29 February) in a 366-day series. [h] */
const LEAP_DAY_START_HOUR = (31 + 28) * HOURS_PER_DAY;

/**
 * A 365-day hourly series from a 366-day one (8784 values), by removing 29 February; 8760
 * values are returned as they are. The storage simulation and the load profile follow the
 * 365-day year [LOAD-1], so a leap-year PV series is aligned this way before dispatch.
 *
 * @param series - Hourly series of 8760 or 8784 values.
 * @returns The same array when it already has 8760 values, else a new 8760-value array.
 * @throws RangeError for any other length.
 *
 * @example
 * withoutLeapDay(new Float64Array(8784)).length; // 8760
 */
export function withoutLeapDay(series: Float64Array): Float64Array {
  if (series.length === HOURS_PER_YEAR) return series;
  if (series.length !== HOURS_PER_YEAR + HOURS_PER_DAY) {
    throw new RangeError(`expected 8760 or 8784 hourly values, got ${series.length}`);
  }
  const out = new Float64Array(HOURS_PER_YEAR);
  out.set(series.subarray(0, LEAP_DAY_START_HOUR), 0);
  out.set(series.subarray(LEAP_DAY_START_HOUR + HOURS_PER_DAY), LEAP_DAY_START_HOUR);
  return out;
}
