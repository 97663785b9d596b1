/**
 * The generation factor: a visible calibration factor on total generation.
 *
 * The old tool multiplied total generation by 1.1; the product keeps that as a factor a maintainer
 * can set, defaulting to 1.0 [ENG-2]: the engine's figures are physics, and any calibration must be
 * visible, never a hidden fudge.
 */

/** Default generation factor: the engine's figures unchanged. [-] */
export const DEFAULT_GENERATION_FACTOR = 1.0;

/** The factor the old tool applied [ENG-2], for a maintainer who wants to reproduce it. [-] */
export const LEGACY_GENERATION_FACTOR = 1.1;

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new RangeError(`generation factor must be a positive number, got ${factor}`);
  }
}

/**
 * Applies the generation factor to an energy figure.
 *
 * @param energyKwh - Generation from the engine. [kWh]
 * @param generationFactor - Calibration factor, default 1.0. [-]
 * @returns energyKwh × generationFactor. [kWh]
 * @throws RangeError for a factor that is not a positive number.
 *
 * @example
 * calibratedGeneration(1000, 1.1); // 1100
 */
export function calibratedGeneration(
  energyKwh: number,
  generationFactor = DEFAULT_GENERATION_FACTOR,
): number {
  assertFactor(generationFactor);
  return energyKwh * generationFactor;
}

/**
 * Applies the generation factor to a series (hourly or monthly generation) into a new array,
 * so hourly, monthly and annual figures stay consistent with each other.
 *
 * @param energyKwh - Generation series. [kWh]
 * @param generationFactor - Calibration factor, default 1.0. [-]
 * @returns A new series, each value × generationFactor. [kWh]
 *
 * @example
 * calibratedGenerationSeries(new Float64Array([1, 2]), 1.1); // Float64Array [1.1, 2.2]
 */
export function calibratedGenerationSeries(
  energyKwh: ArrayLike<number>,
  generationFactor = DEFAULT_GENERATION_FACTOR,
): Float64Array {
  assertFactor(generationFactor);
  const out = new Float64Array(energyKwh.length);
  for (let i = 0; i < out.length; i++) out[i] = energyKwh[i]! * generationFactor;
  return out;
}
