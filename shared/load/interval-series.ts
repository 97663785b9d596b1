/**
 * A year of equally spaced power values at the interval a meter records them (1 to 60 minutes):
 * the shape every consumption, PV and storage computation of a project works on [LOAD-1]. Time is
 * local standard time (no daylight saving, as typical-year weather files keep it), the year has
 * 365 days (a 29 February of the source is dropped), and step i covers
 * [start + i × step, start + (i + 1) × step).
 */

/** The intervals meters record and the product keeps. [min] */
export const STEP_MINUTES = [1, 5, 10, 15, 30, 60] as const;
export type StepMinutes = (typeof STEP_MINUTES)[number];

/** Days of the year every series spans. */
export const DAYS_PER_YEAR = 365;

/** Equally spaced mean powers. */
export interface IntervalSeries {
  /** Local standard time of the first interval's start, `YYYY-MM-DDTHH:MM`. */
  firstIntervalStart: string;
  /** The interval. [min] */
  stepMinutes: StepMinutes;
  /** Mean power over each interval. [kW] */
  kw: Float64Array;
}

/** Steps of a whole year at `stepMinutes` (35,040 at 15 minutes). */
export function stepsPerYear(stepMinutes: StepMinutes): number {
  return (DAYS_PER_YEAR * 24 * 60) / stepMinutes;
}

/** Hours in one step (0.25 at 15 minutes): kW × this is kWh. [h] */
export function stepHours(stepMinutes: StepMinutes): number {
  return stepMinutes / 60;
}

/** Energy of each step. [kWh] */
export function stepEnergiesKwh(series: IntervalSeries): Float64Array {
  const hours = stepHours(series.stepMinutes);
  return series.kw.map((kw) => kw * hours);
}

/** Where a step falls in the calendar, as tariffs and typical shapes read it. */
export interface StepCalendar {
  /** 0 = January. */
  month: Uint8Array;
  /** Hour of the day of the step's start, 0-23. */
  hour: Uint8Array;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: Uint8Array;
  /** Day of the series, 0-based. */
  day: Uint16Array;
}

const MINUTES_PER_DAY = 24 * 60;

/** Reads `YYYY-MM-DDTHH:MM` as minutes since the Unix epoch, taking it as UTC (no zone shift). */
export function localMinutes(stamp: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(stamp);
  if (!match) throw new RangeError(`'${stamp}' is not YYYY-MM-DDTHH:MM`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

/** Formats minutes since the epoch (read as local standard time) as `YYYY-MM-DDTHH:MM`. */
export function formatLocalMinutes(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}

/** Start of the first 29 February that ends after `minutes` (local minutes, as {@link localMinutes}). */
function nextLeapDay(minutes: number): number {
  const year = new Date(minutes * 60_000).getUTCFullYear();
  for (let y = year; ; y++) {
    const isLeap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const leapDay = Date.UTC(y, 1, 29) / 60_000;
    if (isLeap && leapDay + MINUTES_PER_DAY > minutes) return leapDay;
  }
}

/**
 * The local standard time of every step's start, as minutes since the epoch read as UTC (the
 * form of {@link localMinutes}). A 29 February inside the span is skipped (the series has none),
 * so a step's date is the source's date [LOAD-1].
 */
export function stepStartMinutes(
  series: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
  steps: number,
): Float64Array {
  const out = new Float64Array(steps);
  const start = localMinutes(series.firstIntervalStart);
  let leapShift = 0;
  let leapDay = nextLeapDay(start);
  for (let i = 0; i < steps; i++) {
    let minutes = start + i * series.stepMinutes + leapShift;
    if (minutes >= leapDay) {
      if (minutes < leapDay + MINUTES_PER_DAY) {
        leapShift += MINUTES_PER_DAY;
        minutes += MINUTES_PER_DAY;
      }
      leapDay = nextLeapDay(minutes);
    }
    out[i] = minutes;
  }
  return out;
}

/**
 * The month, hour, weekday and day of every step of `series`. A 29 February inside the span is
 * skipped (the series has none), so a step's date is the source's date.
 */
export function stepCalendar(
  series: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
  steps: number,
): StepCalendar {
  const out: StepCalendar = {
    month: new Uint8Array(steps),
    hour: new Uint8Array(steps),
    weekday: new Uint8Array(steps),
    day: new Uint16Array(steps),
  };
  const starts = stepStartMinutes(series, steps);
  for (let i = 0; i < steps; i++) {
    const date = new Date(starts[i]! * 60_000);
    out.month[i] = date.getUTCMonth();
    out.hour[i] = date.getUTCHours();
    out.weekday[i] = date.getUTCDay();
    out.day[i] = Math.floor((i * series.stepMinutes) / MINUTES_PER_DAY);
  }
  return out;
}
