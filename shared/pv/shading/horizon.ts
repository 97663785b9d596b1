/**
 * A far-horizon profile: the elevation of the skyline (hills, distant buildings) against
 * azimuth, as PVGIS's horizon service and pvlib's `pvlib.iotools.get_pvgis_horizon` give it.
 *
 * Between two points the elevation is linear in azimuth, and the last point joins the first
 * across north (numpy.interp(azimuth mod 360, azimuths, elevations, period=360), the convention
 * of pvlib's horizon example and of ../shared/fixtures' pvlib-horizon-reference.json).
 */
import { type Degrees, wrap360 } from '../angles';

/** A horizon profile with its points in ascending azimuth. */
export interface HorizonProfile {
  /** Azimuth of each point, clockwise from north, ascending in [0, 360) [°]. */
  readonly azimuth: Float64Array;
  /** Elevation of the skyline above the horizontal at each point, −90 to 90 [°]. */
  readonly elevation: Float64Array;
}

/** A profile point: [azimuth clockwise from north [°], elevation [°]]. */
export type HorizonPoint = readonly [azimuth: Degrees, elevation: Degrees];

/** Largest number of points a profile may have (PVGIS gives 48, a survey a few hundred). */
export const MAX_HORIZON_POINTS = 3600;

/**
 * The reason a list of points is not a usable profile, or undefined when it is.
 * @param points [azimuth, elevation] pairs [°]
 */
export function horizonProblem(points: readonly HorizonPoint[]): string | undefined {
  if (points.length === 0) return 'the horizon has no points';
  if (points.length > MAX_HORIZON_POINTS) return `the horizon has more than ${MAX_HORIZON_POINTS} points`;
  for (const [i, [azimuth, elevation]] of points.entries()) {
    if (!Number.isFinite(azimuth)) return `point ${i + 1}: azimuth must be a number, got ${azimuth}`;
    if (!(Number.isFinite(elevation) && elevation >= -90 && elevation <= 90))
      return `point ${i + 1}: elevation must be a number in [-90, 90], got ${elevation}`;
  }
  return undefined;
}

/**
 * Builds a profile: azimuths wrapped into [0, 360) and sorted; of points with the same wrapped
 * azimuth (PVGIS lists both 0° and 360°) the first given is kept.
 * @param points [azimuth, elevation] pairs [°]
 * @throws Error when the points are unusable ({@link horizonProblem})
 *
 * @example
 * ```ts
 * const profile = horizonProfile([[0, 10], [90, 0], [180, 5], [270, 0]]);
 * horizonElevation(profile, 315); // 5: halfway from 0° at 270° to 10° at 360°
 * ```
 */
export function horizonProfile(points: readonly HorizonPoint[]): HorizonProfile {
  const problem = horizonProblem(points);
  if (problem) throw new Error(`invalid horizon: ${problem}`);
  const sorted = points
    .map(([azimuth, elevation], order) => ({ azimuth: wrap360(azimuth), elevation, order }))
    .sort((a, b) => a.azimuth - b.azimuth || a.order - b.order)
    .filter((point, i, all) => i === 0 || point.azimuth !== all[i - 1]!.azimuth);
  return {
    azimuth: Float64Array.from(sorted, (p) => p.azimuth),
    elevation: Float64Array.from(sorted, (p) => p.elevation),
  };
}

/**
 * The skyline's elevation at an azimuth, linear between the profile's points and across north.
 * @param profile the horizon
 * @param azimuth any azimuth, clockwise from north [°]
 * @returns elevation of the skyline [°]
 */
export function horizonElevation(profile: HorizonProfile, azimuth: Degrees): Degrees {
  const { azimuth: az, elevation: el } = profile;
  const n = az.length;
  const a = wrap360(azimuth);
  if (n === 1) return el[0]!;
  // The first point at or after a (binary search); n when a lies after the last point.
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (az[mid]! < a) lo = mid + 1;
    else hi = mid;
  }
  if (lo < n && az[lo] === a) return el[lo]!;
  const after = lo % n;
  const before = (lo + n - 1) % n;
  const start = lo === 0 ? az[n - 1]! - 360 : az[before]!;
  const end = lo === n ? az[0]! + 360 : az[after]!;
  const share = (a - start) / (end - start);
  return el[before]! + share * (el[after]! - el[before]!);
}

/**
 * Reads the two-column CSV `horizon_azimuth,horizon_elevation` (degrees, azimuth clockwise from
 * north), the layout of pvlib's sample PVGIS horizon; blank lines are skipped.
 * @param text the file's text
 * @returns the points, in file order
 * @throws Error naming the line when the header or a row is wrong
 */
export function parseHorizonCsv(text: string): HorizonPoint[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0]?.trim().toLowerCase().replace(/\s+/g, '');
  if (header !== 'horizon_azimuth,horizon_elevation')
    throw new Error(
      `line 1: expected the header 'horizon_azimuth,horizon_elevation', got '${lines[0] ?? ''}'`,
    );
  const points: HorizonPoint[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const cells = line.split(',');
    const numbers = cells.map((cell) => (cell.trim() === '' ? Number.NaN : Number(cell)));
    if (cells.length !== 2 || numbers.some((x) => !Number.isFinite(x)))
      throw new Error(`line ${i + 1}: expected two numbers 'azimuth,elevation', got '${line}'`);
    points.push([numbers[0]!, numbers[1]!]);
  }
  const problem = horizonProblem(points);
  if (problem) throw new Error(problem);
  return points;
}
