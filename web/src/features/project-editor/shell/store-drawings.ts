/**
 * After a save, the pictures of the drawn arrays that changed since the last save are stored for
 * the report (drawn arrays' images; they need the project's id, so they follow the save).
 * A failure is told, never fatal: the design is saved either way (a roof picture failure
 * shows a fail message [ERR-5]).
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import { lazyModule } from '@/lib/lazy-module';
import type { EditorDraft } from '../model/draft';
import { siteOf } from '../model/site';

/**
 * The drawing code (panel layout, plan pictures): loaded when a drawn array changed, which only
 * the PV array step can do, so never before that step has loaded it.
 */
const arrayDrawings = lazyModule(() => import('../pv-arrays/roof/array-drawings'));

/** The drawn arrays of `next` that are new or differ from `saved` (angles, panel, layout). */
export function drawnArraysChanged(saved: ProjectInputBody | null, next: ProjectInputBody) {
  const before = new Map((saved?.pvArray ?? []).map((array) => [array.id, JSON.stringify(array)]));
  return (next.pvArray ?? []).filter(
    (array) => array.insertway === InsertWay.drawn && before.get(array.id) !== JSON.stringify(array),
  );
}

/** Stores the changed drawings of the saved `draft`; answers whether every one was stored. */
export async function storeChangedDrawings(
  projectId: string,
  saved: ProjectInputBody | null,
  draft: EditorDraft,
): Promise<boolean> {
  const changed = drawnArraysChanged(saved, draft.body);
  if (changed.length === 0) return true;
  const { uploadArrayDrawings } = await arrayDrawings.load();
  const result = await uploadArrayDrawings(
    projectId,
    { ...draft.body, pvArray: changed },
    draft.copies,
    siteOf(draft.body.mapLocation),
  );
  return result.failed.length === 0;
}
