/**
 * Steps without a reading between the first day read and the last, filled [LOAD-2]:
 * - a gap of up to an hour, between the readings either side of it, linearly (a missing reading
 *   or two sits between its neighbours; a week-old value may be far from today's level);
 * - a longer one with the mean of the same weekday and time of the nearest neighbouring weeks
 *   read (one week either side, then two, up to four), so a weekday gap gets a weekday;
 * - where no week within four has it, with the mean of that time of day over the days of the
 *   same day type read (any day type when none of it was).
 */
import { type DayType, dayTypeOfWeekday } from '../typical-shapes/shape';
import { STEP_FILLED, STEP_READ, type YearGrid } from './grid';
import type { SeriesDays } from './series-days';

/** How many steps each method filled. */
export interface FillCounts {
  linear: number;
  neighbouringWeeks: number;
  sameTimeOfDay: number;
}

/** Weeks either side looked at for a gap's weekday and time. */
const MAX_WEEKS = 4;
const LINEAR_MAX_MINUTES = 60;

/**
 * Mean power by day type (0-2, and 3 for all days) and step of the day over the days up to
 * `lastDay`, of the steps read (and filled, with `withFilled`); NaN where there is none. [kW]
 */
export function dayTypeProfiles(
  grid: YearGrid,
  days: SeriesDays,
  lastDay: number,
  withFilled = false,
): Float64Array[] {
  const perDay = grid.stepsPerDay;
  const sums = [0, 1, 2, 3].map(() => new Float64Array(perDay));
  const counts = [0, 1, 2, 3].map(() => new Float64Array(perDay));
  for (let d = 0; d <= lastDay; d++) {
    const type = dayTypeOfWeekday(days.weekday[d]!);
    for (let s = 0; s < perDay; s++) {
      const i = d * perDay + s;
      if (grid.status[i] !== STEP_READ && !(withFilled && grid.status[i] === STEP_FILLED)) continue;
      // Index 3 gathers every day type.
      for (const t of [type, 3]) {
        sums[t]![s] += grid.kw[i]!;
        counts[t]![s]++;
      }
    }
  }
  return sums.map((sum, t) => sum.map((x, s) => (counts[t]![s]! > 0 ? x / counts[t]![s]! : Number.NaN)));
}

/** Mean power of every step read. [kW] */
function meanRead(grid: YearGrid): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < grid.kw.length; i++) {
    if (grid.status[i] === STEP_READ) {
      sum += grid.kw[i]!;
      n++;
    }
  }
  return n > 0 ? sum / n : 0;
}

function weekNeighbours(grid: YearGrid, i: number, end: number): number {
  const week = 7 * grid.stepsPerDay;
  for (let k = 1; k <= MAX_WEEKS; k++) {
    let sum = 0;
    let n = 0;
    for (const j of [i - k * week, i + k * week]) {
      if (j >= 0 && j < end && grid.status[j] === STEP_READ) {
        sum += grid.kw[j]!;
        n++;
      }
    }
    if (n > 0) return sum / n;
  }
  return Number.NaN;
}

function fillRun(grid: YearGrid, from: number, to: number, end: number, fill: (i: number) => number): number {
  const before = from - 1;
  const after = to;
  const short = (to - from) * grid.stepMinutes <= LINEAR_MAX_MINUTES;
  if (short && before >= 0 && after < end && grid.status[after] === STEP_READ) {
    const k0 = grid.kw[before]!;
    const slope = (grid.kw[after]! - k0) / (to - from + 1);
    for (let i = from; i < to; i++) grid.kw[i] = k0 + slope * (i - before);
    return to - from;
  }
  for (let i = from; i < to; i++) grid.kw[i] = fill(i);
  return 0;
}

/**
 * Fills the grid's empty steps from its first day to the end of its last day read, in place.
 *
 * @returns How many steps each method filled.
 */
export function fillGaps(grid: YearGrid, days: SeriesDays): FillCounts {
  const counts: FillCounts = { linear: 0, neighbouringWeeks: 0, sameTimeOfDay: 0 };
  const end = (grid.lastReadDay + 1) * grid.stepsPerDay;
  let profiles: Float64Array[] | undefined;
  const fill = (i: number) => {
    const week = weekNeighbours(grid, i, end);
    if (!Number.isNaN(week)) {
      counts.neighbouringWeeks++;
      return week;
    }
    counts.sameTimeOfDay++;
    profiles ??= dayTypeProfiles(grid, days, grid.lastReadDay);
    const day = Math.floor(i / grid.stepsPerDay);
    const s = i - day * grid.stepsPerDay;
    const own = profiles[dayTypeOfWeekday(days.weekday[day]!) as DayType]![s]!;
    const anyType = profiles[3]![s]!;
    if (!Number.isNaN(own)) return own;
    return Number.isNaN(anyType) ? meanRead(grid) : anyType;
  };
  for (let i = 0; i < end; i++) {
    if (grid.status[i] !== 0) continue;
    let to = i;
    while (to < end && grid.status[to] === 0) to++;
    counts.linear += fillRun(grid, i, to, end, fill);
    grid.status.fill(STEP_FILLED, i, to);
    i = to - 1;
  }
  return counts;
}
