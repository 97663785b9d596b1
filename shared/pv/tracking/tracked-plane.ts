/**
 * The plane-of-array irradiance of a single-axis tracker: the site-year's transposition
 * (transposition-basis.ts, whose sky terms do not depend on the plane) evaluated with the
 * tracker's plane of each record instead of one fixed plane [TRK-4].
 *
 * At night the angles are NaN (single-axis.ts, as pvlib); the records that still carry
 * irradiance with the sun below the horizon (twilight in hourly means) take the stowed plane,
 * θ = 0, so their diffuse light counts as it does on a fixed plane.
 */
import { tand } from '../angles';
import {
  type PlaneGeometry,
  type PoaIrradiation,
  poaIrradiationOfSums,
} from '../irradiance/transposition-basis';
import { emptyPlaneComponents, planeComponents, type SkyHours } from '../shading/sky-hours';
import {
  axisFrame,
  orientationOfNormal,
  type SingleAxisTracker,
  surfaceNormal,
  trackerRotation,
} from './single-axis';

/** The tracker's plane for each kept record of a basis (index k < count). */
export interface TrackedPlanes {
  readonly count: number;
  /** Rotation θ, 0 (stowed) with the sun below the horizon [°]. */
  readonly trackerTheta: Float64Array;
  /** Surface tilt [°]. */
  readonly surfaceTilt: Float64Array;
  /** Surface azimuth clockwise from north [°]. */
  readonly surfaceAzimuth: Float64Array;
  /** cos β = the normal's up component [-]. */
  readonly cosTilt: Float64Array;
  /** sin β = the normal's horizontal length [-]. */
  readonly sinTilt: Float64Array;
  /** The normal's east component sin β sin γ [-]. */
  readonly normalEast: Float64Array;
  /** The normal's north component sin β cos γ [-]. */
  readonly normalNorth: Float64Array;
  /**
   * The sun's height across the rows, s·ẑ + (s·x̂)·tan βc: what row shading takes for cos z on
   * level ground (tracker-shading.ts) [-].
   */
  readonly rowSunHeight: Float64Array;
}

/**
 * The tracker's plane for every kept record of the basis, from the basis' sun vectors.
 * @param basis the site-year's transposition terms (or any {@link SkyHours})
 * @param tracker the tracker
 * @throws Error when the tracker is unusable
 */
export function trackedPlanes(
  basis: Pick<SkyHours, 'count' | 'sunEast' | 'sunNorth' | 'sunUp'>,
  tracker: SingleAxisTracker,
): TrackedPlanes {
  const frame = axisFrame(tracker);
  const count = basis.count;
  const series = () => new Float64Array(count);
  const planes = {
    count,
    trackerTheta: series(),
    surfaceTilt: series(),
    surfaceAzimuth: series(),
    cosTilt: series(),
    sinTilt: series(),
    normalEast: series(),
    normalNorth: series(),
    rowSunHeight: series(),
  };
  const tanCross = tand(frame.crossAxisTilt);
  for (let k = 0; k < count; k++) {
    const east = basis.sunEast[k]!;
    const north = basis.sunNorth[k]!;
    const up = basis.sunUp[k]!;
    const rotation = trackerRotation(frame, east, north, up);
    const theta = Number.isNaN(rotation) ? 0 : rotation;
    const normal = surfaceNormal(frame, theta);
    const surface = orientationOfNormal(normal, tracker.axisAzimuth);
    planes.trackerTheta[k] = theta;
    planes.surfaceTilt[k] = surface.surfaceTilt;
    planes.surfaceAzimuth[k] = surface.surfaceAzimuth;
    planes.cosTilt[k] = normal.up;
    planes.sinTilt[k] = Math.hypot(normal.east, normal.north);
    planes.normalEast[k] = normal.east;
    planes.normalNorth[k] = normal.north;
    const across = east * frame.xEast + north * frame.xNorth;
    const height = east * frame.zEast + north * frame.zNorth + up * frame.zUp;
    planes.rowSunHeight[k] = height + across * tanCross;
  }
  return planes;
}

