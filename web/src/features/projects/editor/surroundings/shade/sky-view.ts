/**
 * What the sun-path diagram draws, seen from a point of the roof: the sun's path on the 21st
 * of each month from December to June (July to November retrace them), and each obstacle as the
 * band of sky it hides, per degree of azimuth (the shading model's prisms, shared/pv/shading).
 */
import { type Obstacle, obstaclePrisms, obstacleProblem } from '@pvd/shared/pv/shading/obstacles/obstacle';
import type { SkyPoint } from './sky-chart';
import { dayOfYear, sunAt } from './sun-at';

/** The months whose 21st the diagram draws, from the lowest sun to the highest (north of the tropics). */
export const PATH_MONTHS = [12, 1, 2, 3, 4, 5, 6] as const;
/** Steps along a day's path. [h] */
const PATH_STEP_H = 0.25;

/** A day's path: [azimuth, elevation] while the sun is up, broken where it crosses north. [°] */
export function sunPath(site: { latitude: number; longitude: number }, month: number): SkyPoint[] {
  const day = dayOfYear(month, 21);
  const points: SkyPoint[] = [];
  let last: number | null = null;
  for (let hour = 0; hour <= 24; hour += PATH_STEP_H) {
    const sun = sunAt(site, day, hour);
    if (sun.elevation < 0) {
      if (last !== null) points.push(null);
      last = null;
      continue;
    }
    if (last !== null && Math.abs(sun.azimuth - last) > 180) points.push(null);
    points.push([Math.round(sun.azimuth * 10) / 10, Math.round(sun.elevation * 10) / 10]);
    last = sun.azimuth;
  }
  return points;
}

/** Entry and exit distance of a ray from (x, y) along (dx, dy) through a convex ring, or null. */
function rayThrough(
  footprint: Float64Array,
  count: number,
  x: number,
  y: number,
  dx: number,
  dy: number,
): [number, number] | null {
  let enter = 0;
  let leave = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    const ex = footprint[2 * j]! - footprint[2 * i]!;
    const ey = footprint[2 * j + 1]! - footprint[2 * i + 1]!;
    // Outward normal of a counter-clockwise edge: inside where n·(p − v) ≤ 0.
    const nx = ey;
    const ny = -ex;
    const start = nx * (x - footprint[2 * i]!) + ny * (y - footprint[2 * i + 1]!);
    const along = nx * dx + ny * dy;
    if (Math.abs(along) < 1e-12) {
      if (start > 0) return null;
      continue;
    }
    const t = -start / along;
    if (along < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return null;
  }
  return [enter, leave];
}

const deg = (rise: number, run: number) => (Math.atan2(rise, run) * 180) / Math.PI;

/**
 * Each obstacle's band of sky seen from a point: per degree of azimuth [azimuth, lowest,
 * highest elevation], null where it hides none. [°]
 * @param obstacles in the plan frame
 * @param eye the point [m]: x east, y north, z above the roof
 */
export function obstacleBands(
  obstacles: readonly Obstacle[],
  eye: { x: number; y: number; z: number },
): { id: string; points: SkyPoint[] }[] {
  const usable = obstacles.filter((obstacle) => obstacleProblem(obstacle) === undefined);
  const prisms = obstaclePrisms(usable);
  return usable.map((obstacle, index) => {
    const own = prisms.filter((prism) => prism.obstacle === index);
    const points: SkyPoint[] = [];
    for (let azimuth = 0; azimuth <= 360; azimuth++) {
      const dx = Math.sin((azimuth * Math.PI) / 180);
      const dy = Math.cos((azimuth * Math.PI) / 180);
      let low = Number.POSITIVE_INFINITY;
      let high = Number.NEGATIVE_INFINITY;
      for (const prism of own) {
        const hit = rayThrough(prism.footprint, prism.count, eye.x, eye.y, dx, dy);
        if (!hit) continue;
        const [near, far] = [Math.max(hit[0], 1e-3), Math.max(hit[1], 1e-3)];
        low = Math.min(low, deg(prism.baseM - eye.z, near), deg(prism.baseM - eye.z, far));
        high = Math.max(high, deg(prism.topM - eye.z, near), deg(prism.topM - eye.z, far));
      }
      const round = (value: number) => Math.round(value * 10) / 10;
      points.push(high > 0 ? [azimuth, round(Math.max(0, low)), round(high)] : null);
    }
    return { id: obstacle.id, points };
  });
}
