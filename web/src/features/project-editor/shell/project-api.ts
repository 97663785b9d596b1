/**
 * The editor's calls: the saved project it opens, and the save (create on the first
 * save, then edits on the version read, 117 when the project changed elsewhere).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { ProjectType } from '@pvd/shared/project/record/base';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { EditorDraft } from '../model/draft';

export function projectViewQuery(projectId: string) {
  return queryOptions({
    queryKey: ['project', 'getUserProjectBaseInfo', projectId],
    queryFn: () => readProjectView(projectId),
    // The editor reads the project once per opening (its base data load once).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** What a save answers: the project's id and the version to send with the next save. */
export interface SavedDraft {
  projectId: string;
  version: number;
  /** Whether the saved project is complete; null after a create, whose answer does not say. */
  complete: boolean | null;
}

/**
 * Saves the draft: the type's create call for a new project, else its edit call on the version
 * the draft was read or last saved at. 117 (changed elsewhere) and 115/118 (field errors) are left
 * to the caller, which shows them in place.
 */
export async function saveDraft(draft: EditorDraft): Promise<SavedDraft> {
  const storage = draft.proType === ProjectType.energyStorage;
  const quiet = [115, 117, 118] as const;
  if (draft.projectId === null || draft.version === null) {
    const create = storage
      ? projectCalls.createtUserEnergyStorageProject
      : projectCalls.createtUserGridConnectedProject;
    const projectId = await api(create, draft.body, { quiet });
    return { projectId, version: 1, complete: null };
  }
  const edit = storage
    ? projectCalls.editUserEnergyStorageProject
    : projectCalls.editUserGridConnectedProject;
  const saved = await api(
    edit,
    { ...draft.body, projectId: draft.projectId, version: draft.version },
    { quiet },
  );
  return { projectId: draft.projectId, version: saved.version, complete: saved.IsComplete === 1 };
}

/** The project as the server holds it now (after a 117: its version, or the whole to reload). */
export function readProjectView(projectId: string) {
  return api(projectCalls.getUserProjectBaseInfo, { projectId });
}
