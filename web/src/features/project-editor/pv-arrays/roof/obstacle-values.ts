/**
 * The obstacles the roof drawer draws and edits (shared/project/record/surroundings.ts): built from
 * points clicked in the plan frame (metres east and north of the project's coordinates, turned
 * into the stored WGS-84 corners), a parapet along the drawn roof outline, the small form's
 * values checked by the shared schema, and the plan shapes the drawing shows.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import { cornersToPlan, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import {
  type ObstacleInput,
  type ObstacleKind,
  obstacleInput,
} from '@pvd/shared/project/record/surroundings';
import type { Language } from '@/lib/language';

/** Default sizes of a new obstacle. [m] */
export const OBSTACLE_DEFAULTS = {
  /** A stairwell or a tank above a flat roof. */
  boxHeightM: 2.5,
  wallHeightM: 1.2,
  wallThicknessM: 0.24,
  /** A roof's parapet. */
  parapetHeightM: 0.6,
  parapetThicknessM: 0.2,
  treeHeightM: 8,
  crownRadiusM: 2.5,
} as const;

/** Clicks an obstacle of each kind needs before it can be finished. */
export const LEAST_POINTS: Record<ObstacleKind, number> = { box: 3, wall: 2, tree: 1 };

export function newObstacleId(): string {
  return `ob-${crypto.randomUUID()}`;
}

const corners = (frame: LocalFrame, points: readonly Point[]) =>
  points.map((point) => planToCorner(frame, point));

/** A new obstacle of a kind from the points clicked in the plan frame (at least LEAST_POINTS). */
export function obstacleFromPoints(
  kind: ObstacleKind,
  points: readonly Point[],
  frame: LocalFrame,
): ObstacleInput {
  const id = newObstacleId();
  if (kind === 'box') {
    return { id, kind, footprint: corners(frame, points), heightM: OBSTACLE_DEFAULTS.boxHeightM };
  }
  if (kind === 'wall') {
    return {
      id,
      kind,
      path: corners(frame, points),
      closed: false,
      thicknessM: OBSTACLE_DEFAULTS.wallThicknessM,
      heightM: OBSTACLE_DEFAULTS.wallHeightM,
    };
  }
  return {
    id,
    kind,
    center: planToCorner(frame, points[0]!),
    crownRadiusM: OBSTACLE_DEFAULTS.crownRadiusM,
    heightM: OBSTACLE_DEFAULTS.treeHeightM,
  };
}

/** A parapet: a closed wall along the roof's drawn outline (its stored WGS-84 corners). */
export function parapetAlong(outline: readonly { lat: number; lng: number }[]): ObstacleInput {
  return {
    id: newObstacleId(),
    kind: 'wall',
    path: outline.map((corner) => ({ lat: corner.lat, lng: corner.lng })),
    closed: true,
    thicknessM: OBSTACLE_DEFAULTS.parapetThicknessM,
    heightM: OBSTACLE_DEFAULTS.parapetHeightM,
  };
}

/** An obstacle's shape in the plan frame, for the drawing. [m] */
export type ObstacleShape =
  | { kind: 'box'; points: Point[] }
  | { kind: 'wall'; points: Point[]; closed: boolean; thicknessM: number }
  | { kind: 'tree'; center: Point; radiusM: number };

export function obstacleShape(obstacle: ObstacleInput, frame: LocalFrame): ObstacleShape {
  if (obstacle.kind === 'box') return { kind: 'box', points: cornersToPlan(frame, obstacle.footprint) };
  if (obstacle.kind === 'wall') {
    return {
      kind: 'wall',
      points: cornersToPlan(frame, obstacle.path),
      closed: obstacle.closed,
      thicknessM: Number(obstacle.thicknessM) || 0,
    };
  }
  return {
    kind: 'tree',
    center: cornersToPlan(frame, [obstacle.center])[0]!,
    radiusM: Number(obstacle.crownRadiusM) || 0,
  };
}

/** The sizes the small form edits. */
export type ObstacleSizeField = 'heightM' | 'thicknessM' | 'crownRadiusM';

/** The fields the form shows for a kind. */
export function sizeFields(kind: ObstacleKind): ObstacleSizeField[] {
  if (kind === 'wall') return ['heightM', 'thicknessM'];
  if (kind === 'tree') return ['heightM', 'crownRadiusM'];
  return ['heightM'];
}

/** The obstacle with a field of the form changed (a number, or the text typed while it is none). */
export function withObstacleValue(
  obstacle: ObstacleInput,
  field: ObstacleSizeField | 'name',
  value: number | string,
): ObstacleInput {
  if (field === 'name') {
    const name = String(value);
    const { name: _, ...rest } = obstacle;
    return (name.trim() === '' ? rest : { ...rest, name }) as ObstacleInput;
  }
  return { ...obstacle, [field]: value } as ObstacleInput;
}

/** The messages of an obstacle's fields, by field name (empty when it is valid). */
export function obstacleErrors(obstacle: ObstacleInput, language: Language): Record<string, string> {
  const parsed = obstacleInput.safeParse(obstacle);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'obstacle');
    errors[field] ??= validationMessage(issue.message, language);
  }
  return errors;
}
