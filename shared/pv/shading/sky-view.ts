/**
 * The share of a plane's view of a uniform (isotropic) sky that obstructions hide: the far
 * horizon, and obstacles seen from a panel.
 *
 * A direction of azimuth a and elevation e reaches a plane of tilt β and azimuth γ at the
 * incidence cosine cos θ = cos e · sin β cos(a − γ) + sin e · cos β; a uniform sky of radiance L
 * gives the plane L ∫∫ max(0, cos θ) cos e de da over the directions above the horizontal. The
 * hidden share is
 *   f = ∫∫_hidden max(0, cos θ) cos e de da / ∫∫_sky max(0, cos θ) cos e de da,
 * with the whole sky's integral π(1 + cos β)/2 (the isotropic view factor (1 + cos β)/2 times
 * π). For a flat plane under a uniform horizon of elevation e, f = sin²e.
 *
 * Computed per azimuth exactly in elevation (a primitive, below) and by the midpoint rule in
 * azimuth, the whole sky by the same rule; a direction hidden by several obstructions counts once (the callers merge the
 * hidden elevation ranges of each azimuth before integrating).
 * Source: the definition of pvlib-horizon-reference.json (../shared/fixtures), which pvlib's
 * far-horizon example applies to Perez's isotropic and horizon-band parts; the view-factor form
 * of the integral is that of J. A. Duffie and W. A. Beckman, "Solar Engineering of Thermal
 * Processes", 4th ed., Wiley, 2013, § 2.16 (sky view factor (1 + cos β)/2).
 */
import { cosd, DEG_TO_RAD, type Degrees, sind } from '../angles';
import { type HorizonProfile, horizonElevation } from './horizon';

/** Default azimuth step of the integral: its error against a 0.1° step is below 1e-5 in f. [°] */
export const SKY_VIEW_STEP_DEG = 1;

/** A plane's integrand sampled at azimuth midpoints, with what each hidden range costs. */
export interface SkyViewGrid {
  /** Number of azimuth samples (360 / step). */
  readonly count: number;
  /** Azimuth step [rad]. */
  readonly stepRad: number;
  /** Azimuth of sample i: (i + ½)·step, clockwise from north [°]. */
  readonly azimuthDeg: Float64Array;
  /** sin β cos(a − γ) of each sample [-]. */
  readonly along: Float64Array;
  /** cos β [-]. */
  readonly cosTilt: number;
  /** Lowest elevation of the sky in front of the plane at each sample, max(0, e₀) [rad]. */
  readonly lowest: Float64Array;
  /** The primitive at `lowest` of each sample [-]. */
  readonly primitiveAtLowest: Float64Array;
  /**
   * The whole sky's integral by the same rule: π(1 + cos β)/2 within 2e-5 relative (exact for a
   * flat plane), so that a skyline at 90° hides exactly all of it [-].
   */
  readonly wholeSky: number;
}

/**
 * The sampled integrand of a plane.
 * @param surfaceTilt plane tilt, 0 to 90 [°]
 * @param surfaceAzimuth plane azimuth clockwise from north [°]
 * @param stepDeg azimuth step, dividing 360 [°]
 */
export function skyViewGrid(
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  stepDeg: Degrees = SKY_VIEW_STEP_DEG,
): SkyViewGrid {
  const count = Math.round(360 / stepDeg);
  const sinTilt = sind(surfaceTilt);
  const cosTilt = cosd(surfaceTilt);
  const azimuthDeg = new Float64Array(count);
  const along = new Float64Array(count);
  const lowest = new Float64Array(count);
  const primitiveAtLowest = new Float64Array(count);
  let wholeSky = 0;
  for (let i = 0; i < count; i++) {
    azimuthDeg[i] = ((i + 0.5) * 360) / count;
    along[i] = sinTilt * cosd(azimuthDeg[i]! - surfaceAzimuth);
    // cos θ = R sin(e − e₀) with e₀ = atan2(−A, B): the plane sees elevations above e₀.
    lowest[i] = Math.max(0, Math.atan2(-along[i]!, cosTilt));
    primitiveAtLowest[i] = primitive(along[i]!, cosTilt, lowest[i]!);
    wholeSky += primitive(along[i]!, cosTilt, Math.PI / 2) - primitiveAtLowest[i]!;
  }
  const stepRad = (2 * Math.PI) / count;
  return {
    count,
    stepRad,
    azimuthDeg,
    along,
    cosTilt,
    lowest,
    primitiveAtLowest,
    wholeSky: wholeSky * stepRad,
  };
}