/** A zeroed plane to fill with {@link planeOfRecord}. */
export function emptyPlane(): PlaneGeometry {
  return { surfaceTilt: 0, surfaceAzimuth: 0, cosTilt: 1, sinTilt: 0, normalEast: 0, normalNorth: 0 };
}

/**
 * Fills `out` with the tracker's plane at kept record k (and returns it).
 * @param planes the tracker's planes
 * @param k record index, 0 ≤ k < planes.count
 * @param out the plane to fill
 */
export function planeOfRecord(planes: TrackedPlanes, k: number, out: PlaneGeometry): PlaneGeometry {
  out.surfaceTilt = planes.surfaceTilt[k]!;
  out.surfaceAzimuth = planes.surfaceAzimuth[k]!;
  out.cosTilt = planes.cosTilt[k]!;
  out.sinTilt = planes.sinTilt[k]!;
  out.normalEast = planes.normalEast[k]!;
  out.normalNorth = planes.normalNorth[k]!;
  return out;
}

/**
 * Plane-of-array irradiation of a tracker by month and component, as
 * {@link poaIrradiation} gives it for a fixed plane, with any of the basis' transposition models
 * (isotropic, Hay-Davies, Perez) [TRK-4].
 * @param basis the site-year's transposition terms (or any {@link SkyHours})
 * @param planes the tracker's planes for the same basis ({@link trackedPlanes})
 * @returns sums over the records [kWh/m²]
 *
 * @example
 * ```ts
 * const basis = transpositionBasisFor(weather, sun, { model: 'perez' });
 * const tracker = { kind: 'single-axis', axisAzimuth: 180, axisTilt: 0, maxAngle: 60, gcr: 0.35,
 *   backtrack: true } as const;
 * poaOfTrackedPlane(basis, trackedPlanes(basis, tracker)).annual; // kWh/m²
 * ```
 */
export function poaOfTrackedPlane(basis: SkyHours, planes: TrackedPlanes): PoaIrradiation {
  if (planes.count !== basis.count) throw new Error('the tracked planes are not of this basis');
  const monthly = new Float64Array(12);
  const parts = emptyPlaneComponents();
  const plane = emptyPlane();
  let direct = 0;
  let skyDiffuse = 0;
  let groundDiffuse = 0;
  for (let k = 0; k < basis.count; k++) {
    planeComponents(basis, k, planeOfRecord(planes, k, plane), parts);
    const sky = parts.circumsolar + parts.uniformSky;
    direct += parts.beam;
    skyDiffuse += sky;
    groundDiffuse += parts.ground;
    const m = basis.month[k]!;
    monthly[m] = monthly[m]! + parts.beam + sky + parts.ground;
  }
  return poaIrradiationOfSums({ direct, skyDiffuse, groundDiffuse }, monthly, basis.intervalHours);
}

/** A tracker's orientation per weather record: what a bifacial rear-side model takes [TRK-6]. */
export interface TrackedOrientation {
  /** Surface tilt per weather record, NaN at the records without irradiance [°]. */
  surfaceTilt: Float64Array;
  /** Surface azimuth per weather record, NaN at the records without irradiance [°]. */
  surfaceAzimuth: Float64Array;
}

/**
 * The tracker's tilt and azimuth laid on the weather series (record i = basis.recordIndex[k]),
 * the stowed plane where the sun is down but there is irradiance, NaN where there is none.
 * @param basis the basis the planes were made for
 * @param planes the tracker's planes ({@link trackedPlanes})
 */
export function trackedOrientationByRecord(
  basis: Pick<SkyHours, 'count' | 'length' | 'recordIndex'>,
  planes: TrackedPlanes,
): TrackedOrientation {
  if (planes.count !== basis.count) throw new Error('the tracked planes are not of this basis');
  const surfaceTilt = new Float64Array(basis.length).fill(Number.NaN);
  const surfaceAzimuth = new Float64Array(basis.length).fill(Number.NaN);
  for (let k = 0; k < basis.count; k++) {
    const i = basis.recordIndex[k]!;
    surfaceTilt[i] = planes.surfaceTilt[k]!;
    surfaceAzimuth[i] = planes.surfaceAzimuth[k]!;
  }
  return { surfaceTilt, surfaceAzimuth };
}
