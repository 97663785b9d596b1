/**
 * Far-horizon shading of one plane over a weather series.
 *
 * In each record the beam and Perez's circumsolar part count only while the sun's apparent
 * elevation is above the skyline at the sun's azimuth (strictly); Perez's isotropic and
 * horizon-band parts lose the share f of the plane's sky view that the horizon hides
 * (sky-view.ts); the ground-reflected part is unchanged:
 *   shaded = visible·(beam + circumsolar) + (1 − f)·(isotropic + horizon band) + ground.
 * Source: pvlib's far-horizon example (docs/examples/shading/
 * plot_simple_irradiance_adjustment_for_horizon_shading.py: beam and circumsolar hidden by
 * the horizon, the isotropic sky by its view share) and the conventions of
 * pvlib-horizon-reference.json.
 */
import type { PlaneGeometry } from '../irradiance/transposition-basis';
import { type MonthlyAnnual, toMonthlyAnnual } from '../monthly-sums';
import { type HorizonProfile, horizonElevation } from './horizon';
import {
  emptyPlaneComponents,
  planeComponents,
  type SkyHours,
  type SunVectors,
  sunAzimuth,
  sunElevation,
} from './sky-hours';
import { skyViewBlockedFraction } from './sky-view';

/** A plane's year under a far horizon. Irradiation [kWh/m²]. */
export interface HorizonShadingResult {
  /** Plane-of-array irradiation without the horizon. */
  unshaded: MonthlyAnnual;
  /** Plane-of-array irradiation with the horizon. */
  poa: MonthlyAnnual;
  /** Beam and circumsolar irradiation hidden with the sun. */
  beamLoss: number;
  /** Isotropic and horizon-band irradiation hidden by the skyline. */
  diffuseLoss: number;
  /** f, the share of the plane's uniform-sky view the horizon hides [-]. */
  skyViewBlockedFraction: number;
  /** Time the sun is hidden while the plane would get beam [h]. */
  blockedSunHours: number;
}

/**
 * Whether the sun clears the skyline in each record: its apparent elevation strictly above the
 * horizon's elevation at its azimuth.
 * @param hours sun vectors of the records
 * @param profile the horizon
 * @returns 1 where the sun is visible, 0 where hidden, per record k < hours.count
 */
export function sunAboveHorizon(hours: SunVectors, profile: HorizonProfile): Uint8Array {
  const visible = new Uint8Array(hours.count);
  for (let k = 0; k < hours.count; k++) {
    const skyline = horizonElevation(profile, sunAzimuth(hours, k));
    visible[k] = sunElevation(hours, k) > skyline ? 1 : 0;
  }
  return visible;
}

/**
 * A plane's irradiation over the records with and without a far horizon.
 * @param hours the hourly inputs (a TranspositionBasis)
 * @param plane the plane
 * @param profile the horizon
 *
 * @example
 * ```ts
 * const basis = transpositionBasisFor(weather, sun, { model: 'perez', albedo: 0.2 });
 * horizonShading(basis, planeGeometry(30, 180), horizonProfile(points)).poa.annual; // kWh/m²
 * ```
 */
export function horizonShading(
  hours: SkyHours,
  plane: PlaneGeometry,
  profile: HorizonProfile,
): HorizonShadingResult {
  const blocked = skyViewBlockedFraction(profile, plane.surfaceTilt, plane.surfaceAzimuth);
  const visible = sunAboveHorizon(hours, profile);
  const unshaded = new Float64Array(12);
  const shaded = new Float64Array(12);
  const part = emptyPlaneComponents();
  let beamLoss = 0;
  let diffuseLoss = 0;
  let blockedRecords = 0;
  for (let k = 0; k < hours.count; k++) {
    const { beam, circumsolar, uniformSky, ground } = planeComponents(hours, k, plane, part);
    const month = hours.month[k]!;
    const whole = beam + circumsolar + uniformSky + ground;
    const hiddenSky = blocked * uniformSky;
    const hiddenBeam = visible[k] ? 0 : beam + circumsolar;
    if (!visible[k] && beam > 0) blockedRecords++;
    unshaded[month] = unshaded[month]! + whole;
    shaded[month] = shaded[month]! + whole - hiddenBeam - hiddenSky;
    beamLoss += hiddenBeam;
    diffuseLoss += hiddenSky;
  }
  const toKwh = hours.intervalHours / 1000;
  return {
    unshaded: toMonthlyAnnual(unshaded, toKwh),
    poa: toMonthlyAnnual(shaded, toKwh),
    beamLoss: beamLoss * toKwh,
    diffuseLoss: diffuseLoss * toKwh,
    skyViewBlockedFraction: blocked,
    blockedSunHours: blockedRecords * hours.intervalHours,
  };
}
