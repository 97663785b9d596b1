/**
 * A year of load from a typical shape and the user's consumption, for a project without a meter
 * file [LOAD-3]: the spec's fields (annual or twelve monthly kWh, the daytime load power ratio,
 * as `loadInputFromUserLoad` gives them) at any interval of the interval series [LOAD-1].
 */

import { daytimeMaskFromClock } from '../../pv/storage/daytime';
import type { Consumption } from '../../pv/storage/load-profile';
import { type IntervalSeries, type StepMinutes, stepCalendar } from '../interval-series';
import { dailyEnergiesKwh, shapeMonth, type YearDays } from './day-energy';
import { assertTypicalShape, type DayType, dayTypeOfWeekday, type TypicalShape } from './shape';

const HOURS_PER_YEAR = 8760;

/** The consumption and, when the user gives it, the daytime share. */
export type TypicalLoadInput = Consumption & {
  /** Share of each day's energy used in daytime hours (daytimeLoadPowerRatio); default the shape's own. [%] */
  daytimeLoadPowerRatio?: number;
};

export interface TypicalLoadOptions {
  /** Interval of the series; default 60. [min] */
  stepMinutes?: StepMinutes;
  /** The calendar year whose weekdays the days take; default 2025 (29 February is skipped). */
  year?: number;
  /** Daytime hours, 8760 entries (1 = daytime); default 08:00-18:00 (`daytimeMaskFromClock`). */
  daytimeMask?: Uint8Array;
  /** South of the equator: each month takes the shape of the month half a year away. */
  southernHemisphere?: boolean;
}

/** The year the weekdays of a typical load follow unless told otherwise. */
export const DEFAULT_TYPICAL_YEAR = 2025;

/** 1 January 00:00 of `year`, as the interval series writes a stamp. */
const newYear = (year: number) => `${String(year).padStart(4, '0')}-01-01T00:00`;

function yearDays(year: number): YearDays {
  const calendar = stepCalendar({ firstIntervalStart: newYear(year), stepMinutes: 60 }, HOURS_PER_YEAR);
  const days: YearDays = { month: new Uint8Array(365), dayType: new Uint8Array(365) };
  for (let d = 0; d < 365; d++) {
    days.month[d] = calendar.month[d * 24]!;
    days.dayType[d] = dayTypeOfWeekday(calendar.weekday[d * 24]!);
  }
  return days;
}

/**
 * Hourly energy of the year from a typical shape. [kWh]
 *
 * @throws RangeError for a bad shape, consumption, ratio outside 0-100 % or mask not of 8760 hours.
 *
 * @remarks
 * Each day's energy E_d comes from `dailyEnergiesKwh`. Within the day the hours follow the
 * shape's w_h of that month and day type: load_h = E_d · w_h / Σ w without a ratio; with a
 * ratio r it is split as the load step always did (`hourlyLoadProfile`):
 * load_h = E_d · r · w_h / Σ_{daytime} w in daytime hours, E_d · (1 − r) · w_h / Σ_{night} w
 * in the others (all of it in one part when the day has no hour of the other).
 */
export function typicalHourlyKwh(
  shape: TypicalShape,
  input: TypicalLoadInput,
  options: Omit<TypicalLoadOptions, 'stepMinutes'> = {},
): Float64Array {
  assertTypicalShape(shape);
  const ratio = input.daytimeLoadPowerRatio;
  if (ratio !== undefined && !(ratio >= 0 && ratio <= 100))
    throw new RangeError(`daytime load power ratio must be 0-100 %, got ${ratio}`);
  const mask = options.daytimeMask ?? daytimeMaskFromClock();
  if (mask.length !== HOURS_PER_YEAR) throw new RangeError('the daytime mask needs 8760 hours');
  const south = options.southernHemisphere ?? false;
  const days = yearDays(options.year ?? DEFAULT_TYPICAL_YEAR);
  const daily = dailyEnergiesKwh(shape, input, days, south);
  const out = new Float64Array(HOURS_PER_YEAR);
  for (let d = 0; d < 365; d++) {
    const weights = shape.months[shapeMonth(days.month[d]!, south)]![days.dayType[d] as DayType]!;
    distributeDay(out, d * 24, daily[d]!, weights, mask, ratio === undefined ? undefined : ratio / 100);
  }
  return out;
}

/** Writes one day's hours (see `typicalHourlyKwh` for the formula). */
function distributeDay(
  out: Float64Array,
  firstHour: number,
  dailyKwh: number,
  weights: readonly number[],
  mask: Uint8Array,
  daytimeShare: number | undefined,
): void {
  let dayWeight = 0;
  let nightWeight = 0;
  for (let h = 0; h < 24; h++) {
    if (mask[firstHour + h] === 1) dayWeight += weights[h]!;
    else nightWeight += weights[h]!;
  }
  const total = dayWeight + nightWeight;
  const share =
    daytimeShare === undefined
      ? dayWeight / total
      : dayWeight === 0
        ? 0
        : nightWeight === 0
          ? 1
          : daytimeShare;
  const perDayWeight = dayWeight > 0 ? (dailyKwh * share) / dayWeight : 0;
  const perNightWeight = nightWeight > 0 ? (dailyKwh * (1 - share)) / nightWeight : 0;
  for (let h = 0; h < 24; h++) {
    out[firstHour + h] = weights[h]! * (mask[firstHour + h] === 1 ? perDayWeight : perNightWeight);
  }
}

/**
 * A year of load from a typical shape as an interval series [LOAD-1], starting 1 January 00:00
 * of `options.year`.
 *
 * @remarks
 * Steps shorter than an hour hold the hour's mean power (each quarter-hour of 10:00-11:00 has
 * that hour's kW): every hour's energy, and so the daytime split, stays exactly as computed.
 * A smooth curve through the hours would move energy across the 08:00 and 18:00 edges and make
 * peaks the shape does not have.
 *
 * @example
 * typicalLoadSeries(TYPICAL_SHAPES.office, { annualConsumptionKwh: 120_000 }, { stepMinutes: 15 });
 */
export function typicalLoadSeries(
  shape: TypicalShape,
  input: TypicalLoadInput,
  options: TypicalLoadOptions = {},
): IntervalSeries {
  const stepMinutes = options.stepMinutes ?? 60;
  const hourly = typicalHourlyKwh(shape, input, options);
  const perHour = 60 / stepMinutes;
  const kw = new Float64Array(HOURS_PER_YEAR * perHour);
  for (let h = 0; h < HOURS_PER_YEAR; h++) kw.fill(hourly[h]!, h * perHour, (h + 1) * perHour);
  const year = options.year ?? DEFAULT_TYPICAL_YEAR;
  return { firstIntervalStart: newYear(year), stepMinutes, kw };
}

/**
 * The share of a year's energy the shape puts in daytime hours by itself (no ratio given):
 * what a form may offer as the daytime load power ratio for that shape. [%]
 */
export function naturalDaytimeRatio(
  shape: TypicalShape,
  options: Omit<TypicalLoadOptions, 'stepMinutes'> = {},
): number {
  const hourly = typicalHourlyKwh(shape, { annualConsumptionKwh: 1000 }, options);
  const mask = options.daytimeMask ?? daytimeMaskFromClock();
  let daytime = 0;
  for (let h = 0; h < HOURS_PER_YEAR; h++) if (mask[h] === 1) daytime += hourly[h]!;
  return daytime / 10;
}