/**
 * ∫ (A cos e + B sin e) cos e de = A(e/2 + sin 2e/4) + B sin²e/2.
 * @param along A = sin β cos(a − γ) [-]
 * @param cosTilt B = cos β [-]
 * @param elevation e [rad]
 */
function primitive(along: number, cosTilt: number, elevation: number): number {
  const sine = Math.sin(elevation);
  return along * (elevation / 2 + (sine * Math.cos(elevation)) / 2) + (cosTilt * sine * sine) / 2;
}

/**
 * The integrand over elevations from the horizontal up to `top` at sample i (only where the
 * plane sees the sky). [-]
 * @param grid the plane's grid
 * @param i sample index
 * @param top upper elevation [rad]
 */
export function hiddenUpTo(grid: SkyViewGrid, i: number, top: number): number {
  if (!(top > grid.lowest[i]!)) return 0;
  const upper = Math.min(top, Math.PI / 2);
  return primitive(grid.along[i]!, grid.cosTilt, upper) - grid.primitiveAtLowest[i]!;
}

/**
 * {@link hiddenUpTo} for a top given by its slope tan(top) (Infinity for the zenith): one
 * arctangent, no sine or cosine, since sin e cos e = t/(1 + t²) and sin²e = t²/(1 + t²). [-]
 * @param grid the plane's grid
 * @param i sample index
 * @param slope tan of the upper elevation, ≥ 0 [-]
 */
export function hiddenUpToSlope(grid: SkyViewGrid, i: number, slope: number): number {
  const top = Math.atan(slope);
  if (!(top > grid.lowest[i]!)) return 0;
  const along = grid.along[i]!;
  if (slope === Number.POSITIVE_INFINITY)
    return (along * Math.PI) / 4 + grid.cosTilt / 2 - grid.primitiveAtLowest[i]!;
  const share = 1 / (1 + slope * slope);
  const upper = along * (top / 2 + (slope * share) / 2) + (grid.cosTilt * slope * slope * share) / 2;
  return upper - grid.primitiveAtLowest[i]!;
}

/**
 * The integrand over the elevations from `bottom` to `top` at sample i. [-]
 * @param grid the plane's grid
 * @param i sample index
 * @param bottom lower elevation [rad]
 * @param top upper elevation [rad]
 */
export function hiddenBetween(grid: SkyViewGrid, i: number, bottom: number, top: number): number {
  if (!(bottom > grid.lowest[i]!)) return hiddenUpTo(grid, i, top);
  const upper = Math.min(top, Math.PI / 2);
  if (!(upper > bottom)) return 0;
  const along = grid.along[i]!;
  return primitive(along, grid.cosTilt, upper) - primitive(along, grid.cosTilt, bottom);
}

/**
 * The skyline's elevation at each sample of a grid, bounded to [0, 90°] (a skyline below the
 * horizontal hides no sky). [rad]
 */
export function horizonTops(grid: SkyViewGrid, profile: HorizonProfile): Float64Array {
  const tops = new Float64Array(grid.count);
  for (let i = 0; i < grid.count; i++) {
    const elevation = horizonElevation(profile, grid.azimuthDeg[i]!);
    tops[i] = Math.min(Math.max(elevation, 0), 90) * DEG_TO_RAD;
  }
  return tops;
}

/**
 * Share of a plane's view of a uniform sky that a far horizon hides.
 * @param profile the horizon
 * @param surfaceTilt plane tilt [°]
 * @param surfaceAzimuth plane azimuth [°]
 * @param stepDeg azimuth step [°]
 * @returns f, 0 to 1 [-]
 *
 * @example
 * ```ts
 * // A flat plane under a uniform 10° horizon: sin²10° = 0.0301537
 * skyViewBlockedFraction(horizonProfile([[0, 10]]), 0, 180);
 * ```
 */
export function skyViewBlockedFraction(
  profile: HorizonProfile,
  surfaceTilt: Degrees,
  surfaceAzimuth: Degrees,
  stepDeg: Degrees = SKY_VIEW_STEP_DEG,
): number {
  const grid = skyViewGrid(surfaceTilt, surfaceAzimuth, stepDeg);
  const tops = horizonTops(grid, profile);
  let hidden = 0;
  for (let i = 0; i < grid.count; i++) hidden += hiddenUpTo(grid, i, tops[i]!);
  return (hidden * grid.stepRad) / grid.wholeSky;
}
