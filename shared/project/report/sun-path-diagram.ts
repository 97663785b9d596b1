/**
 * The report's sun-path diagram [SUR-10]: elevation against azimuth (clockwise from north) of
 * the sun's path on the 21st of each month (the solar position algorithm of
 * shared/pv/solar-position/spa.ts, apparent elevation), the far horizon's skyline, and each
 * obstacle as seen from a drawn array's centre (on the roof, z = 0): for every azimuth step, the
 * nearest and farthest points where the line of sight crosses the obstacle's convex pieces give
 * the top of its silhouette atan(top / near) and its bottom atan(base / far).
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
