/**
 * A partial year made whole [LOAD-2]: the days after the last one read take the customer's own
 * day of the same type (weekday, Saturday, Sunday: the mean of the days read), scaled by how
 * much more or less a typical load of the same kind uses on that date than on the days read.
 * The shape of each day is the customer's; the seasons are the typical shape's.
 */
import { type DayType, dayTypeOfWeekday, dayWeight, type TypicalShape } from '../typical-shapes/shape';
import { dayTypeProfiles } from './gaps';
import { STEP_EXTENDED, type YearGrid } from './grid';
import type { SeriesDays } from './series-days';

/** The shape's mean day energy, by day type, over the days read. */
function shapeLevelOfDaysRead(shape: TypicalShape, days: SeriesDays, lastDay: number): Float64Array {
  const sum = new Float64Array(3);
  const count = new Float64Array(3);
  for (let d = 0; d <= lastDay; d++) {
    const type = dayTypeOfWeekday(days.weekday[d]!);
    sum[type] += dayWeight(shape, days.month[d]!, type);
    count[type]++;
  }
  return sum.map((x, t) => (count[t]! > 0 ? x / count[t]! : Number.NaN));
}

/**
 * Fills the days after the last one read, in place.
 *
 * @returns The steps extended (0 for a whole year).
 * @remarks
 * A day x of month m and type t gets, at step s of the day, P_t(s) · W(m, t) / W̄_t: P_t is the
 * customer's mean day of type t over the days read, W(m, t) the typical shape's energy of such
 * a day, W̄_t its mean over the days read of type t. A type not read (impossible with 7 days
 * read) borrows the weekday's profile, scaled by the shape's ratio of the two.
 */
export function extendToYear(grid: YearGrid, days: SeriesDays, shape: TypicalShape): number {
  const perDay = grid.stepsPerDay;
  const first = grid.lastReadDay + 1;
  if (first >= 365) return 0;
  // The days read are whole once their gaps are filled.
  const profiles = dayTypeProfiles(grid, days, grid.lastReadDay, true);
  const level = shapeLevelOfDaysRead(shape, days, grid.lastReadDay);
  for (let d = first; d < 365; d++) {
    const type = dayTypeOfWeekday(days.weekday[d]!);
    const source: DayType = Number.isNaN(level[type]!) ? 0 : type;
    const factor = dayWeight(shape, days.month[d]!, type) / level[source]!;
    const profile = profiles[source]!;
    for (let s = 0; s < perDay; s++) grid.kw[d * perDay + s] = profile[s]! * factor;
  }
  grid.status.fill(STEP_EXTENDED, first * perDay);
  return (365 - first) * perDay;
}
