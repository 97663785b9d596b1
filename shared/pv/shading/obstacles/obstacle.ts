/**
 * Obstacles around the panels, in the scene's metric frame (x east, y north, z up, metres), and
 * their reduction to convex vertical prisms, the one solid the shadow and sky-view code handles:
 * - a box: a footprint polygon standing from its base up by its height (a stairwell, a tank
 *   house, a chimney, a neighbouring building); a non-convex footprint is split into convex
 *   pieces (convex-pieces.ts);
 * - a wall: a polyline with a thickness (a parapet; closed, it runs round the roof), one box
 *   per segment, lengthened by half the thickness at every joint so that corners are filled;
 * - a cylinder: a tank, or a tree's crown (centre, crown radius, from the crown's base up to the
 *   tree's height): a regular 32-gon prism of the same cross-section area, whose outline departs
 *   from the circle by at most 0.5 % of the radius.
 */
import { convexPieces, isSimpleRing } from './convex-pieces';
import { ringSignedArea } from './polygon2d';

/** A point of the plan [x east, y north] [m]. */
export type PlanPoint = readonly [number, number];

/** A box: footprint polygon, base height and height above it. [m] */
export interface BoxObstacle {
  id: string;
  kind: 'box';
  /** Footprint ring, either winding, no repeated closing point [m]. */
  footprint: readonly PlanPoint[];
  /** Height of its bottom above the frame's origin [m]. */
  baseM: number;
  /** Height above its base: the top is at baseM + heightM [m]. */
  heightM: number;
}

/** A wall along a polyline. [m] */
export interface WallObstacle {
  id: string;
  kind: 'wall';
  /** The wall's centre line [m]. */
  path: readonly PlanPoint[];
  /** Whether the last point joins the first (a parapet round a roof). */
  closed?: boolean;
  thicknessM: number;
  baseM: number;
  /** Height above its base [m]. */
  heightM: number;
}

/** A vertical cylinder: a tank, or a tree's crown. [m] */
export interface CylinderObstacle {
  id: string;
  kind: 'cylinder';
  center: PlanPoint;
  radiusM: number;
  baseM: number;
  /** Height above its base [m]. */
  heightM: number;
}

export type Obstacle = BoxObstacle | WallObstacle | CylinderObstacle;

/** A convex vertical prism, the solid the shading code works with. */
export interface ObstaclePrism {
  /** Index of the obstacle it comes from. */
  obstacle: number;
  /** Footprint vertices, counter-clockwise, interleaved x, y [m]. */
  footprint: Float64Array;
  /** Number of footprint vertices. */
  count: number;
  /** Height of the bottom and of the top [m]. */
  baseM: number;
  topM: number;
  /** Bounding circle of the footprint: centre and radius [m]. */
  centerX: number;
  centerY: number;
  radiusM: number;
  /** For a cylinder, the radius of the circle it stands for (the sky view uses the circle) [m]. */
  roundRadiusM?: number;
}

/** Sides of the polygon that stands for a cylinder. */
export const CYLINDER_SIDES = 32;
/** Most points of a box footprint or of a wall's path. */
export const MAX_OBSTACLE_POINTS = 100;

const finite = (...values: number[]) => values.every((x) => Number.isFinite(x));
const pointsProblem = (points: readonly PlanPoint[], least: number, what: string) => {
  if (points.length < least || points.length > MAX_OBSTACLE_POINTS)
    return `${what} needs ${least} to ${MAX_OBSTACLE_POINTS} points, got ${points.length}`;
  if (!points.every((p) => p.length === 2 && finite(p[0], p[1])))
    return `${what} has a point that is not [x, y]`;
  return undefined;
};

/**
 * The reason an obstacle is unusable, or undefined when it is fine.
 */
