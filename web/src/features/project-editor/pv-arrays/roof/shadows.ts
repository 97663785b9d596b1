/**
 * The obstacles' shadows on the roof at one instant: each convex piece of an obstacle (the
 * shading model's own prisms, shared/pv/shading/obstacles/obstacle.ts) projected along the sun
 * onto the roof's plane, taken as horizontal at the obstacles' base (heights are above the roof),
 * by the shading model's silhouette (shared/pv/shading/obstacles/silhouette.ts).
 */
import type { Point } from '@pvd/shared/layout/types';
import { type Obstacle, obstaclePrisms, obstacleProblem } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { prismSilhouette } from '@pvd/shared/pv/shading/obstacles/silhouette';
import type { SunNow } from './sun-at';

/** The sun lower than this casts shadows longer than any roof: none are drawn. [°] */
export const LOWEST_SUN_DEG = 2;

/**
 * The shadow outlines on the roof (plan frame, metres), none with the sun below LOWEST_SUN_DEG.
 * @param obstacles the obstacles in the plan frame (unusable shapes are left out)
 * @param sun the sun's unit vector
 */
export function shadowOutlines(obstacles: readonly Obstacle[], sun: SunNow): Point[][] {
  if (sun.elevation < LOWEST_SUN_DEG) return [];
  const usable = obstacles.filter((obstacle) => obstacleProblem(obstacle) === undefined);
  // A point at height z lands z·(sun's horizontal part / its height) away from the sun.
  const map = { ax: 1, ay: 0, az: -sun.east / sun.up, bx: 0, by: 1, bz: -sun.north / sun.up };
  return obstaclePrisms(usable).map((prism) => {
    const out = new Float64Array(2 * (prism.count + 2));
    const count = prismSilhouette(prism, map, out, 0);
    return Array.from({ length: count }, (_, i) => ({ x: out[2 * i]!, y: out[2 * i + 1]! }));
  });
}
