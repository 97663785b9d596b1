/**
 * The project's surroundings in the editor's draft: obstacles near the arrays and the far
 * horizon (shared/project/record/surroundings.ts), read and replaced without touching the rest of the
 * body. An empty section is kept as null, as the server stores none.
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { HorizonInput, ObstacleInput } from '@pvd/shared/project/record/surroundings';

/** The draft's surroundings section, as the editor holds it (values may still be text being typed). */
export type DraftSurroundings = NonNullable<ProjectInputBody['surroundings']>;
/** A far horizon of the draft. */
export type DraftHorizon = NonNullable<DraftSurroundings['horizon']>;
/** A point of the draft's far horizon: numbers, or the text typed while it is not one yet. */
export type DraftHorizonPoint = DraftHorizon['points'][number];

/** The draft's obstacles (none when the section is absent). */
export function obstaclesOf(body: Pick<ProjectInputBody, 'surroundings'>): ObstacleInput[] {
  return (body.surroundings?.obstacles ?? []) as ObstacleInput[];
}

/** The draft's far horizon, or null. */
export function horizonOf(body: Pick<ProjectInputBody, 'surroundings'>): DraftHorizon | null {
  return body.surroundings?.horizon ?? null;
}

function withSurroundings(
  body: ProjectInputBody,
  obstacles: readonly ObstacleInput[],
  horizon: DraftHorizon | HorizonInput | null,
): ProjectInputBody {
  const empty = obstacles.length === 0 && !horizon;
  return { ...body, surroundings: empty ? null : { obstacles: [...obstacles], horizon } };
}

/** The body with another far horizon (null: none). */
export function withHorizon(
  body: ProjectInputBody,
  horizon: DraftHorizon | HorizonInput | null,
): ProjectInputBody {
  return withSurroundings(body, obstaclesOf(body), horizon);
}

/** The body with another list of obstacles. */
export function withObstacles(body: ProjectInputBody, obstacles: readonly ObstacleInput[]): ProjectInputBody {
  return withSurroundings(body, obstacles, horizonOf(body));
}
