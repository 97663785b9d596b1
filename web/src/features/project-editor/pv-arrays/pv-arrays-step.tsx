/**
 * The PV array step [WIZ-4]: the project's arrays with add, edit and delete (a confirmation
 * first; never the last array), the manual array drawer and the roof drawer [WIZ-5].
 * Deleting an array also removes the string design that wires it. A saved array's panel copy
 * goes into the draft's copies so the live record assembles (shared/project/save/copies.ts).
 * The project's ground albedo is edited above the list [MNT-4] (ground-section.tsx).
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { ObstacleInput } from '@pvd/shared/project/record/surroundings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLanguage } from '@/lib/i18n';
import { issueAt } from '../model/field-issues';
import { siteOf } from '../model/site';
import type { StepProps } from '../model/step-props';
import { stepIssues } from '../model/steps';
import { horizonOf, obstaclesOf, withObstacles } from '../model/surroundings-body';
import {
  type ArrayBody,
  arraysOf,
  dcEntriesOfArray,
  mayDeleteArray,
  putArray,
  removeArray,
} from './array-edits';
import { startAnglesOf } from './array-fields';
import { ArrayList } from './array-list';
import { type RecountedArray, recountDrawnArrays, withPanelCounts } from './drawn-counts';
import { GroundSection } from './ground-section';
import { ManualForm } from './manual-form';
import { type ChosenPanel, panelCopyKey } from './panel-copy';
import { RecountedNotice } from './recounted-notice';
import { RoofDrawer } from './roof/lazy-roof-drawer';

/** No far horizon: one empty list, so the drawer's diagram keeps its data. */
const NO_POINTS: [] = [];

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; array: ArrayBody }
  | { kind: 'draw'; array: ArrayBody | null }
  | null;

export function PvArraysStep({ draft, live, update, addCopies, showIssues }: StepProps) {
  const { t } = useTranslation('editorArrays');
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ArrayBody | null>(null);
  const [recounted, setRecounted] = useState<RecountedArray[]>([]);
  const arrays = arraysOf(draft.body);
  const site = siteOf(draft.body.mapLocation);
  const issues = stepIssues('arrays', draft, live);
  const stepLevel = issues.filter((issue) => issue.path === 'pvArray');
  const start = startAnglesOf(draft.body.mapLocation, site.latitude);

  function save(array: ArrayBody, chosen: ChosenPanel) {
    addCopies({ panels: { ...draft.copies.panels, [panelCopyKey(chosen.panel)]: chosen.panel } });
    update((body) => putArray(body, array));
    setEditing(null);
  }

  /**
   * The obstacles a roof drawer saves are the project's: the other drawn arrays' counts follow
   * what their drawings lay with them (the array being saved brings its own count).
   */
  function saveObstacles(obstacles: ObstacleInput[], savingId: string | undefined) {
    const changed = recountDrawnArrays(withObstacles(draft.body, obstacles), draft.copies, site, savingId);
    update((body) => withPanelCounts(withObstacles(body, obstacles), changed));
    setRecounted(changed);
  }

  function confirmDelete(array: ArrayBody) {
    // The list disables it; a stale click must not leave the project without arrays either.
    if (mayDeleteArray(draft.body)) update((body) => removeArray(body, array.id));
    setDeleting(null);
  }

  return (
    <SpaceBetween size="l">
      {showIssues && stepLevel.length > 0 && (
        <Alert type="error" statusIconAriaLabel={t('list.errorIcon')}>
          {stepLevel.map((issue) => validationMessage(issue.key, language)).join(' ')}
        </Alert>
      )}
      <RecountedNotice recounted={recounted} onDismiss={() => setRecounted([])} />
      <GroundSection
        ground={draft.body.ground}
        errorOf={(path) => {
          // A value being typed shows its range at once, as the drawer's mounting fields do.
          const issue = issueAt(issues, path);
          return issue ? validationMessage(issue.key, language) : undefined;
        }}
        onChange={(ground) => update((body) => ({ ...body, ground }))}
      />
      <ArrayList
        arrays={arrays}
        copies={draft.copies}
        issues={issues}
        onAdd={() => setEditing({ kind: 'add' })}
        onEdit={(array) => setEditing({ kind: 'edit', array })}
        onDelete={setDeleting}
        onDraw={(array) => setEditing({ kind: 'draw', array })}
      />
      {editing?.kind === 'draw' && (
        <RoofDrawer
          key={editing.array?.id ?? 'new'}
          array={editing.array}
          arrays={arrays}
          copies={draft.copies}
          site={site}
          start={start}
          onClose={() => setEditing(null)}
          onSave={save}
          onSwitch={(array) => setEditing({ kind: 'draw', array })}
          projectId={draft.projectId}
          obstacles={obstaclesOf(draft.body)}
          horizon={horizonOf(draft.body)?.points ?? NO_POINTS}
          onObstacles={(obstacles) => saveObstacles(obstacles, editing.array?.id)}
        />
      )}
      {editing && editing.kind !== 'draw' && (
        <ManualForm
          array={editing.kind === 'edit' ? editing.array : null}
          copies={draft.copies}
          site={site}
          start={start}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          {/* A delete confirmation is a warning. */}
          <Alert type="warning" statusIconAriaLabel={t('delete.warningIcon')}>
            <SpaceBetween size="xs">
              <span>{t('delete.question', { name: deleting.pvarrayname })}</span>
              {dcEntriesOfArray(draft.body, deleting.id) > 0 && (
                <span>{t('delete.strings', { count: dcEntriesOfArray(draft.body, deleting.id) })}</span>
              )}
            </SpaceBetween>
          </Alert>
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}
