/**
 * The standard normal distribution's quantile (its inverse cumulative distribution function),
 * which turns an exceedance probability into the number of standard deviations below the P50
 * [UNC-4].
 *
 * Source: P. J. Acklam, "An algorithm for computing the inverse normal cumulative distribution
 * function" (2003): two rational approximations, one for the central region and one for the
 * tails, with a relative error below 1.15·10⁻⁹ over (0, 1).
 */

/** Numerator coefficients of the central region's rational function (Acklam 2003). */
const CENTRAL_A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
  2.506628277459239,
] as const;
/** Denominator coefficients of the central region's rational function, its constant 1 last (Acklam 2003). */
const CENTRAL_B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
  1,
] as const;
/** Numerator coefficients of the tails' rational function (Acklam 2003). */
const TAIL_C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
] as const;
/** Denominator coefficients of the tails' rational function, its constant 1 last (Acklam 2003). */
const TAIL_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416, 1] as const;
/** Where the lower tail's approximation takes over from the central one (Acklam 2003). */
const LOWER_TAIL_LIMIT = 0.02425;

/** Horner's rule: c[0]·xⁿ + c[1]·xⁿ⁻¹ + … + c[n]. */
function polynomial(coefficients: readonly number[], x: number): number {
  let sum = 0;
  for (const c of coefficients) sum = sum * x + c;
  return sum;
}

/** The lower tail's quantile (p below LOWER_TAIL_LIMIT): a rational function of √(−2 ln p). */
function lowerTailQuantile(probability: number): number {
  const q = Math.sqrt(-2 * Math.log(probability));
  return polynomial(TAIL_C, q) / polynomial(TAIL_D, q);
}

/**
 * z such that Φ(z) = p for the standard normal distribution Φ (mean 0, standard deviation 1).
 * NaN outside (0, 1); −∞ at 0 and +∞ at 1.
 * @param probability the cumulative probability p [-]
 * @returns the quantile z [standard deviations]
 */
export function standardNormalQuantile(probability: number): number {
  if (!(probability >= 0 && probability <= 1)) return Number.NaN;
  if (probability === 0) return Number.NEGATIVE_INFINITY;
  if (probability === 1) return Number.POSITIVE_INFINITY;
  if (probability < LOWER_TAIL_LIMIT) return lowerTailQuantile(probability);
  if (probability > 1 - LOWER_TAIL_LIMIT) return -lowerTailQuantile(1 - probability);
  const q = probability - 0.5;
  const r = q * q;
  return (polynomial(CENTRAL_A, r) * q) / polynomial(CENTRAL_B, r);
}

/**
 * How many standard deviations the Pxx yield lies below the P50: the yield exceeded with
 * probability xx % is P50 − z·σ with z = Φ⁻¹(xx/100) [UNC-4]; 1.2816 for P90, 2.3263 for P99.
 * @param exceedancePercent the probability of exceedance xx, in (0, 100) [%]
 * @returns z [standard deviations]
 */
export function exceedanceQuantile(exceedancePercent: number): number {
  return standardNormalQuantile(exceedancePercent / 100);
}
