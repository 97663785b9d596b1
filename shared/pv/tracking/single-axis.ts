/**
 * Single-axis trackers: the rotation that points the panels at the sun, backtracking to keep the
 * rows out of each other's shadow, the limit of the rotation, and the panels' orientation and
 * angle of incidence that follow [TRK-1] [TRK-2] [TRK-3]. docs/trackers.md states the conventions.
 *
 * The axis frame is Anderson and Mikofski's: y along the axis (azimuth γa clockwise from north,
 * tilted βa downward in that direction), x horizontal and 90° clockwise of y, z = x × y skyward.
 * The rotation θ is right-handed about y: with a north-south axis (γa = 180°) a positive θ turns
 * the panels toward the west, a negative one toward the east, θ = 0 lays them in the plane of the
 * axis. The panels' normal is n = cos θ·ẑ + sin θ·x̂.
 *
 * Sources: K. Anderson and M. Mikofski, "Slope-Aware Backtracking for Single-Axis Trackers",
 * NREL/TP-5K00-76626, 2020, doi:10.2172/1660126 (the frame, eqs. 4-5; the backtracking, eq. 14);
 * W. F. Marion and A. P. Dobos, "Rotation Angle for the Optimum Tracking of One-Axis Trackers",
 * NREL/TP-6A20-58891, 2013, doi:10.2172/1089596 (the surface tilt and azimuth of a rotated panel).
 */
import { cosd, type Degrees, RAD_TO_DEG, sind, wrap360 } from '../angles';

/** A single-axis tracker's geometry [TRK-1]. */
export interface SingleAxisTracker {
  kind: 'single-axis';
  /** Azimuth of the axis clockwise from north; 180 = a north-south axis [°]. */
  axisAzimuth: Degrees;
  /** Tilt of the axis from horizontal, downward toward `axisAzimuth` [°]. */
  axisTilt: Degrees;
  /** Largest rotation either way from θ = 0 [°]. */
  maxAngle: Degrees;
  /** Ground coverage ratio: collector width over axis-to-axis spacing [-]. */
  gcr: number;
  /** Whether the tracker backtracks to avoid row-to-row shading. */
  backtrack: boolean;
  /** Cross-axis slope of the ground, right-handed about the axis; default 0 [°]. */
  crossAxisTilt?: Degrees;
}

/**
 * Checks a tracker; the reason it cannot be used, or undefined when it can.
 * @param tracker the geometry to check
 */
export function singleAxisTrackerProblem(tracker: SingleAxisTracker): string | undefined {
  const within = (value: number, low: number, high: number) =>
    Number.isFinite(value) && value >= low && value <= high;
  if (!within(tracker.axisAzimuth, 0, 360))
    return `axis azimuth must be in [0, 360]°, got ${tracker.axisAzimuth}`;
  if (!within(tracker.axisTilt, -89, 89)) return `axis tilt must be in [-89, 89]°, got ${tracker.axisTilt}`;
  if (!within(tracker.maxAngle, 0, 90)) return `maximum angle must be in [0, 90]°, got ${tracker.maxAngle}`;
  if (!(within(tracker.gcr, 0, 1) && tracker.gcr > 0)) return `gcr must be in (0, 1], got ${tracker.gcr}`;
  const cross = tracker.crossAxisTilt ?? 0;
  if (!within(cross, -60, 60)) return `cross-axis tilt must be in [-60, 60]°, got ${cross}`;
  return undefined;
}

/** The axis frame's unit vectors x̂ and ẑ (east, north, up components) [-]. */
export interface AxisVectors {
  /** x̂: horizontal, 90° clockwise of the axis. */
  xEast: number;
  xNorth: number;
  /** ẑ: normal to the axis and to x̂, skyward (the panels' normal at θ = 0). */
  zEast: number;
  zNorth: number;
  zUp: number;
}

/** The axis frame and the tracker's constants. */
export interface AxisFrame extends AxisVectors {
  maxAngle: Degrees;
  gcr: number;
  backtrack: boolean;
  crossAxisTilt: Degrees;
}

/**
 * The axis frame of a tracker.
 * @throws Error when the tracker is unusable ({@link singleAxisTrackerProblem})
 */
