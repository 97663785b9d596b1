/**
 * Day-to-day variability for synthetic years: the clearness index of each day of a month
 * drawn from the published frequency distribution of daily insolation, and each day's
 * diffuse fraction from its clearness.
 *
 * Why: a month built from one repeated mean day gives every hour a moderately clear sky, and
 * anisotropic transposition models (Perez) then brighten all of its diffuse light towards the
 * sun; real months mix clear days with overcast ones whose diffuse light is nearly isotropic.
 * On the project's two reference years the repeated mean day overstated the Perez sky diffuse
 * on a 30° plane by about 6 % (2.4 % of the plane's irradiation).
 */
import type { Degrees } from '../angles';

/** Lowest daily clearness index of the distribution (Bendt et al.). [-] */
const MIN_DAILY_CLEARNESS = 0.05;

/**
 * Highest daily clearness index of a month with mean clearness K̄.
 * @remarks K_max = 0.6313 + 0.267 K̄ − 11.9 (K̄ − 0.75)⁸, kept above K̄ + 0.02.
 * Source: Duffie and Beckman, Solar Engineering of Thermal Processes, 4th ed., 2013, Section 2.10
 * (after Bendt et al. 1981, below).
 */
export function maxDailyClearness(meanClearness: number): number {
  const kMax = 0.6313 + 0.267 * meanClearness - 11.9 * (meanClearness - 0.75) ** 8;
  return Math.max(kMax, meanClearness + 0.02);
}

/** Mean of the exponential distribution on [kMin, kMax] with parameter γ. */
function distributionMean(gamma: number, kMin: number, kMax: number): number {
  if (Math.abs(gamma) < 1e-9) return (kMin + kMax) / 2;
  const eMin = Math.exp(gamma * kMin);
  const eMax = Math.exp(gamma * kMax);
  return ((kMin - 1 / gamma) * eMin - (kMax - 1 / gamma) * eMax) / (eMin - eMax);
}

/**
 * Daily clearness indices of a month of `days` days with mean `meanClearness`: the quantiles
 * (j − ½)/days of the distribution of Bendt, Collares-Pereira and Rabl, in a fixed shuffled
 * order (clear and cloudy days interleaved, the same every run).
 * @remarks Cumulative distribution F(K) = (e^{γK_min} − e^{γK})/(e^{γK_min} − e^{γK_max}) on
 * [0.05, K_max]; γ solved so that the distribution's mean is K̄.
 * Source: P. Bendt, M. Collares-Pereira and A. Rabl, "The frequency distribution of daily
 * insolation values", Solar Energy, vol. 27, no. 1, pp. 1–5, 1981,
 * doi:10.1016/0038-092X(81)90013-X.
 * @param meanClearness the month's mean daily clearness index K̄ [-]
 * @param days number of days
 * @param seed fixes the order of the days (e.g. the month index)
 * @returns K_T of each day [-]
 */
export function dailyClearnessIndices(meanClearness: number, days: number, seed: number): number[] {
  const kMin = MIN_DAILY_CLEARNESS;
  const mean = Math.min(Math.max(meanClearness, kMin + 0.01), 0.85);
  const kMax = maxDailyClearness(mean);
  // distributionMean increases with γ: bisection on γ.
  let low = -200;
  let high = 200;
  for (let iteration = 0; iteration < 200; iteration++) {
    const mid = (low + high) / 2;
    if (distributionMean(mid, kMin, kMax) < mean) low = mid;
    else high = mid;
  }
  const gamma = (low + high) / 2;
  const quantile = (f: number) =>
    Math.abs(gamma) < 1e-9
      ? kMin + f * (kMax - kMin)
      : Math.log(Math.exp(gamma * kMin) - f * (Math.exp(gamma * kMin) - Math.exp(gamma * kMax))) / gamma;
  const values = Array.from({ length: days }, (_, j) => quantile((j + 0.5) / days));
  return shuffled(values, seed);
}

/** Fisher-Yates with a small linear congruential generator: reproducible order. */
function shuffled(values: number[], seed: number): number[] {
  const out = [...values];
  let state = (seed * 2_654_435_761 + 12_345) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Daily diffuse fraction, Erbs, Klein and Duffie.
 * @remarks For ω_s ≤ 81.4°: H_d/H = 1 − 0.2727 K + 2.4495 K² − 11.9514 K³ + 9.3879 K⁴ for
 * K < 0.715, else 0.143; for ω_s > 81.4°: 1 + 0.2832 K − 2.5557 K² + 0.8448 K³ for K < 0.722,
 * else 0.175; bounded to [0, 1].
 * Source: D. G. Erbs, S. A. Klein and J. A. Duffie, Solar Energy, vol. 28, no. 4,
 * pp. 293–302, 1982, doi:10.1016/0038-092X(82)90302-4; Duffie and Beckman eq. 2.11.1.
 * @param clearness daily clearness index K_T [-]
 * @param sunset sunset hour angle of the day [°]
 */
export function erbsDailyDiffuseFraction(clearness: number, sunset: Degrees): number {
  const k = Math.max(0, clearness);
  const fraction =
    sunset <= 81.4
      ? k < 0.715
        ? 1 - 0.2727 * k + 2.4495 * k ** 2 - 11.9514 * k ** 3 + 9.3879 * k ** 4
        : 0.143
      : k < 0.722
        ? 1 + 0.2832 * k - 2.5557 * k ** 2 + 0.8448 * k ** 3
        : 0.175;
  return Math.min(1, Math.max(0, fraction));
}
