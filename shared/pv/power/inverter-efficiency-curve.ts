/**
 * Inverter efficiency curve built from the two figures every datasheet (and the catalogue)
 * gives: maximum efficiency and European efficiency.
 *
 * Method: the inverter's losses are modelled as a no-load part, a part linear in the output
 * and an ohmic part (Schmidt and Sauer 1996):
 *   P_loss = P_ac,r · (s + l·p + q·p²),  p = P_ac / P_ac,r,  η(p) = p / (p + s + l·p + q·p²).
 * The efficiency peaks at p_peak = √(s/q) with 1/η_max = 1 + l + 2√(s q). Writing a = 2√(s q) and
 * fixing p_peak, 1/η(p) = 1/η_max + a·(p_peak/(2p) + p/(2p_peak) − 1), which is increasing in a for every p,
 * so the European average Σ wᵢ η(pᵢ) falls monotonically from η_max (a = 0) as a grows. The fit
 * takes p_peak = 0.4 (inverters typically peak at 30-50 % load) and solves a by bisection so that the
 * weighted average equals the European efficiency. If even a = 1/η_max − 1 (no linear term)
 * cannot bring it that low, p_peak is moved up until it does.
 *
 * Sources: H. Schmidt and D. U. Sauer, "Wechselrichter-Wirkungsgrade: Praxisgerechte
 * Modellierung und Abschätzung", Sonnenenergie, no. 4, pp. 43–47, 1996; European efficiency
 * weights of EN 50530:2010 (η_EU = 0.03 η5% + 0.06 η10% + 0.13 η20% + 0.10 η30% + 0.48 η50%
 * + 0.20 η100%).
 */

/** Load fractions (of rated AC output) and weights of the European efficiency. */
export const EUROPEAN_EFFICIENCY_WEIGHTS: readonly (readonly [number, number])[] = [
  [0.05, 0.03],
  [0.1, 0.06],
  [0.2, 0.13],
  [0.3, 0.1],
  [0.5, 0.48],
  [1, 0.2],
];

/** Load at which the fitted curve peaks, unless the fit must move it. [-] */
const PEAK_LOAD = 0.4;

/** Loss coefficients, per unit of rated AC power. */
export interface InverterLossCoefficients {
  /** No-load loss s [-]. */
  selfConsumption: number;
  /** Loss linear in the output l [-]. */
  linear: number;
  /** Ohmic loss q [-]. */
  quadratic: number;
}

/**
 * Efficiency at a fraction of rated output.
 * @param load p = P_ac / P_ac,r [-]
 * @returns η [-]
 */
export function inverterEfficiencyAt(coefficients: InverterLossCoefficients, load: number): number {
  if (!(load > 0)) return 0;
  const loss =
    coefficients.selfConsumption + coefficients.linear * load + coefficients.quadratic * load * load;
  return load / (load + loss);
}

/** European efficiency of a curve (weighted average at the EN 50530 loads). */
export function europeanEfficiency(coefficients: InverterLossCoefficients): number {
  let sum = 0;
  for (const [load, weight] of EUROPEAN_EFFICIENCY_WEIGHTS)
    sum += weight * inverterEfficiencyAt(coefficients, load);
  return sum;
}

function coefficientsFor(maxEfficiency: number, a: number, peakLoad: number): InverterLossCoefficients {
  return {
    selfConsumption: (a * peakLoad) / 2,
    linear: 1 / maxEfficiency - 1 - a,
    quadratic: a / (2 * peakLoad),
  };
}

/** Bisection for a decreasing function f on [low, high]: the x where f(x) = target. */
function bisectDecreasing(f: (x: number) => number, target: number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  for (let iteration = 0; iteration < 100; iteration++) {
    const mid = 0.5 * (lo + hi);
    if (f(mid) > target) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/**
 * Fits the loss coefficients to a datasheet's maximum and European efficiency (method above).
 * @param maxEfficiency η_max [-], e.g. 0.986
 * @param europeanEfficiencyTarget η_EU [-], e.g. 0.983; a value at or above η_max gives a flat curve
 * @returns loss coefficients whose curve peaks at η_max and averages η_EU
 * @throws Error when an efficiency is not in (0, 1]
 */
export function fitInverterLossCoefficients(
  maxEfficiency: number,
  europeanEfficiencyTarget: number,
): InverterLossCoefficients {
  for (const value of [maxEfficiency, europeanEfficiencyTarget]) {
    if (!(value > 0 && value <= 1)) throw new Error(`inverter efficiency must be in (0, 1], got ${value}`);
  }
  const aMax = 1 / maxEfficiency - 1;
  if (europeanEfficiencyTarget >= maxEfficiency || aMax === 0)
    return coefficientsFor(maxEfficiency, 0, PEAK_LOAD);
  const atPeak = (a: number) => europeanEfficiency(coefficientsFor(maxEfficiency, a, PEAK_LOAD));
  if (atPeak(aMax) <= europeanEfficiencyTarget) {
    return coefficientsFor(
      maxEfficiency,
      bisectDecreasing(atPeak, europeanEfficiencyTarget, 0, aMax),
      PEAK_LOAD,
    );
  }
  // Even with all losses in the no-load and ohmic parts the curve is too flat: peak later.
  const withPeak = (logPeak: number) =>
    europeanEfficiency(coefficientsFor(maxEfficiency, aMax, Math.exp(logPeak)));
  const logPeak = bisectDecreasing(withPeak, europeanEfficiencyTarget, Math.log(PEAK_LOAD), Math.log(50));
  return coefficientsFor(maxEfficiency, aMax, Math.exp(logPeak));
}

/**
 * AC output for a DC input on a fitted curve, clipped at the rated AC power.
 * @remarks Solves x = p + s + l p + q p² for p, x = P_dc / P_ac,r (the DC input per unit of
 * rated AC power): p = 2(x − s) / ((1 + l) + √((1 + l)² + 4 q (x − s))); 0 while x ≤ s
 * (the inverter does not start); then P_ac = min(p, 1) · P_ac,r.
 * @param dcPower DC input [W]
 * @param ratedAcPower rated AC output [W]
 * @returns AC power [W]
 */
export function acPowerFromLossCoefficients(
  dcPower: number,
  ratedAcPower: number,
  coefficients: InverterLossCoefficients,
): number {
  return Math.min(loadOnCurve(dcPower, ratedAcPower, coefficients), 1) * ratedAcPower;
}

/**
 * {@link acPowerFromLossCoefficients} without the clipping at the rated AC power: the conversion
 * alone, so that the loss waterfall can tell the conversion loss from the clipping.
 * @returns p · P_ac,r [W]
 */
export function unclippedAcPowerFromLossCoefficients(
  dcPower: number,
  ratedAcPower: number,
  coefficients: InverterLossCoefficients,
): number {
  return loadOnCurve(dcPower, ratedAcPower, coefficients) * ratedAcPower;
}

/** The AC output per unit of rated power p for a DC input, unclipped (0 while x ≤ s). [-] */
function loadOnCurve(dcPower: number, ratedAcPower: number, coefficients: InverterLossCoefficients): number {
  const surplus = dcPower / ratedAcPower - coefficients.selfConsumption;
  if (!(surplus > 0)) return 0;
  const b = 1 + coefficients.linear;
  return (2 * surplus) / (b + Math.sqrt(b * b + 4 * coefficients.quadratic * surplus));
}
