/**
 * P50, P90 and P99 of the annual energy [UNC-1] [UNC-4]: the budget's items and the site's
 * year-to-year variability combined into one standard deviation, the yield taken as normally
 * distributed around the simulated P50.
 *
 * Sources: D. Thevenard, S. Pelland, "Estimating the uncertainty in long-term photovoltaic yield
 * predictions", Solar Energy 91 (2013), doi:10.1016/j.solener.2011.05.006 (independent causes
 * combined root-sum-square; the year-to-year part averaging out over N years as 1/√N);
 * A. P. Dobos et al., "P50/P90 Analysis for Solar Energy Systems Using the System Advisor Model",
 * NREL/CP-6A20-54488 (2012) (Pxx = P50 − z·σ).
 */
import { type UncertaintyBudget, uncertaintyItemIds } from './budget';
import { exceedanceQuantile } from './inverse-normal';

/** The span of years of the averaged figures the product shows beside one year's [UNC-5]. */
export const AVERAGED_YEARS = 10;

/**
 * √(Σ σᵢ²): the standard deviation of a sum of independent causes.
 * @param sigmas the causes' standard deviations, any one unit
 */
export function rootSumSquare(sigmas: readonly number[]): number {
  return Math.sqrt(sigmas.reduce((sum, sigma) => sum + sigma * sigma, 0));
}

/**
 * The budget's own standard deviation for an average over `years` years (1: one year) [UNC-2]:
 * the items root-sum-square, the ageing rate's σ_d counting as σ_d·(N − 1)/2, the mean of the
 * years' offsets 0..N − 1 from the first year's energy, which itself is unaged.
 * @param budget the items' standard deviations [%] (`degradation` [%/year])
 * @param years the span averaged over, ≥ 1 [years]
 * @returns σ_budget [%]
 */
export function budgetSigmaPercent(budget: UncertaintyBudget, years: number): number {
  const sigmas = uncertaintyItemIds.map((item) =>
    item === 'degradation' ? (budget.degradation * (years - 1)) / 2 : budget[item],
  );
  return rootSumSquare(sigmas);
}

/**
 * σ_N = √(σ_budget² + σ_iav²/N) [UNC-4]: the budget does not average out over the years (a
 * wrong irradiation stays wrong), the weather's year-to-year variation does.
 * @param budgetSigma σ_budget for the span [%]
 * @param interannualSigma σ_iav of one year [%]
 * @param years N, the span averaged over, ≥ 1 [years]
 * @returns σ_N [%]
 */
export function combinedSigmaPercent(budgetSigma: number, interannualSigma: number, years: number): number {
  return Math.sqrt(budgetSigma * budgetSigma + (interannualSigma * interannualSigma) / years);
}

/**
 * The yield exceeded with a given probability: P50 × (1 − z·σ), z = Φ⁻¹(xx/100) [UNC-4], never
 * below zero (a σ so wide the normal curve reaches zero says the budget is not meaningful).
 * @param p50 the median yield, any unit (e.g. [kWh])
 * @param sigmaPercent σ of the yield [%]
 * @param exceedancePercent the probability xx of exceeding it, e.g. 90 [%]
 * @returns Pxx, in the unit of `p50`
 */
export function exceedanceYield(p50: number, sigmaPercent: number, exceedancePercent: number): number {
  return Math.max(0, p50 * (1 - (exceedanceQuantile(exceedancePercent) * sigmaPercent) / 100));
}

/** The exceedance figures of one annual energy [UNC-1]. */
export interface YieldExceedance {
  /** The simulated annual energy, the median [kWh]. */
  p50: number;
  /** Exceeded in 90 % of single years [kWh]. */
  p90: number;
  /** Exceeded in 99 % of single years [kWh]. */
  p99: number;
  /** σ of one year's energy, budget and variability combined [%]. */
  sigmaPercent: number;
  /** The budget's share of it, without the year-to-year variability [%]. */
  budgetSigmaPercent: number;
  /** The year-to-year variability of the irradiation used, σ_iav [%]. */
  interannualSigmaPercent: number;
  /** The mean annual energy of the first AVERAGED_YEARS years exceeded with 90 % [kWh]. */
  p90TenYear: number;
  /** … with 99 % [kWh]. */
  p99TenYear: number;
  /** σ of that mean [%]. */
  sigmaTenYearPercent: number;
}

/**
 * P50/P90/P99 for one year and for the mean of AVERAGED_YEARS years [UNC-1] [UNC-4] [UNC-5].
 * @param p50 the simulated annual energy of the first year [kWh]
 * @param budget the uncertainty budget [%] (`degradation` [%/year])
 * @param interannualSigma σ_iav of the site [%]
 */
export function yieldExceedance(
  p50: number,
  budget: UncertaintyBudget,
  interannualSigma: number,
): YieldExceedance {
  const budgetOneYear = budgetSigmaPercent(budget, 1);
  const sigmaOneYear = combinedSigmaPercent(budgetOneYear, interannualSigma, 1);
  const sigmaTenYear = combinedSigmaPercent(
    budgetSigmaPercent(budget, AVERAGED_YEARS),
    interannualSigma,
    AVERAGED_YEARS,
  );
  return {
    p50,
    p90: exceedanceYield(p50, sigmaOneYear, 90),
    p99: exceedanceYield(p50, sigmaOneYear, 99),
    sigmaPercent: sigmaOneYear,
    budgetSigmaPercent: budgetOneYear,
    interannualSigmaPercent: interannualSigma,
    p90TenYear: exceedanceYield(p50, sigmaTenYear, 90),
    p99TenYear: exceedanceYield(p50, sigmaTenYear, 99),
    sigmaTenYearPercent: sigmaTenYear,
  };
}