export function axisFrame(tracker: SingleAxisTracker): AxisFrame {
  const problem = singleAxisTrackerProblem(tracker);
  if (problem) throw new Error(`invalid single-axis tracker: ${problem}`);
  const cosAzimuth = cosd(tracker.axisAzimuth);
  const sinAzimuth = sind(tracker.axisAzimuth);
  const cosTilt = cosd(tracker.axisTilt);
  const sinTilt = sind(tracker.axisTilt);
  return {
    xEast: cosAzimuth,
    xNorth: -sinAzimuth,
    zEast: sinAzimuth * sinTilt,
    zNorth: cosAzimuth * sinTilt,
    zUp: cosTilt,
    maxAngle: tracker.maxAngle,
    gcr: tracker.gcr,
    backtrack: tracker.backtrack,
    crossAxisTilt: tracker.crossAxisTilt ?? 0,
  };
}

/**
 * The rotation that puts the sun in the plane of the panels' normal and the axis (true
 * tracking): the sun's zenith projected onto the plane across the axis.
 * @remarks θT = atan2(s·x̂, s·ẑ), Anderson and Mikofski eqs. 4-5.
 * @param sunEast sun unit vector, east component [-]
 * @param sunNorth north component [-]
 * @param sunUp up component, cos z [-]
 * @returns θT [°], in (−180, 180]
 */
export function idealRotation(frame: AxisFrame, sunEast: number, sunNorth: number, sunUp: number): Degrees {
  const across = sunEast * frame.xEast + sunNorth * frame.xNorth;
  const height = sunEast * frame.zEast + sunNorth * frame.zNorth + sunUp * frame.zUp;
  return Math.atan2(across, height) * RAD_TO_DEG;
}

/**
 * The rotation backtracking chooses: the ideal one, turned back toward θ = 0 just enough that
 * a row's shadow ends at the foot of the next row, when it would otherwise fall on it.
 * @remarks Anderson and Mikofski eq. 14: with x = |cos(θT − βc)| / (GCR·cos βc), the rows shade
 * each other while x < 1, and then θ = θT − sgn(θT)·acos(x); else θ = θT.
 * @param ideal true-tracking rotation θT [°]
 * @param gcr ground coverage ratio [-]
 * @param crossAxisTilt cross-axis slope βc [°]
 * @returns θ before the rotation limit [°]
 */
export function backtrackRotation(ideal: Degrees, gcr: number, crossAxisTilt: Degrees): Degrees {
  const x = Math.abs(cosd(ideal - crossAxisTilt)) / (gcr * cosd(crossAxisTilt));
  if (!(x < 1)) return ideal;
  return ideal - Math.sign(ideal) * Math.acos(x) * RAD_TO_DEG;
}

/**
 * The tracker's rotation for one sun position: ideal, backtracked when the tracker backtracks,
 * then held within ±maxAngle [TRK-2].
 * @returns θ [°]; NaN with the sun below the horizon (sunUp < 0), as pvlib.tracking.singleaxis
 */
export function trackerRotation(frame: AxisFrame, sunEast: number, sunNorth: number, sunUp: number): Degrees {
  if (!(sunUp >= 0)) return Number.NaN;
  const ideal = idealRotation(frame, sunEast, sunNorth, sunUp);
  const theta = frame.backtrack ? backtrackRotation(ideal, frame.gcr, frame.crossAxisTilt) : ideal;
  return Math.min(Math.max(theta, -frame.maxAngle), frame.maxAngle);
}

/** The panels' unit normal (east, north, up) at rotation θ [-]. */
export interface SurfaceNormal {
  east: number;
  north: number;
  up: number;
}

/**
 * The panels' normal at rotation θ: n = cos θ·ẑ + sin θ·x̂.
 * @param theta rotation [°]
 */
export function surfaceNormal(frame: AxisVectors, theta: Degrees): SurfaceNormal {
  const cosTheta = cosd(theta);
  const sinTheta = sind(theta);
  return {
    east: cosTheta * frame.zEast + sinTheta * frame.xEast,
    north: cosTheta * frame.zNorth + sinTheta * frame.xNorth,
    up: cosTheta * frame.zUp,
  };
}

