/**
 * The user's electricity load as an hourly series ([WIZ-3],
 * proUserLoadInformation): from the annual or the twelve monthly consumptions and the daytime
 * load power ratio.
 */
import { DAYS_PER_MONTH, DAYS_PER_YEAR, HOURS_PER_DAY, HOURS_PER_YEAR } from '../civil-calendar';
import { MONTH_OF_DAY } from './common-year';
import { daytimeMaskFromClock } from './daytime';
import { RESIDENTIAL_HOURLY_LOAD_SHAPE } from './load-shape';

/** The consumption the user entered: a yearly total, or twelve monthly values. */
export type Consumption = { annualConsumptionKwh: number } | { monthlyConsumptionKwh: ArrayLike<number> };

/** What the load step holds. */
export type LoadInput = Consumption & {
  /** Share of each day's energy used during daytime hours (daytimeLoadPowerRatio). [%] */
  daytimeLoadPowerRatio: number;
};

export interface LoadProfileOptions {
  /** Daytime hours, 8760 entries (1 = daytime); default 08:00-18:00 (`daytimeMaskFromClock`). */
  daytimeMask?: Uint8Array;
  /** Share of a day's energy in each of the 24 hours; default `RESIDENTIAL_HOURLY_LOAD_SHAPE`. */
  hourlyShape?: ArrayLike<number>;
  /** Array to write into (8760 values), to reuse memory between runs. */
  out?: Float64Array;
}

let defaultMask: Uint8Array | undefined;

/**
 * Monthly consumption from an annual one, in proportion to the days of each month (the
 * 365-day year [LOAD-1]), so every day of the year gets the same energy.
 *
 * @param annualConsumptionKwh - Yearly consumption. [kWh]
 * @returns Twelve monthly consumptions, January first. [kWh]
 *
 * @example
 * monthlyConsumptionFromAnnual(3650)[1]; // 280 (28 days of 10 kWh)
 */
export function monthlyConsumptionFromAnnual(annualConsumptionKwh: number): number[] {
  return DAYS_PER_MONTH.map((days) => (annualConsumptionKwh * days) / DAYS_PER_YEAR);
}

function monthlyOf(input: Consumption): ArrayLike<number> {
  const monthly =
    'monthlyConsumptionKwh' in input
      ? input.monthlyConsumptionKwh
      : monthlyConsumptionFromAnnual(input.annualConsumptionKwh);
  if (monthly.length !== 12)
    throw new RangeError(`monthly consumption needs 12 values, got ${monthly.length}`);
  for (let m = 0; m < 12; m++) {
    if (!(monthly[m]! >= 0))
      throw new RangeError(`consumption must be >= 0 kWh, got ${monthly[m]} for month ${m + 1}`);
  }
  return monthly;
}

/**
 * Hourly load of a 365-day year from the user's consumption and daytime ratio.
 *
 * @param input - Annual or monthly consumption [kWh] and the daytime load power ratio [%].
 * @param options - Daytime hours, daily shape, output array.
 * @returns Load of each hour, 8760 values. [kWh]
 * @throws RangeError for a ratio outside 0-100 %, negative consumption, not 12 monthly
 *   values, a mask or output of the wrong length, or a negative or all-zero shape.
 *
 * @remarks
 * Every day of month m gets E_d = E_m / days_m. A share r = ratio/100 of it is spread over
 * the day's daytime hours, 1 − r over the others, each part in proportion to the hourly
 * shape w_h: load_h = E_d · r · w_h / Σ_{daytime} w  (daytime hours),
 * load_h = E_d · (1 − r) · w_h / Σ_{night} w  (other hours).
 * A day without daytime hours (polar night with a sun mask) puts all its energy in the other
 * hours, a day without night hours all of it in daytime: the daily energy is always kept.
 * The default shape is the BDEW household profile (`RESIDENTIAL_HOURLY_LOAD_SHAPE`); pass
 * `FLAT_HOURLY_LOAD_SHAPE` for an even spread within each period.
 *
 * @example
 * hourlyLoadProfile({ annualConsumptionKwh: 3650, daytimeLoadPowerRatio: 40 });
 */
export function hourlyLoadProfile(input: LoadInput, options: LoadProfileOptions = {}): Float64Array {
  const ratio = input.daytimeLoadPowerRatio;
  if (!(ratio >= 0 && ratio <= 100))
    throw new RangeError(`daytime load power ratio must be 0-100 %, got ${ratio}`);
  const monthly = monthlyOf(input);
  defaultMask ??= daytimeMaskFromClock();
  const mask = options.daytimeMask ?? defaultMask;
  const shape = options.hourlyShape ?? RESIDENTIAL_HOURLY_LOAD_SHAPE;
  const out = options.out ?? new Float64Array(HOURS_PER_YEAR);
  if (mask.length !== HOURS_PER_YEAR || out.length !== HOURS_PER_YEAR || shape.length !== HOURS_PER_DAY) {
    throw new RangeError('daytime mask and output need 8760 hours, the hourly shape 24 values');
  }
  assertShape(shape);
  const daytimeShare = ratio / 100;
  for (let day = 0; day < DAYS_PER_YEAR; day++) {
    const month = MONTH_OF_DAY[day]!;
    distributeDay(
      out,
      day * HOURS_PER_DAY,
      monthly[month]! / DAYS_PER_MONTH[month]!,
      daytimeShare,
      mask,
      shape,
    );
  }
  return out;
}

/** A shape must be able to hold energy: no negative share, and not all zero. */
function assertShape(shape: ArrayLike<number>): void {
  let sum = 0;
  for (let h = 0; h < HOURS_PER_DAY; h++) {
    if (!(shape[h]! >= 0))
      throw new RangeError(`hourly shape values must be >= 0, got ${shape[h]} at hour ${h}`);
    sum += shape[h]!;
  }
  if (!(sum > 0)) throw new RangeError('hourly shape must not be all zero');
}

/** Writes one day's hourly load (see `hourlyLoadProfile` for the formula). */
function distributeDay(
  out: Float64Array,
  firstHour: number,
  dailyKwh: number,
  daytimeShare: number,
  mask: Uint8Array,
  shape: ArrayLike<number>,
): void {
  let dayWeight = 0;
  let nightWeight = 0;
  for (let h = 0; h < HOURS_PER_DAY; h++) {
    if (mask[firstHour + h] === 1) dayWeight += shape[h]!;
    else nightWeight += shape[h]!;
  }
  const share = dayWeight === 0 ? 0 : nightWeight === 0 ? 1 : daytimeShare;
  const perDayWeight = dayWeight > 0 ? (dailyKwh * share) / dayWeight : 0;
  const perNightWeight = nightWeight > 0 ? (dailyKwh * (1 - share)) / nightWeight : 0;
  for (let h = 0; h < HOURS_PER_DAY; h++) {
    out[firstHour + h] = shape[h]! * (mask[firstHour + h] === 1 ? perDayWeight : perNightWeight);
  }
}
