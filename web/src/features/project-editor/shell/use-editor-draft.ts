/**
 * The wizard's state: the draft, the live record assembled from it, whether it holds
 * changes not saved, and the local copy that keeps it through a reload (written 300 ms after the
 * last change, and at once when the page hides).
 */

import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditorDraft } from '../model/draft';
import { liveProject } from '../model/live-project';
import type { StepId } from '../model/steps';
import { clearLocalDraft, localDraftKey, writeLocalDraft } from './local-draft';

/** The delay before the local copy is written after a change. [ms] */
const LOCAL_WRITE_DELAY_MS = 300;

function mergeCopies(current: CopyRecords, added: Partial<CopyRecords>): CopyRecords {
  return {
    panels: { ...current.panels, ...added.panels },
    inverters: { ...current.inverters, ...added.inverters },
    batteries: { ...current.batteries, ...added.batteries },
    cableMaterials: { ...current.cableMaterials, ...added.cableMaterials },
  };
}

export interface EditorDraftState {
  draft: EditorDraft;
  live: ReturnType<typeof liveProject>;
  dirty: boolean;
  update(change: (body: ProjectInputBody) => ProjectInputBody): void;
  addCopies(copies: Partial<CopyRecords>): void;
  /** After a save: the draft is the project at `version` (its local copy is dropped). */
  markSaved(projectId: string, version: number): void;
  /** Takes another draft whole (the server's after a reload, a restored local one). */
  replace(draft: EditorDraft, dirty: boolean): void;
  /** Moves the draft to a newer server version while keeping its changes (after a 117). */
  rebase(version: number): void;
  /** A meter file saved or removed by its own call, at the project's `version` [LOAD-5]. */
  keepMeterFile(meterFile: MeterFileRecord | null, version: number): void;
}

/** The draft's state; its local copy is {@link useLocalCopy}'s, which also knows the step. */
export function useEditorDraft(
  initial: EditorDraft,
  accountName: string,
  initiallyDirty: boolean,
): EditorDraftState {
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(initiallyDirty);
  const live = useMemo(() => liveProject(draft), [draft]);

  const update = useCallback((change: (body: ProjectInputBody) => ProjectInputBody) => {
    setDraft((current) => ({ ...current, body: change(current.body) }));
    setDirty(true);
  }, []);
  const addCopies = useCallback((copies: Partial<CopyRecords>) => {
    setDraft((current) => ({ ...current, copies: mergeCopies(current.copies, copies) }));
  }, []);
  const markSaved = useCallback(
    (projectId: string, version: number) => {
      setDraft((current) => {
        // A first save moves the draft from the type's 'new' key to the project's.
        clearLocalDraft(localDraftKey(accountName, current));
        return { ...current, projectId, version };
      });
      setDirty(false);
    },
    [accountName],
  );
  const replace = useCallback((next: EditorDraft, nextDirty: boolean) => {
    setDraft(next);
    setDirty(nextDirty);
  }, []);
  const rebase = useCallback((version: number) => {
    setDraft((current) => ({ ...current, version }));
  }, []);
  const keepMeterFile = useCallback((meterFile: MeterFileRecord | null, version: number) => {
    // The call changed only the meter file: the draft's own changes stay, and stay unsaved.
    setDraft((current) => ({ ...current, meterFile, version }));
  }, []);
  return { draft, live, dirty, update, addCopies, markSaved, replace, rebase, keepMeterFile };
}

/** Keeps the local copy of a dirty draft, with the step the user is on; a clean one has none. */
export function useLocalCopy(draft: EditorDraft, dirty: boolean, accountName: string, step: StepId) {
  const latest = useRef({ draft, dirty, step });
  latest.current = { draft, dirty, step };
  const key = localDraftKey(accountName, draft);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(
      () => writeLocalDraft(key, { draft, step, writtenAt: Date.now() }),
      LOCAL_WRITE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, dirty, step, key]);

  useEffect(() => {
    const flush = () => {
      const now = latest.current;
      if (now.dirty) writeLocalDraft(key, { draft: now.draft, step: now.step, writtenAt: Date.now() });
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [key]);
}