/**
 * The panels' tilt and azimuth at rotation θ (Marion and Dobos): tilt = acos(n_up), azimuth the
 * horizontal direction of n clockwise from north; a horizontal panel takes axisAzimuth − 90°,
 * as pvlib does.
 * @param theta rotation [°]
 * @param axisAzimuth the axis azimuth, for a horizontal panel [°]
 * @returns surface tilt [°] in [0, 180] and azimuth [°] in [0, 360)
 */
export function surfaceOrientation(
  frame: AxisVectors,
  theta: Degrees,
  axisAzimuth: Degrees,
): { surfaceTilt: Degrees; surfaceAzimuth: Degrees } {
  return orientationOfNormal(surfaceNormal(frame, theta), axisAzimuth);
}

/**
 * The tilt and azimuth of a plane from its unit normal ({@link surfaceOrientation}).
 * @param normal the panels' unit normal [-]
 * @param axisAzimuth the azimuth a horizontal plane takes: axisAzimuth − 90° [°]
 */
export function orientationOfNormal(
  normal: SurfaceNormal,
  axisAzimuth: Degrees,
): { surfaceTilt: Degrees; surfaceAzimuth: Degrees } {
  const surfaceTilt = Math.acos(Math.min(Math.max(normal.up, -1), 1)) * RAD_TO_DEG;
  const surfaceAzimuth =
    surfaceTilt === 0 ? axisAzimuth - 90 : Math.atan2(normal.east, normal.north) * RAD_TO_DEG;
  return { surfaceTilt, surfaceAzimuth: wrap360(surfaceAzimuth) };
}

/** Sun unit vectors of a series of records (east, north, up) [-]. */
export interface SunVectorSeries {
  sunEast: Float64Array;
  sunNorth: Float64Array;
  sunUp: Float64Array;
}

/** A tracker's angles per record [TRK-3]; NaN with the sun below the horizon. */
export interface TrackerAngles {
  /** Rotation θ [°]. */
  trackerTheta: Float64Array;
  /** Tilt of the panels from horizontal [°]. */
  surfaceTilt: Float64Array;
  /** Azimuth the panels face, clockwise from north [°]. */
  surfaceAzimuth: Float64Array;
  /** Angle of incidence of the beam on the panels [°]. */
  aoi: Float64Array;
}

/**
 * The tracker's angles for every record of a sun series, as pvlib.tracking.singleaxis gives
 * them (NaN where the sun's apparent zenith exceeds 90°) [TRK-3].
 * @param sun sun unit vectors per record (a SunPositions, or a transposition basis)
 * @param tracker the tracker
 * @throws Error when the tracker is unusable ({@link singleAxisTrackerProblem})
 *
 * @example
 * ```ts
 * const sun = computeSunPositions(weather);
 * const angles = singleAxisAngles(sun, { kind: 'single-axis', axisAzimuth: 180, axisTilt: 0,
 *   maxAngle: 60, gcr: 0.35, backtrack: true });
 * angles.trackerTheta[12]; // [°], positive toward the west
 * ```
 */
export function singleAxisAngles(sun: SunVectorSeries, tracker: SingleAxisTracker): TrackerAngles {
  const frame = axisFrame(tracker);
  const n = sun.sunUp.length;
  const angles: TrackerAngles = {
    trackerTheta: new Float64Array(n).fill(Number.NaN),
    surfaceTilt: new Float64Array(n).fill(Number.NaN),
    surfaceAzimuth: new Float64Array(n).fill(Number.NaN),
    aoi: new Float64Array(n).fill(Number.NaN),
  };
  for (let i = 0; i < n; i++) {
    const east = sun.sunEast[i]!;
    const north = sun.sunNorth[i]!;
    const up = sun.sunUp[i]!;
    const theta = trackerRotation(frame, east, north, up);
    if (Number.isNaN(theta)) continue;
    const normal = surfaceNormal(frame, theta);
    const surface = orientationOfNormal(normal, tracker.axisAzimuth);
    const cosAoi = east * normal.east + north * normal.north + up * normal.up;
    angles.trackerTheta[i] = theta;
    angles.surfaceTilt[i] = surface.surfaceTilt;
    angles.surfaceAzimuth[i] = surface.surfaceAzimuth;
    angles.aoi[i] = Math.acos(Math.min(Math.max(cosAoi, -1), 1)) * RAD_TO_DEG;
  }
  return angles;
}
