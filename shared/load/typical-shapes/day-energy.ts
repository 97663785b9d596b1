/**
 * How a typical shape spreads the user's consumption over the days of a year [LOAD-3]: an
 * annual figure over the months, each month's over its days, in proportion to the shape's
 * energy of each day (its month and day type).
 */
import type { Consumption } from '../../pv/storage/load-profile';
import { type DayType, dayWeight, type TypicalShape } from './shape';

/** The days of a 365-day year: the month (0 = January) and day type of each. */
export interface YearDays {
  month: Uint8Array;
  dayType: Uint8Array;
}

/** The shape's month for a calendar month: half a year on south of the equator. */
export function shapeMonth(month: number, southernHemisphere: boolean): number {
  return southernHemisphere ? (month + 6) % 12 : month;
}

/** The shape's relative energy of every day of the year. */
function dayWeights(shape: TypicalShape, days: YearDays, southernHemisphere: boolean): Float64Array {
  const weights = new Float64Array(days.month.length);
  for (let d = 0; d < weights.length; d++) {
    weights[d] = dayWeight(shape, shapeMonth(days.month[d]!, southernHemisphere), days.dayType[d] as DayType);
  }
  return weights;
}

function checkedMonthly(monthly: ArrayLike<number>): ArrayLike<number> {
  if (monthly.length !== 12)
    throw new RangeError(`monthly consumption needs 12 values, got ${monthly.length}`);
  for (let m = 0; m < 12; m++) {
    if (!(monthly[m]! >= 0 && Number.isFinite(monthly[m]!)))
      throw new RangeError(`consumption must be >= 0 kWh, got ${monthly[m]} for month ${m + 1}`);
  }
  return monthly;
}

/**
 * Energy of each day of the year. [kWh]
 *
 * @param consumption - Annual or twelve monthly consumptions. [kWh]
 * @throws RangeError for negative or non-finite consumption, or not 12 monthly values.
 *
 * @remarks
 * With w_d the shape's energy of day d: an annual figure A gives month m the energy
 * E_m = A · Σ_{d∈m} w_d / Σ_d w_d; twelve monthly figures are E_m as given. Day d of month m
 * then gets E_d = E_m · w_d / Σ_{d'∈m} w_{d'}: weekdays and weekends differ as the shape's do,
 * and each month adds up to its figure.
 */
export function dailyEnergiesKwh(
  shape: TypicalShape,
  consumption: Consumption,
  days: YearDays,
  southernHemisphere = false,
): Float64Array {
  const weights = dayWeights(shape, days, southernHemisphere);
  const monthWeight = new Float64Array(12);
  for (let d = 0; d < weights.length; d++) monthWeight[days.month[d]!] += weights[d]!;
  const monthly = monthlyEnergies(consumption, monthWeight);
  const out = new Float64Array(weights.length);
  for (let d = 0; d < weights.length; d++) {
    const m = days.month[d]!;
    out[d] = monthWeight[m]! > 0 ? (monthly[m]! * weights[d]!) / monthWeight[m]! : 0;
  }
  return out;
}

function monthlyEnergies(consumption: Consumption, monthWeight: Float64Array): ArrayLike<number> {
  if ('monthlyConsumptionKwh' in consumption) return checkedMonthly(consumption.monthlyConsumptionKwh);
  const annual = consumption.annualConsumptionKwh;
  if (!(annual >= 0 && Number.isFinite(annual)))
    throw new RangeError(`consumption must be >= 0 kWh, got ${annual}`);
  const total = monthWeight.reduce((a, b) => a + b, 0);
  return monthWeight.map((w) => (annual * w) / total);
}