export function obstacleProblem(obstacle: Obstacle): string | undefined {
  if (!finite(obstacle.baseM)) return 'base must be a number';
  if (!(finite(obstacle.heightM) && obstacle.heightM > 0)) return 'height must be a number > 0';
  if (obstacle.kind === 'cylinder') {
    if (!finite(obstacle.center[0], obstacle.center[1])) return 'center must be [x, y]';
    return finite(obstacle.radiusM) && obstacle.radiusM > 0 ? undefined : 'radius must be a number > 0';
  }
  if (obstacle.kind === 'wall') {
    if (!(finite(obstacle.thicknessM) && obstacle.thicknessM > 0)) return 'thickness must be a number > 0';
    return pointsProblem(obstacle.path, 2, 'the path');
  }
  const problem = pointsProblem(obstacle.footprint, 3, 'the footprint');
  if (problem) return problem;
  if (!isSimpleRing(obstacle.footprint)) return 'the footprint crosses itself';
  return Math.abs(ringSignedArea(obstacle.footprint)) > 1e-9 ? undefined : 'the footprint has no area';
}

function prismOf(
  obstacle: number,
  ring: readonly PlanPoint[],
  baseM: number,
  heightM: number,
): ObstaclePrism {
  const ccw = ringSignedArea(ring) < 0 ? [...ring].reverse() : ring;
  const footprint = Float64Array.from(ccw.flat());
  let centerX = 0;
  let centerY = 0;
  for (const [x, y] of ccw) {
    centerX += x / ccw.length;
    centerY += y / ccw.length;
  }
  const radiusM = Math.max(...ccw.map(([x, y]) => Math.hypot(x - centerX, y - centerY)));
  return { obstacle, footprint, count: ccw.length, baseM, topM: baseM + heightM, centerX, centerY, radiusM };
}

/** The rectangles of a wall's segments, lengthened by half the thickness at joints. */
function wallRings(wall: WallObstacle): PlanPoint[][] {
  const points = wall.path;
  const half = wall.thicknessM / 2;
  const segments = wall.closed ? points.length : points.length - 1;
  const rings: PlanPoint[][] = [];
  for (let i = 0; i < segments; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % points.length]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const [dx, dy] = [(bx - ax) / length, (by - ay) / length];
    const before = wall.closed || i > 0 ? half : 0;
    const after = wall.closed || i < segments - 1 ? half : 0;
    const [sx, sy] = [ax - dx * before, ay - dy * before];
    const [ex, ey] = [bx + dx * after, by + dy * after];
    const [nx, ny] = [-dy * half, dx * half];
    rings.push([
      [sx - nx, sy - ny],
      [ex - nx, ey - ny],
      [ex + nx, ey + ny],
      [sx + nx, sy + ny],
    ]);
  }
  return rings;
}

/** The 32-gon of the same area as a circle. */
function cylinderRing(cylinder: CylinderObstacle): PlanPoint[] {
  const n = CYLINDER_SIDES;
  // Area (n/2)·r′²·sin(2π/n) = π r²
  const radius = cylinder.radiusM * Math.sqrt((2 * Math.PI) / (n * Math.sin((2 * Math.PI) / n)));
  const [cx, cy] = cylinder.center;
  return Array.from({ length: n }, (_, i) => {
    const angle = (2 * Math.PI * i) / n;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
}

/**
 * The convex prisms of a list of obstacles.
 * @param obstacles the obstacles, each valid ({@link obstacleProblem})
 * @returns their prisms; `obstacle` indexes the list
 * @throws Error naming the first unusable obstacle
 */
export function obstaclePrisms(obstacles: readonly Obstacle[]): ObstaclePrism[] {
  const prisms: ObstaclePrism[] = [];
  obstacles.forEach((obstacle, index) => {
    const problem = obstacleProblem(obstacle);
    if (problem) throw new Error(`obstacle ${obstacle.id}: ${problem}`);
    const rings =
      obstacle.kind === 'box'
        ? convexPieces(obstacle.footprint)
        : obstacle.kind === 'wall'
          ? wallRings(obstacle)
          : [cylinderRing(obstacle)];
    for (const ring of rings) {
      const prism = prismOf(index, ring, obstacle.baseM, obstacle.heightM);
      if (obstacle.kind === 'cylinder') {
        [prism.centerX, prism.centerY] = obstacle.center;
        prism.roundRadiusM = obstacle.radiusM;
      }
      prisms.push(prism);
    }
  });
  return prisms;
}
