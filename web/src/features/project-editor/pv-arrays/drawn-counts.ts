/**
 * The panel counts of the drawn arrays after the project's obstacles changed. The obstacles are
 * the project's: every array's drawing shows them and its fill keeps their footprints free
 * [SUR-3], so an obstacle placed in one array's drawer may cover another array's panels. That
 * array's stored count (its capacity, its strings' check, the bill of materials) then follows
 * what its drawing now lays, and the user is told which arrays changed.
 */

import type { EngineSite } from '@pvd/shared/project/record/location';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import { keepOutOf, layDrawnArray } from './roof/array-drawings';

type ArrayBody = NonNullable<ProjectInputBody['pvArray']>[number];

/** A drawn array whose count the obstacles changed. */
export interface RecountedArray {
  id: string;
  name: string;
  /** The count stored before. */
  from: number;
  /** What its drawing lays now. */
  to: number;
}

/** What the array's drawing lays with `keepOut` kept free, or null when it cannot be laid. */
function drawnCount(
  array: ArrayBody,
  copies: CopyRecords,
  site: EngineSite,
  keepOut: ReturnType<typeof keepOutOf>,
): number | null {
  try {
    return layDrawnArray(array, copies, site, keepOut)?.panels.panelCount ?? null;
  } catch {
    // An area past the limits: its own drawer and the save's checks say so.
    return null;
  }
}

/**
 * The drawn arrays (except `exceptId`'s, the array being saved with its own count) whose stored
 * count differs from what their drawing lays with the body's obstacles. `to` is 0 for an array
 * whose area now holds no panel.
 */
export function recountDrawnArrays(
  body: ProjectInputBody,
  copies: CopyRecords,
  site: EngineSite,
  exceptId?: string,
): RecountedArray[] {
  const keepOut = keepOutOf(body, site);
  return (body.pvArray ?? []).flatMap((array) => {
    if (array.id === exceptId) return [];
    const count = drawnCount(array, copies, site, keepOut);
    if (count === null || count === array.panelcount) return [];
    return [{ id: array.id, name: array.pvarrayname, from: array.panelcount, to: count }];
  });
}

/**
 * The body with the recounted arrays' new counts. An array whose area holds no panel keeps its
 * count (a count is at least 1): the notice asks the user to redraw it.
 */
export function withPanelCounts(
  body: ProjectInputBody,
  recounted: readonly RecountedArray[],
): ProjectInputBody {
  const counts = new Map(recounted.filter(({ to }) => to > 0).map(({ id, to }) => [id, to]));
  if (counts.size === 0 || !body.pvArray) return body;
  return {
    ...body,
    pvArray: body.pvArray.map((array) => {
      const to = counts.get(array.id);
      return to === undefined ? array : { ...array, panelcount: to };
    }),
  };
}
