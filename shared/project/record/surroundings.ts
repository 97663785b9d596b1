/**
 * What surrounds a project's arrays (the project's `surroundings` section): the obstacles near
 * them and the far horizon.
 *
 * The obstacles' points are stored on the map (WGS-84), as the drawn areas' corners are, and
 * read in the same plan frame (metres east and north of the project's coordinates,
 * `planFrame(engineSite(…))`), whichever backdrop they were drawn on: a satellite map gives
 * WGS-84, the plan view and a placed roof image give plan points that `planToCorner` turns into
 * it. So an obstacle stays on its roof beside the arrays when the project's pin moves. Heights
 * are metres above the roof, the plane the panels stand on (the shading scene's z = 0).
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { idField, textField } from '../../api/common-fields';
import { PROJECT_LIMITS } from '../../constants/limits';
import type { LocalFrame } from '../../layout/local-frame';
import { cornersToPlan, planFrame } from '../../layout/plan-view';
import type { Point } from '../../layout/types';
import { type HorizonProfile, horizonProfile } from '../../pv/shading/horizon';
import { type Obstacle, obstaclePrisms, obstacleProblem } from '../../pv/shading/obstacles/obstacle';
import { engineSite } from './location';
import { corner } from './pv-array';

const points = (least: number) =>
  z
    .array(corner, { error: 'invalidValue' })
    .min(least, { error: 'obstacleTooFewPoints' })
    .max(PROJECT_LIMITS.obstaclePoints, { error: 'tooLong' });

/** Height above the roof. [m] */
const heightM = boundedNumber(0.01, 300, { exclusiveMin: false });

const named = { id: idField, name: textField(50).optional() };

/** A box: stairwell, water tank, chimney, a neighbouring building. */
export const boxObstacleInput = z.object({
  ...named,
  kind: z.literal('box'),
  /** Footprint corners in drawing order. */
  footprint: points(3),
  heightM,
});

/** A wall along a line; closed, it runs round (a parapet along a roof's outline). */
export const wallObstacleInput = z.object({
  ...named,
  kind: z.literal('wall'),
  /** The wall's centre line. */
  path: points(2),
  /** Whether the last point joins the first. */
  closed: z.boolean({ error: 'invalidValue' }).default(false),
  /** [m] */
  thicknessM: boundedNumber(0.01, 10),
  heightM,
});

/** A tree: its crown, round and as tall as it is wide, at the top of a trunk that casts no shade. */
export const treeObstacleInput = z.object({
  ...named,
  kind: z.literal('tree'),
  center: corner,
  /** [m] */
  crownRadiusM: boundedNumber(0.1, 50),
  /** The tree's top above the roof. [m] */
  heightM,
});

export const obstacleInput = z.discriminatedUnion(
  'kind',
  [boxObstacleInput, wallObstacleInput, treeObstacleInput],
  {
    error: 'invalidValue',
  },
);
export type ObstacleInput = z.output<typeof obstacleInput>;
export type ObstacleKind = ObstacleInput['kind'];

/** Where a far horizon came from. */
export const HORIZON_SOURCES = ['manual', 'file', 'pvgis'] as const;
export type HorizonSource = (typeof HORIZON_SOURCES)[number];

/** A point of the skyline. [°] */
export const horizonPointInput = z.object({
  /** Clockwise from north. [°] */
  azimuth: boundedNumber(0, 360, { minKey: 'horizonAzimuthRange', maxKey: 'horizonAzimuthRange' }),
  /** Above the horizontal; a value outside is refused with the range, never drawn past the zenith. [°] */
  elevation: boundedNumber(-90, 90, { minKey: 'horizonElevationRange', maxKey: 'horizonElevationRange' }),
});
export type HorizonPointInput = z.output<typeof horizonPointInput>;

/** A far-horizon profile and its source. */
export const horizonInput = z.object({
  source: z.enum(HORIZON_SOURCES, { error: 'invalidValue' }),
  points: z
    .array(horizonPointInput, { error: 'invalidValue' })
    .min(1, { error: 'horizonNoPoints' })
    .max(PROJECT_LIMITS.horizonPoints, { error: 'tooManyHorizonPoints' }),
});
export type HorizonInput = z.output<typeof horizonInput>;

/** The project's surroundings: obstacles near its arrays and the far horizon. */
export const surroundingsInput = z.object({
  obstacles: z
    .array(obstacleInput, { error: 'invalidValue' })
    .max(PROJECT_LIMITS.obstacles, { error: 'tooManyObstacles' })
    .default([])
    .refine((list) => new Set(list.map((obstacle) => obstacle.id)).size === list.length, {
      error: 'duplicateId',
    }),
  /** Null: no far horizon (the sky down to the horizontal). */
  horizon: horizonInput.nullish(),
});
export type SurroundingsInput = z.output<typeof surroundingsInput>;

