/**
 * Best tilt, best azimuth, and best tilt-azimuth pair: the orientation with the largest annual
 * plane-of-array irradiation, found by a coarse grid then golden-section refinement on the
 * cached per-hour terms (one evaluation = one pass over the daylight hours).
 *
 * Azimuths are clockwise from north in [0, 360); in the southern hemisphere the best azimuth
 * is near north and may come out as e.g. 359.4 or 0.8. The whole circle is searched, so
 * nothing assumes the hemisphere.
 */
import { type Degrees, wrap360 } from '../angles';
import {
  annualPoaGlobal,
  planeGeometry,
  type TranspositionBasis,
  type TranspositionOptions,
  transpositionBasisFor,
} from '../irradiance/transposition-basis';
import type { SunPositions } from '../solar-position/sun-positions';
import type { HourlyWeather } from '../weather/types';
import { goldenSectionMaximum } from './golden-section';

/** An orientation and its annual plane-of-array irradiation. */
export interface OrientationResult {
  /** [°] */
  surfaceTilt: Degrees;
  /** Clockwise from north [°], [0, 360). */
  surfaceAzimuth: Degrees;
  /** Annual plane-of-array irradiation [kWh/m²]. */
  poaAnnual: number;
  /** Planes evaluated. */
  evaluations: number;
}

/** Search settings. */
export interface OrientationSearchOptions {
  /** Width of the final bracket [°]; default 0.01. */
  tolerance?: number;
}

const TILT_MAX = 90;
const COARSE_TILT_STEP = 10;
const COARSE_AZIMUTH_STEP = 15;
const REFINEMENT_ROUNDS = 4;

function poaAt(basis: TranspositionBasis, tilt: number, azimuth: number): number {
  return annualPoaGlobal(basis, planeGeometry(tilt, wrap360(azimuth)));
}

/**
 * Best tilt for a given azimuth (spec getBestTilt).
 * @param basis transposition terms of the site-year
 * @param surfaceAzimuth [°]
 */
export function bestTilt(
  basis: TranspositionBasis,
  surfaceAzimuth: Degrees,
  options: OrientationSearchOptions = {},
): OrientationResult {
  const step = 5;
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let tilt = 0; tilt <= TILT_MAX; tilt += step) {
    const value = poaAt(basis, tilt, surfaceAzimuth);
    if (value > bestValue) [best, bestValue] = [tilt, value];
  }
  const refined = goldenSectionMaximum(
    (tilt) => poaAt(basis, tilt, surfaceAzimuth),
    Math.max(0, best - step),
    Math.min(TILT_MAX, best + step),
    options.tolerance ?? 0.01,
  );
  const pick =
    refined.value >= bestValue ? { tilt: refined.x, value: refined.value } : { tilt: best, value: bestValue };
  return {
    surfaceTilt: pick.tilt,
    surfaceAzimuth: wrap360(surfaceAzimuth),
    poaAnnual: pick.value,
    evaluations: TILT_MAX / step + 1 + refined.evaluations,
  };
}

/**
 * Best azimuth for a given tilt (spec getBestAzimuth).
 * @param basis transposition terms of the site-year
 * @param surfaceTilt [°]
 */
export function bestAzimuth(
  basis: TranspositionBasis,
  surfaceTilt: Degrees,
  options: OrientationSearchOptions = {},
): OrientationResult {
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let azimuth = 0; azimuth < 360; azimuth += COARSE_AZIMUTH_STEP) {
    const value = poaAt(basis, surfaceTilt, azimuth);
    if (value > bestValue) [best, bestValue] = [azimuth, value];
  }
  const refined = goldenSectionMaximum(
    (azimuth) => poaAt(basis, surfaceTilt, azimuth),
    best - COARSE_AZIMUTH_STEP,
    best + COARSE_AZIMUTH_STEP,
    options.tolerance ?? 0.01,
  );
  const pick =
    refined.value >= bestValue ? { az: refined.x, value: refined.value } : { az: best, value: bestValue };
  return {
    surfaceTilt,
    surfaceAzimuth: wrap360(pick.az),
    poaAnnual: pick.value,
    evaluations: 360 / COARSE_AZIMUTH_STEP + refined.evaluations,
  };
}

/**
 * Best tilt and azimuth together.
 * @remarks A 10° × 15° grid over tilt 0-90° and the whole azimuth circle finds the region of
 * the maximum; alternate golden-section searches on tilt and azimuth, with brackets shrinking
 * from the grid steps by 4× per round, then converge to `tolerance`. The annual irradiation is
 * smooth and flat near the optimum (within 0.5 % over ±6° of tilt), so the result matches a
 * 1-degree brute force to well under 0.1 % (tested) at about 1/50 of its cost.
 * @param basis transposition terms of the site-year
 */
export function bestOrientation(
  basis: TranspositionBasis,
  options: OrientationSearchOptions = {},
): OrientationResult {
  const tolerance = options.tolerance ?? 0.01;
  let tilt = 0;
  let azimuth = 180;
  let value = Number.NEGATIVE_INFINITY;
  let evaluations = 0;
  for (let t = 0; t <= TILT_MAX; t += COARSE_TILT_STEP) {
    for (let a = 0; a < 360; a += COARSE_AZIMUTH_STEP) {
      const v = poaAt(basis, t, a);
      evaluations++;
      if (v > value) [tilt, azimuth, value] = [t, a, v];
      if (t === 0) break; // a horizontal plane has no azimuth
    }
  }
  let tiltHalfWidth = COARSE_TILT_STEP;
  let azimuthHalfWidth = COARSE_AZIMUTH_STEP;
  for (let round = 0; round < REFINEMENT_ROUNDS; round++) {
    const t = goldenSectionMaximum(
      (x) => poaAt(basis, x, azimuth),
      Math.max(0, tilt - tiltHalfWidth),
      Math.min(TILT_MAX, tilt + tiltHalfWidth),
      tolerance,
    );
    if (t.value >= value) [tilt, value] = [t.x, t.value];
    const a = goldenSectionMaximum(
      (x) => poaAt(basis, tilt, x),
      azimuth - azimuthHalfWidth,
      azimuth + azimuthHalfWidth,
      tolerance,
    );
    if (a.value >= value) [azimuth, value] = [a.x, a.value];
    evaluations += t.evaluations + a.evaluations;
    tiltHalfWidth /= 4;
    azimuthHalfWidth /= 4;
  }
  return { surfaceTilt: tilt, surfaceAzimuth: wrap360(azimuth), poaAnnual: value, evaluations };
}

/**
 * Best orientation of a site from its weather (builds or reuses the transposition terms).
 * @param weather hourly weather
 * @param sun sun positions of the same weather
 * @param options transposition model (default Perez), albedo (default 0.2), tolerance
 */
export function optimumOrientation(
  weather: HourlyWeather,
  sun: SunPositions,
  options: TranspositionOptions & OrientationSearchOptions = {},
): OrientationResult {
  return bestOrientation(transpositionBasisFor(weather, sun, options), options);
}
