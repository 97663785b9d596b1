/**
 * Internal rate of return by bracketing: NPV(rate) is scanned for sign changes and each one
 * is closed by bisection, which cannot diverge the way Newton's method does on a flat or
 * multi-rooted NPV curve.
 */
import { discountedSum } from './present-value';

/** Lowest rate scanned: -99 %. Below it every discount factor explodes. [1/year] */
const LOWEST_RATE = -0.99;
/** Highest rate scanned: 100 000 %, far beyond any investment the tool will see. [1/year] */
const HIGHEST_RATE = 1000;
/** Grid points, evenly spaced in ln(1 + rate): about 2.5 % apart in (1 + rate). */
const SCAN_STEPS = 480;
/** Bisection stops when the bracket is this narrow. [1/year] */
const RATE_TOLERANCE = 1e-12;
const MAX_BISECTIONS = 200;

/** Rate at scan point k, evenly spaced in ln(1 + rate) from LOWEST_RATE to HIGHEST_RATE. */
function scanRate(k: number): number {
  const lnLow = Math.log1p(LOWEST_RATE);
  const lnHigh = Math.log1p(HIGHEST_RATE);
  return Math.expm1(lnLow + ((lnHigh - lnLow) * k) / SCAN_STEPS);
}

/** Root of NPV between two rates whose NPVs have opposite signs, by bisection. */
function bisect(cashFlows: ArrayLike<number>, low: number, high: number, npvLow: number): number {
  let lowRate = low;
  let highRate = high;
  let lowValue = npvLow;
  for (let i = 0; i < MAX_BISECTIONS && highRate - lowRate > RATE_TOLERANCE; i++) {
    const middle = 0.5 * (lowRate + highRate);
    const value = discountedSum(cashFlows, middle);
    if (value === 0) return middle;
    if (value < 0 === lowValue < 0) {
      lowRate = middle;
      lowValue = value;
    } else {
      highRate = middle;
    }
  }
  return 0.5 * (lowRate + highRate);
}

/**
 * Internal rate of return: the discount rate at which the net present value is zero.
 *
 * @param cashFlows - Net cash flow of years 0..N, year 0 undiscounted. [currency]
 * @returns IRR as a fraction [1/year], or undefined when NPV does not change sign between
 *   -99 % and 100 000 % (e.g. all flows of one sign: the investment never pays back) or
 *   when every flow is 0.
 *
 * @remarks
 * Solves Σ_t CF_t / (1 + IRR)^t = 0. NPV is evaluated on 480 rates evenly spaced in
 * ln(1 + r); every interval where it changes sign is narrowed by bisection to 1e-12. With
 * several roots (cash flows changing sign more than once, e.g. a loan repaid late) the root
 * closest to 0 is returned, the convention of numpy-financial's `irr`.
 * Reference: W. G. Sullivan, E. M. Wicks and C. P. Koelling, *Engineering Economy*, 16th ed.,
 * Pearson, 2015, ch. 5 "Internal rate of return method".
 *
 * @example
 * internalRateOfReturn([-100, 39, 59, 55, 20]); // 0.28095 (numpy-financial docs)
 */
export function internalRateOfReturn(cashFlows: ArrayLike<number>): number | undefined {
  if (Array.prototype.every.call(cashFlows, (value: number) => value === 0)) return undefined;
  let best: number | undefined;
  const consider = (rate: number) => {
    if (best === undefined || Math.abs(rate) < Math.abs(best)) best = rate;
  };
  let previousRate = scanRate(0);
  let previousValue = discountedSum(cashFlows, previousRate);
  if (!Number.isFinite(previousValue)) return undefined;
  if (previousValue === 0) consider(previousRate);
  for (let k = 1; k <= SCAN_STEPS; k++) {
    const rate = scanRate(k);
    const value = discountedSum(cashFlows, rate);
    if (value === 0) consider(rate);
    else if (previousValue !== 0 && value < 0 !== previousValue < 0) {
      consider(bisect(cashFlows, previousRate, rate, previousValue));
    }
    previousRate = rate;
    previousValue = value;
  }
  return best;
}
