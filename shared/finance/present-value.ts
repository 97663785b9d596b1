/**
 * Discounted measures of a yearly cash flow: net present value and levelized cost of energy.
 * Cash flows are indexed by year: element 0 falls at the start (not discounted), element t at
 * the end of year t.
 */

/**
 * Present value Σ values[t] · v^t with v = 1 / (1 + rate), evaluated by Horner's rule (one
 * multiplication per year, no powers). No argument checks: for hot loops such as the IRR
 * search, which keep the rate above -100 % themselves.
 *
 * @param values - Values of years 0..N.
 * @param rate - Discount rate as a fraction, > -1. [1/year]
 */
export function discountedSum(values: ArrayLike<number>, rate: number): number {
  const v = 1 / (1 + rate);
  let sum = 0;
  for (let t = values.length - 1; t >= 0; t--) sum = sum * v + values[t]!;
  return sum;
}

function assertRate(rate: number): void {
  if (!(rate > -1) || !Number.isFinite(rate))
    throw new RangeError(`discount rate must be > -100 %, got ${rate}`);
}

/**
 * Net present value of a yearly cash flow.
 *
 * @param rate - Discount rate as a fraction, e.g. 0.08 for 8 %. [1/year]
 * @param cashFlows - Net cash flow of years 0..N; year 0 is not discounted. [currency]
 * @returns NPV. [currency]
 * @throws RangeError for a rate ≤ -100 %.
 *
 * @remarks
 * NPV = Σ_{t=0}^{N} CF_t / (1 + r)^t. The first value is at t = 0, as in numpy-financial's
 * `npv` (unlike a spreadsheet's NPV(), which discounts the first value by one year).
 * Reference: W. G. Sullivan, E. M. Wicks and C. P. Koelling, *Engineering Economy*, 16th ed.,
 * Pearson, 2015, ch. 5 "Present worth method".
 *
 * @example
 * netPresentValue(0.08, [-40000, 5000, 8000, 12000, 30000]); // 3065.22…
 */
export function netPresentValue(rate: number, cashFlows: ArrayLike<number>): number {
  assertRate(rate);
  return discountedSum(cashFlows, rate);
}

/**
 * Levelized cost of energy: the constant price per kWh whose discounted revenue equals the
 * discounted costs over the life.
 *
 * @param rate - Discount rate as a fraction. [1/year]
 * @param costs - Costs of years 0..N, positive numbers (investment at year 0, then operating
 *   costs). [currency]
 * @param energyKwh - Energy delivered in years 0..N (0 at year 0). [kWh]
 * @returns LCOE [currency/kWh], or undefined when no energy is delivered.
 * @throws RangeError for a rate ≤ -100 %.
 *
 * @remarks
 * LCOE = Σ_t C_t / (1 + r)^t ÷ Σ_t E_t / (1 + r)^t.
 * Reference: W. Short, D. J. Packey and T. Holt, "A Manual for the Economic Evaluation of
 * Energy Efficiency and Renewable Energy Technologies", NREL, Golden, CO, USA,
 * NREL/TP-462-5173, 1995, §4.2, doi:10.2172/35391.
 *
 * @example
 * levelizedCostOfEnergy(0, [1000, 0, 0], [0, 500, 500]); // 1
 */
export function levelizedCostOfEnergy(
  rate: number,
  costs: ArrayLike<number>,
  energyKwh: ArrayLike<number>,
): number | undefined {
  assertRate(rate);
  const discountedEnergy = discountedSum(energyKwh, rate);
  if (!(discountedEnergy > 0)) return undefined;
  return discountedSum(costs, rate) / discountedEnergy;
}
