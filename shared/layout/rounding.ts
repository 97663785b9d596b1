/**
 * Snapping lengths to the 0.1 m steps of the roof drawing form.
 */

/** Guards against binary noise such as 1.6 × 10 = 16.000000000000004 when snapping. */
const STEP_TOLERANCE = 1e-9;

/**
 * Rounds to the nearest multiple of a step, halves away from zero (1.05 → 1.1 with step 0.1).
 *
 * @param value - The length. [m]
 * @param step - The step, e.g. 0.1. [m]
 */
export function roundToStep(value: number, step: number): number {
  const steps = value / step;
  const rounded = Math.sign(steps) * Math.floor(Math.abs(steps) + 0.5 + STEP_TOLERANCE);
  return cleanDecimal(rounded * step);
}

/**
 * Rounds up to the next multiple of a step (1.5425 → 1.6 with step 0.1), leaving an exact
 * multiple as it is.
 */
export function ceilToStep(value: number, step: number): number {
  return cleanDecimal(Math.ceil(value / step - STEP_TOLERANCE) * step);
}

/** 1.6000000000000001 → 1.6: steps are decimal, so 12 significant digits are exact enough. */
function cleanDecimal(value: number): number {
  return Number(value.toPrecision(12)) || 0;
}
