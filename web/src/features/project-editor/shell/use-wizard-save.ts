/**
 * The wizard's saves [WIZ-1] [PRJ-4]: pre-save on the earlier steps, Save (stay or
 * return to the list) and Create report on the last (save, then the report's PDF rendered on the
 * server and downloaded [REP-4]), and the bill of materials (save, then its workbook
 * written on the server and downloaded). The first save creates the project and the
 * editor moves to its edit route; a save answered 117 (changed elsewhere) opens the choice between
 * reloading the project and keeping one's own changes; 118 lists the server's field errors.
 */

import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, projectEditHref, projectTypeOf } from '@/config/paths';
import { useProjectExport } from '@/hooks/use-project-export';
import type { UnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError, type ApiFieldError } from '@/lib/api-error';
import { notify } from '@/lib/notifications';
import { invalidateProjectList } from '@/lib/project-list-cache';
import type { EditorDraft } from '../model/draft';
import { draftFromView } from '../model/draft';
import type { StepId } from '../model/steps';
import { forgetFrequentPanels } from '../pv-arrays/frequent-panels';
import { readProjectView, type SavedDraft, saveDraft } from './project-api';
import { storeChangedDrawings } from './store-drawings';
import type { EditorDraftState } from './use-editor-draft';

export type SaveMode = 'stay' | 'return' | 'report' | 'bom';

export interface WizardSave {
  /** The save running now, if any (a second click waits for it). */
  saving: SaveMode | null;
  /** The save that met a newer version, while the user chooses. */
  conflict: SaveMode | null;
  /** The server's refusals of the last save (118). */
  fieldErrors: ApiFieldError[];
  /** The report was asked for a project that is not complete yet. */
  incomplete: boolean;
  /** The saved project's PDF is rendering (Create report: save, then render and download). */
  reportRendering: boolean;
  /** The saved project's bill of materials is being written (save, then write and download). */
  bomRendering: boolean;
  save(mode: SaveMode): Promise<void>;
  keepMine(): Promise<void>;
  reloadTheirs(): Promise<void>;
  dismissConflict(): void;
}

export function useWizardSave(
  state: EditorDraftState,
  step: StepId,
  leaving: UnsavedChangesGuard,
  savedBody: ProjectInputBody | null,
): WizardSave {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const [conflict, setConflict] = useState<SaveMode | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ApiFieldError[]>([]);
  const [incomplete, setIncomplete] = useState(false);
  const projectExport = useProjectExport();

  // The body as last saved (or read), to store only the drawings that changed. Not the initial
  // draft: a restored one holds the arrays drawn before the reload, which were never stored.
  const lastSaved = useRef<ProjectInputBody | null>(savedBody);

  function afterSave(mode: SaveMode, saved: SavedDraft, draft: EditorDraft) {
    const created = draft.projectId === null;
    state.markSaved(saved.projectId, saved.version);
    void invalidateProjectList(queryClient);
    void forgetFrequentPanels(queryClient);
    const previous = lastSaved.current;
    lastSaved.current = draft.body;
    void storeChangedDrawings(saved.projectId, previous, draft).then((stored) => {
      if (!stored) notify({ type: 'error', content: t('save.drawingsFailed') });
    });
    notify({ type: 'success', content: t('save.saved') });
    const type = projectTypeOf(state.draft.proType);
    if (mode === 'return') {
      leaving.allowLeaving();
      navigate(paths.projects);
    }
    if (mode === 'report' && saved.complete !== false) {
      // The last step's export [REP-4]; the editor stays open, nothing is left unsaved. After
      // a create the answer does not say whether the project is complete: the report call does
      // (118 'projectIncomplete', shown by the client).
      void projectExport.start('pdf', saved.projectId);
    }
    // The bill of materials of the project as just saved; an incomplete project has one too.
    if (mode === 'bom') void projectExport.start('bom', saved.projectId);
    if (mode !== 'return' && created) {
      // The project has its id now: later saves are edits, and a reload opens it.
      leaving.allowLeaving();
      navigate(projectEditHref(type, saved.projectId), { replace: true, state: { step } });
    }
    setIncomplete(mode === 'report' && saved.complete === false);
  }

  async function run(mode: SaveMode, draft = state.draft) {
    if (saving) return;
    setSaving(mode);
    setFieldErrors([]);
    try {
      afterSave(mode, await saveDraft(draft), draft);
    } catch (error) {
      if (error instanceof ApiError && error.code === 117) setConflict(mode);
      else if (error instanceof ApiError && error.code === 118) setFieldErrors(error.fieldErrors);
      // Anything else was notified by the client; the local draft keeps the work.
    } finally {
      setSaving(null);
    }
  }

  return {
    saving,
    conflict,
    fieldErrors,
    incomplete,
    reportRendering: state.draft.projectId !== null && projectExport.isRunning('pdf', state.draft.projectId),
    bomRendering: state.draft.projectId !== null && projectExport.isRunning('bom', state.draft.projectId),
    save: (mode) => run(mode),
    async keepMine() {
      const mode = conflict ?? 'stay';
      const { projectId } = state.draft;
      if (projectId === null) return;
      setConflict(null);
      const { version } = await readProjectView(projectId);
      state.rebase(version);
      await run(mode, { ...state.draft, version });
    },
    async reloadTheirs() {
      const { projectId } = state.draft;
      if (projectId === null) return;
      setConflict(null);
      const view = await readProjectView(projectId);
      state.markSaved(projectId, view.version);
      state.replace(draftFromView(view), false);
    },
    dismissConflict: () => setConflict(null),
  };
}
