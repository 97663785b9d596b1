/**
 * The wizard's saves [WIZ-1] [PRJ-4]: pre-save on the earlier steps, Save (stay or
 * return to the list) and Create report on the last (save, then the report's PDF rendered on the
 * server and downloaded [REP-4]), and the bill of materials (save, then its workbook
 * written on the server and downloaded). The first save creates the project and the
 * editor moves to its edit route; a save answered 117 (changed elsewhere) opens the choice between
 * reloading the project and keeping one's own changes. A save the server would refuse is not
 * sent [WIZ-17]: the draft's own issues are the refusal (`onRefused` opens the step of the first and
 * marks its fields); the server's 115/118 field errors are shown the same way (`refusal`).
 */

import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, projectEditHref, projectTypeOf } from '@/config/paths';
import { useProjectExport } from '@/hooks/use-project-export';
import type { UnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notifications';
import { invalidateProjectList } from '@/lib/project-list-cache';
import type { EditorDraft } from '../model/draft';
import { draftFromView } from '../model/draft';
import type { DraftIssue } from '../model/live-project';
import type { SaveRefusal } from '../model/refused-issues';
import type { StepId } from '../model/steps';
import { forgetFrequentPanels } from '../pv-arrays/frequent-panels';
import { readProjectView, type SavedDraft, saveDraft } from './project-api';
import { storeChangedDrawings } from './store-drawings';
import type { EditorDraftState } from './use-editor-draft';
import { withStep } from './use-step-address';

export type SaveMode = 'stay' | 'return' | 'report' | 'bom';

export interface WizardSave {
  /** The save running now, if any (a second click waits for it). */
  saving: SaveMode | null;
  /** The save that met a newer version, while the user chooses. */
  conflict: SaveMode | null;
  /** The server's refusal of the last save (115/118 field errors), if it refused. */
  refusal: SaveRefusal | null;
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
  /** Shows a refusal on the step of its first issue; false when no step holds any of them. */
  onRefused: (issues: readonly DraftIssue[]) => boolean,
): WizardSave {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const [conflict, setConflict] = useState<SaveMode | null>(null);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
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
      navigate(withStep(projectEditHref(type, saved.projectId), step), { replace: true });
    }
    setIncomplete(mode === 'report' && saved.complete === false);
  }

  /** The server's field errors, shown under their fields; a refusal without any as a notice. */
  function serverRefused(error: ApiError, draft: EditorDraft) {
    if (error.fieldErrors.length === 0) return notify({ type: 'error', content: error.message });
    setRefusal({ fieldErrors: error.fieldErrors, body: draft.body });
    onRefused(error.fieldErrors.map((fieldError) => ({ path: fieldError.field, key: fieldError.key })));
  }

  async function run(mode: SaveMode, draft = state.draft) {
    if (saving) return;
    setRefusal(null);
    // The server checks the body with the same shared code (parse, copies, rules): what the live
    // record finds it would refuse, so the fields are named now, without a round trip.
    if (state.live.issues.length > 0 && onRefused(state.live.issues)) return;
    setSaving(mode);
    try {
      afterSave(mode, await saveDraft(draft), draft);
    } catch (error) {
      if (error instanceof ApiError && error.code === 117) setConflict(mode);
      else if (error instanceof ApiError && (error.code === 115 || error.code === 118)) {
        serverRefused(error, draft);
      }
      // Anything else was notified by the client; the local draft keeps the work.
    } finally {
      setSaving(null);
    }
  }

  return {
    saving,
    conflict,
    refusal,
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
