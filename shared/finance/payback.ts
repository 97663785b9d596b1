/**
 * Payback of an investment from its cumulative cash flow: the first year
 * cumulative income turns positive [FIN-1].
 */

/**
 * Payback year: the first year whose cumulative cash flow is positive.
 *
 * @param cumulativeCashFlow - Cumulative net cash flow at the end of years 0..N; year 0 holds
 *   the investment (negative). [currency]
 * @returns The year index (1 = end of the first year of operation; 0 when the project is
 *   already positive at year 0, e.g. an allowance larger than the equity), or undefined when
 *   the cash flow never turns positive within the life. A cumulative flow of exactly 0 is not
 *   yet positive.
 *
 * @example
 * paybackYear([-100, -40, 20, 80]); // 2
 */
export function paybackYear(cumulativeCashFlow: ArrayLike<number>): number | undefined {
  for (let year = 0; year < cumulativeCashFlow.length; year++) {
    if (cumulativeCashFlow[year]! > 0) return year;
  }
  return undefined;
}

/**
 * Payback period with the fraction of the year in which the cumulative cash flow crosses
 * zero, assuming the year's cash arrives evenly through it.
 *
 * @param cumulativeCashFlow - Cumulative net cash flow at the end of years 0..N. [currency]
 * @returns Years to pay back, e.g. 1.667, or undefined when it never turns positive.
 *
 * @remarks
 * With P the payback year from `paybackYear` and S the cumulative flow:
 * period = (P − 1) + (−S[P−1]) / (S[P] − S[P−1]); 0 when P = 0.
 *
 * @example
 * fractionalPaybackYears([-100, -40, 20, 80]); // 1 + 40/60 = 1.667
 */
export function fractionalPaybackYears(cumulativeCashFlow: ArrayLike<number>): number | undefined {
  const year = paybackYear(cumulativeCashFlow);
  if (year === undefined || year === 0) return year;
  const before = cumulativeCashFlow[year - 1]!;
  const after = cumulativeCashFlow[year]!;
  return year - 1 + -before / (after - before);
}