/** The bottom of a tree's crown: as tall as it is wide, on the roof when the tree is lower. [m] */
export function crownBaseM(tree: { crownRadiusM: number; heightM: number }): number {
  return Math.max(0, tree.heightM - 2 * tree.crownRadiusM);
}

const plan = (frame: LocalFrame, corners: readonly { lat: number; lng: number }[]) =>
  cornersToPlan(frame, corners).map((point) => [point.x, point.y] as const);

/**
 * An obstacle in the shading scene's frame (metres east and north of the frame's origin, heights
 * above the roof).
 */
export function obstacleInPlan(obstacle: ObstacleInput, frame: LocalFrame): Obstacle {
  if (obstacle.kind === 'box') {
    return {
      id: obstacle.id,
      kind: 'box',
      footprint: plan(frame, obstacle.footprint),
      baseM: 0,
      heightM: obstacle.heightM,
    };
  }
  if (obstacle.kind === 'wall') {
    return {
      id: obstacle.id,
      kind: 'wall',
      path: plan(frame, obstacle.path),
      closed: obstacle.closed,
      thicknessM: obstacle.thicknessM,
      baseM: 0,
      heightM: obstacle.heightM,
    };
  }
  const base = crownBaseM(obstacle);
  return {
    id: obstacle.id,
    kind: 'cylinder',
    center: plan(frame, [obstacle.center])[0]!,
    radiusM: obstacle.crownRadiusM,
    baseM: base,
    heightM: obstacle.heightM - base,
  };
}

/** The obstacles in the scene's frame. */
export function obstaclesInPlan(obstacles: readonly ObstacleInput[], frame: LocalFrame): Obstacle[] {
  return obstacles.map((obstacle) => obstacleInPlan(obstacle, frame));
}

/**
 * The outlines the fill keeps panels out of: every obstacle's footprint in plan (a box's convex
 * pieces, a wall's segments with their thickness, a tree's crown), from the shading model's own
 * prisms, so what shades and what is kept free are one shape. Obstacles that are not usable
 * shapes (see {@link surroundingsProblems}) are left out.
 */
export function keepOutOutlines(obstacles: readonly Obstacle[]): Point[][] {
  const usable = obstacles.filter((obstacle) => obstacleProblem(obstacle) === undefined);
  return obstaclePrisms(usable).map((prism) =>
    Array.from({ length: prism.count }, (_, i) => ({
      x: prism.footprint[2 * i]!,
      y: prism.footprint[2 * i + 1]!,
    })),
  );
}

/**
 * The outlines a project's fill keeps free (`keepOutOutlines` of its obstacles), in the plan
 * frame at the project's site; empty without obstacles [SUR-3].
 */
export function projectKeepOut(project: {
  mapLocation: Parameters<typeof engineSite>[0];
  surroundings?: Pick<SurroundingsInput, 'obstacles'> | null;
}): Point[][] {
  const obstacles = project.surroundings?.obstacles ?? [];
  if (obstacles.length === 0) return [];
  return keepOutOutlines(obstaclesInPlan(obstacles, planFrame(engineSite(project.mapLocation))));
}

/** The far horizon as the shading model takes it, or undefined without one. */
export function horizonOf(
  surroundings: Pick<SurroundingsInput, 'horizon'> | null | undefined,
): HorizonProfile | undefined {
  const points = surroundings?.horizon?.points;
  if (!points || points.length === 0) return undefined;
  return horizonProfile(points.map((point) => [point.azimuth, point.elevation] as const));
}

/** An obstacle that is not a usable shape in plan (a footprint crossing itself, of no area). */
export interface SurroundingsProblem {
  index: number;
  field: 'footprint' | 'path' | 'center';
}

/**
 * The obstacles whose shape in plan the shading model cannot use: a footprint that crosses
 * itself or has no area, a wall of repeated points.
 */
export function surroundingsProblems(
  obstacles: readonly ObstacleInput[],
  frame: LocalFrame,
): SurroundingsProblem[] {
  return obstacles.flatMap((obstacle, index) => {
    const problem = obstacleProblem(obstacleInPlan(obstacle, frame));
    if (!problem) return [];
    const field = obstacle.kind === 'box' ? 'footprint' : obstacle.kind === 'wall' ? 'path' : 'center';
    return [{ index, field }];
  });
}
