/**
 * The local copy of an unsaved editor: written on every change, so a reload, a
 * closed tab or a lost connection loses nothing; offered back when the same project opens again,
 * dropped on a save. One per account and project (a new project: one per type), in local storage.
 * The account is told apart by its name (the session holds no id): two accounts of the same name
 * in one browser would see each other's unsaved drafts of the same project, which cannot happen
 * since a project has one owner.
 */
import type { EditorDraft } from '../model/draft';
import type { StepId } from '../model/steps';

const PREFIX = 'pvd.editorDraft';

export interface LocalDraft {
  draft: EditorDraft;
  step: StepId;
  /** When it was written. [ms since epoch] */
  writtenAt: number;
}

/** The key of a project's local draft ('new-0' / 'new-1' before the first save). */
export function localDraftKey(
  accountName: string,
  draft: Pick<EditorDraft, 'projectId' | 'proType'>,
): string {
  return `${PREFIX}.${encodeURIComponent(accountName)}.${draft.projectId ?? `new-${draft.proType}`}`;
}

function isLocalDraft(value: unknown): value is LocalDraft {
  const v = value as Partial<LocalDraft> | null;
  return (
    typeof v?.writtenAt === 'number' &&
    typeof v.step === 'string' &&
    typeof v.draft?.body === 'object' &&
    (v.draft.proType === 0 || v.draft.proType === 1)
  );
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLocalDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes the draft; a full storage only costs the safety net, never the editing. */
export function writeLocalDraft(key: string, local: LocalDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(local));
  } catch {
    // Quota exceeded or storage disabled: the editor keeps working without its safety net.
  }
}

export function clearLocalDraft(key: string): void {
  localStorage.removeItem(key);
}
