/**
 * The report's sun-path diagram [SUR-10]: elevation against azimuth (clockwise from north) of
 * the sun's path on the 21st of each month (the solar position algorithm of
 * shared/pv/solar-position/spa.ts, apparent elevation), the far horizon's skyline, and each
 * obstacle as seen from a drawn array's centre (on the roof, z = 0): for every azimuth step, the
 * nearest and farthest points where the line of sight crosses the obstacle's convex pieces give
 * the top of its silhouette atan(top / near) and its bottom atan(base / far). The hour lines join
 * the sun's places at each whole hour of true solar time across the months (12:00 its transit).
 */
import { type HorizonProfile, horizonElevation } from '../../pv/shading/horizon';
import { type Obstacle, obstaclePrisms, obstacleProblem } from '../../pv/shading/obstacles/obstacle';
import { solarPositionSpa } from '../../pv/solar-position/spa';

/** A point of the diagram: [azimuth clockwise from north, elevation] [°]. */
export type SkyPoint = [azimuth: number, elevation: number];

/** The angle of y over x in degrees. */
const atan2d = (y: number, x: number) => (Math.atan2(y, x) * 180) / Math.PI;

/** Azimuth step of the silhouettes and the skyline. [°] */
const STEP_DEG = 2;

/**
 * The sun's path above the horizontal on the 21st of each month, every 20 minutes of UTC.
 * @param site [°] north and east positive
 * @param year the calendar year of the days (the paths barely change from year to year)
 */
export function monthlySunPaths(site: { latitude: number; longitude: number }, year = 2025): SkyPoint[][] {
  const observer = { latitude: site.latitude, longitude: site.longitude, elevation: 0 };
  return Array.from({ length: 12 }, (_, month) => {
    const start = Date.UTC(year, month, 21);
    const path: SkyPoint[] = [];
    // A whole UTC day seen from anywhere: the local day lies inside it or wraps across its ends.
    for (let minute = 0; minute < 24 * 60; minute += 20) {
      const sun = solarPositionSpa(start + minute * 60_000, observer);
      if (sun.apparentElevation > 0) path.push([sun.azimuth, sun.apparentElevation]);
    }
    return path.sort((a, b) => a[0] - b[0]);
  });
}

/** The skyline every step of azimuth, 0 to 360. */
export function skylinePoints(horizon: HorizonProfile): SkyPoint[] {
  return Array.from({ length: 360 / STEP_DEG + 1 }, (_, i) => [
    i * STEP_DEG,
    horizonElevation(horizon, i * STEP_DEG),
  ]);
}

/** Where a ray from the origin along (dx, dy) crosses a convex polygon: [near, far] distance, or undefined. */
function rayThrough(
  footprint: Float64Array,
  count: number,
  dx: number,
  dy: number,
): [number, number] | undefined {
  // Clip the half-line t ≥ 0 against each edge's inner half-plane (the polygon is counter-clockwise).
  let near = 0;
  let far = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    const [ax, ay] = [footprint[2 * i]!, footprint[2 * i + 1]!];
    const [ex, ey] = [footprint[2 * j]! - ax, footprint[2 * j + 1]! - ay];
    // Inside: cross(edge, p − a) ≥ 0, linear in t: c0 + c1 t ≥ 0.
    const c0 = ex * -ay - ey * -ax;
    const c1 = ex * dy - ey * dx;
    if (c1 === 0) {
      if (c0 < 0) return undefined;
    } else if (c1 > 0) near = Math.max(near, -c0 / c1);
    else far = Math.min(far, -c0 / c1);
    if (near > far) return undefined;
  }
  return Number.isFinite(far) ? [near, far] : undefined;
}

/**
 * Each obstacle's silhouette seen from `centre` (plan metres, on the roof), as closed outlines of
 * sky points (the top from west of north round to east, then the bottom back); pieces the centre
 * stands inside of, and unusable shapes, are left out.
 */
export function obstacleSilhouettes(
  obstacles: readonly Obstacle[],
  centre: { x: number; y: number },
): SkyPoint[][] {
  const usable = obstacles.filter((obstacle) => obstacleProblem(obstacle) === undefined);
  return obstaclePrisms(usable).flatMap((prism) => {
    const footprint = prism.footprint.map((value, i) => value - (i % 2 === 0 ? centre.x : centre.y));
    const top: SkyPoint[] = [];
    const bottom: SkyPoint[] = [];
    for (let azimuth = 0; azimuth <= 360; azimuth += STEP_DEG / 2) {
      const rad = (azimuth * Math.PI) / 180;
      const hit = rayThrough(footprint, prism.count, Math.sin(rad), Math.cos(rad));
      if (!hit || hit[0] <= 0) continue;
      top.push([azimuth, atan2d(prism.topM, hit[0])]);
      bottom.push([azimuth, atan2d(prism.baseM, hit[1])]);
    }
    return top.length > 1 ? [[...top, ...bottom.reverse()]] : [];
  });
}

/** The sun at `solarHour` of true solar time on the UTC day starting at `dayUtcMs`. [°] */
function sunAtSolarHour(
  observer: { latitude: number; longitude: number; elevation: number },
  dayUtcMs: number,
  solarHour: number,
): SkyPoint {
  // Mean solar time first, then corrected by the hour angle the SPA finds (the equation of time,
  // at most about 16 minutes): two steps leave well under a second.
  let instant = dayUtcMs + (solarHour - observer.longitude / 15) * 3_600_000;
  let sun = solarPositionSpa(instant, observer);
  for (let step = 0; step < 2; step++) {
    instant += (solarHour - (12 + sun.hourAngle / 15)) * 3_600_000;
    sun = solarPositionSpa(instant, observer);
  }
  return [sun.azimuth, sun.apparentElevation];
}

/** One hour line: the hour of true solar time and the sun's place then on each month's 21st. */
export interface HourLine {
  /** [h] */
  hour: number;
  points: SkyPoint[];
}

/**
 * The hour lines of the diagram: for each whole hour of true solar time, the sun's place on the
 * 21st of each of `months` (1-12, in the order given), where it is above the horizontal; hours
 * with fewer than two such places are left out.
 *
 * @example
 * hourLines({ latitude: 30.28, longitude: 120.15 }, [12, 1, 2, 3, 4, 5, 6]).map((line) => line.hour);
 * // [6, 7, …, 18]: 6:00 and 18:00 only in the months the sun is up then
 */
export function hourLines(
  site: { latitude: number; longitude: number },
  months: readonly number[],
  year = 2025,
): HourLine[] {
  const observer = { latitude: site.latitude, longitude: site.longitude, elevation: 0 };
  const lines: HourLine[] = [];
  for (let hour = 4; hour <= 20; hour++) {
    const points = months
      .map((month) => sunAtSolarHour(observer, Date.UTC(year, month - 1, 21), hour))
      .filter(([, elevation]) => elevation > 0);
    if (points.length > 1) lines.push({ hour, points });
  }
  return lines;
}
