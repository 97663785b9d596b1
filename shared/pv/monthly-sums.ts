/**
 * Sums of hourly series by month, and the monthly and annual quantity they give: what the
 * shading models and the simulation both sum into.
 */

/** A quantity summed by month (Jan..Dec, file time base) and over the year. */
export interface MonthlyAnnual {
  annual: number;
  monthly: number[];
}

/**
 * Sums `values[recordIndex[k]]` by `month[k]` and converts power to energy.
 * Non-finite values count as 0 (as NaN hours do in the reference sums).
 * @param values hourly power or irradiance series [W or W/m²]
 * @param recordIndex the records to sum
 * @param month month (0-11) of each of those records
 * @param intervalHours record length [h]
 * @returns sums [kWh or kWh/m²]
 */
export function sumByMonth(
  values: Float64Array,
  recordIndex: Int32Array,
  month: Uint8Array,
  intervalHours: number,
): MonthlyAnnual {
  const monthly = new Float64Array(12);
  for (let k = 0; k < recordIndex.length; k++) {
    const value = values[recordIndex[k]!]!;
    if (Number.isFinite(value)) monthly[month[k]!] = monthly[month[k]!]! + value;
  }
  return toMonthlyAnnual(monthly, intervalHours / 1000);
}

/** Scales monthly sums and adds the annual total. */
export function toMonthlyAnnual(monthly: ArrayLike<number>, scale = 1): MonthlyAnnual {
  const scaled = Array.from(monthly, (value) => value * scale);
  return { annual: scaled.reduce((a, b) => a + b, 0), monthly: scaled };
}

/** Element-wise sum of monthly results. */
export function addMonthlyAnnual(parts: readonly MonthlyAnnual[]): MonthlyAnnual {
  const monthly = new Array<number>(12).fill(0);
  for (const part of parts) for (let m = 0; m < 12; m++) monthly[m]! += part.monthly[m]!;
  return toMonthlyAnnual(monthly);
}
