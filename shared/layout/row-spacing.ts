/**
 * Default row spacing of a drawn array: no shading at solar noon on the winter solstice
 * (the default is computed from panel size, laying method, latitude and tilt [LAY-2]).
 */
import type { Degrees } from '../pv/angles';
import { type PanelPlacement, panelFootprint } from './laying-method';
import { ceilToStep } from './rounding';

/** Solar declination at the solstices (the obliquity of the ecliptic, rounded). [°] */
export const SOLSTICE_DECLINATION_DEG = 23.44;

/**
 * Lowest sun elevation the spacing is designed for. Beyond the polar circles the noon sun on the
 * winter solstice stays below the horizon (polar night), and just inside them it grazes it, so
 * "no shade at noon" would need unbounded spacing; the design elevation is held at 5° there
 * (spacing ≤ 11.4 × the group's height). It changes nothing below 61.56° latitude. [°]
 */
export const MIN_DESIGN_SUN_ELEVATION_DEG = 5;

/** Step of the row spacing input. [m] */
export const ROW_SPACING_STEP_M = 0.1;

/**
 * Sun elevation at solar noon on the winter solstice. [°]
 *
 * @remarks
 * At solar noon the zenith angle is |φ − δ| (J. A. Duffie and W. A. Beckman, Solar Engineering
 * of Thermal Processes, 4th ed. Hoboken, NJ, USA: Wiley, 2013, §1.6, doi:10.1002/9781118671603),
 * so α = 90° − |φ − δ| with δ = −23.44° in the northern hemisphere (December) and +23.44° in the
 * southern (June). Negative during polar night.
 *
 * @param latitude - Site latitude, north positive. [°]
 * @example
 * winterSolsticeNoonElevation(30); // 36.56
 */
export function winterSolsticeNoonElevation(latitude: Degrees): Degrees {
  const declination = latitude >= 0 ? -SOLSTICE_DECLINATION_DEG : SOLSTICE_DECLINATION_DEG;
  return 90 - Math.abs(latitude - declination);
}

/**
 * Clear distance behind a group that its noon shadow on the winter solstice reaches. [m]
 *
 * @remarks
 * The group's top edge stands h = H × sin(β) above its bottom edge (H its height along the
 * slope, β the tilt); at noon its shadow falls d = h / tan(α) behind it, α the design elevation
 * max(`winterSolsticeNoonElevation`, 5°). The array is taken to face the equator; facing
 * elsewhere the shadow crosses the rows obliquely and d is an upper bound.
 *
 * @param groupSlantHeightM - H, the group's height along the slope. [m]
 * @param surfaceTilt - β. [°]
 * @param latitude - Site latitude. [°]
 */
export function noonShadowLength(groupSlantHeightM: number, surfaceTilt: Degrees, latitude: Degrees): number {
  const heightM = groupSlantHeightM * Math.sin((surfaceTilt * Math.PI) / 180);
  if (heightM <= 0) return 0;
  const elevation = Math.max(winterSolsticeNoonElevation(latitude), MIN_DESIGN_SUN_ELEVATION_DEG);
  return heightM / Math.tan((elevation * Math.PI) / 180);
}

/**
 * The default row spacing of a drawn array: the noon shadow length on the winter solstice,
 * rounded up to the input's 0.1 m step (never below 0). [m]
 *
 * @example
 * // 45° N, double row of 2.278 × 1.134 m panels at 30°: H = 2 × 1.134 + 0.02 = 2.288 m,
 * // h = 1.144 m, α = 21.56°, d = 1.144 / tan 21.56° = 2.895 m → 2.9 m
 * defaultRowSpacing({ latitude: 45, panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 3, surfaceTilt: 30 }); // 2.9
 */
export function defaultRowSpacing(placement: PanelPlacement & { latitude: Degrees }): number {
  const { groupSlantHeightM } = panelFootprint(placement);
  const shadow = noonShadowLength(groupSlantHeightM, placement.surfaceTilt, placement.latitude);
  return Math.max(ceilToStep(shadow, ROW_SPACING_STEP_M), 0);
}
