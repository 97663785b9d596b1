/**
 * The readings put on the steps of a 365-day year [LOAD-1] [LOAD-2]. The year starts at the
 * midnight of the first reading's day; a file of more than a year keeps its last 365 days. A
 * reading on a step already read is a duplicate and dropped (the first one stays), one on a
 * 29 February is dropped as the series has none.
 */
import type { StepMinutes } from '../interval-series';
import { calendarDayOf, isLeapDay, seriesDayOf } from './series-days';

/** What a step of the year holds. */
export const STEP_READ = 1;
export const STEP_FILLED = 2;
export const STEP_EXTENDED = 3;

export interface YearGrid {
  stepMinutes: StepMinutes;
  stepsPerDay: number;
  /** Calendar day (since 1970-01-01) of the year's first day. */
  firstDay: number;
  /** Mean power of each step (0 where nothing was read yet). [kW] */
  kw: Float64Array;
  /** 0 nothing, STEP_READ, STEP_FILLED, STEP_EXTENDED. */
  status: Uint8Array;
  /** The export of a net meter on the same steps (NaN where not read). [kW] */
  exportKw: Float64Array | undefined;
  /** Last series day (0-based) with a reading. */
  lastReadDay: number;
  duplicateRows: number;
  /** Readings on a 29 February, and outside the kept year. */
  droppedLeapDayReadings: number;
  droppedOutsideYearReadings: number;
}

const MINUTES_PER_DAY = 1440;

/** Series-day numbers of the readings' days (a 29 February: NaN), one conversion per day. */
function readingSeriesDays(minutes: Float64Array): Float64Array {
  const out = new Float64Array(minutes.length);
  let lastDay = Number.NaN;
  let lastSeries = Number.NaN;
  for (let i = 0; i < minutes.length; i++) {
    const day = Math.floor(minutes[i]! / MINUTES_PER_DAY);
    if (day !== lastDay) {
      lastDay = day;
      lastSeries = isLeapDay(day) ? Number.NaN : seriesDayOf(day);
    }
    out[i] = lastSeries;
  }
  return out;
}

/** Step number of each reading counted from series day 0 (NaN on a 29 February). */
function globalSteps(minutes: Float64Array, step: StepMinutes): Float64Array {
  const days = readingSeriesDays(minutes);
  const perDay = MINUTES_PER_DAY / step;
  for (let i = 0; i < days.length; i++) {
    const ofDay = minutes[i]! - Math.floor(minutes[i]! / MINUTES_PER_DAY) * MINUTES_PER_DAY;
    days[i] = days[i]! * perDay + Math.floor(ofDay / step);
  }
  return days;
}

/**
 * First step of the kept year: the first reading's midnight; for more than a year of readings,
 * the midnight 365 days before the last one, rounded down, so a last reading just past the year
 * (the next 1 January 00:00 of a file that starts at 00:00) does not cost its first day.
 */
function firstStepOfYear(steps: Float64Array, kw: Float64Array, perDay: number): number {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < steps.length; i++) {
    if (Number.isNaN(steps[i]!) || Number.isNaN(kw[i]!)) continue;
    if (steps[i]! < first) first = steps[i]!;
    if (steps[i]! > last) last = steps[i]!;
  }
  const yearSteps = 365 * perDay;
  const from = last - first + 1 > yearSteps ? last - yearSteps + 1 : first;
  return Math.floor(from / perDay) * perDay;
}

export interface GridReadings {
  /** Local standard minutes of each interval's start, oldest first. */
  minutes: Float64Array;
  /** Mean power of each reading (NaN: none). [kW] */
  kw: Float64Array;
  exportKw: Float64Array | undefined;
  rows: Int32Array;
}

/**
 * The year grid of the readings.
 * @param readings - Interval starts in local standard time, oldest first, and mean powers.
 */
export function placeOnYear(readings: GridReadings, stepMinutes: StepMinutes): YearGrid {
  const perDay = MINUTES_PER_DAY / stepMinutes;
  const steps = globalSteps(readings.minutes, stepMinutes);
  const start = firstStepOfYear(steps, readings.kw, perDay);
  const n = 365 * perDay;
  const grid: YearGrid = {
    stepMinutes,
    stepsPerDay: perDay,
    firstDay: calendarDayOf(start / perDay),
    kw: new Float64Array(n),
    status: new Uint8Array(n),
    exportKw: readings.exportKw ? new Float64Array(n).fill(Number.NaN) : undefined,
    lastReadDay: -1,
    duplicateRows: 0,
    droppedLeapDayReadings: 0,
    droppedOutsideYearReadings: 0,
  };
  let lastDuplicateRow = -1;
  for (let i = 0; i < steps.length; i++) {
    const kw = readings.kw[i]!;
    if (Number.isNaN(kw)) continue;
    if (Number.isNaN(steps[i]!)) {
      grid.droppedLeapDayReadings++;
      continue;
    }
    const at = steps[i]! - start;
    if (at < 0 || at >= n) {
      grid.droppedOutsideYearReadings++;
    } else if (grid.status[at] === STEP_READ) {
      if (readings.rows[i] !== lastDuplicateRow) grid.duplicateRows++;
      lastDuplicateRow = readings.rows[i]!;
    } else {
      grid.kw[at] = kw;
      grid.status[at] = STEP_READ;
      if (grid.exportKw) grid.exportKw[at] = readings.exportKw![i]!;
      grid.lastReadDay = Math.floor(at / perDay);
    }
  }
  return grid;
}
