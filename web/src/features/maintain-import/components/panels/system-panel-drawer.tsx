/**
 * Inserting or editing a system panel in a full-screen drawer [CAT-1],
 * with the panel fields shared with the custom panels (step 0.1 m for length and width when
 * inserting, 0.01 otherwise) and the same schemas as the server; a PVsyst .PAN file can fill the
 * fields for review before the save.
 */

import SpaceBetween from '@cloudscape-design/components/space-between';
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { LoadedDetails } from '@/components/loaded-details';
import { PanelDatasheet } from '@/components/panel-form/panel-datasheet';
import {
  emptyPanelValues,
  PANEL_FIELD_ORDER,
  panelPayload,
  panelValuesOf,
} from '@/components/panel-form/panel-values';
import { useFieldForm } from '@/hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { type SystemPanelSave, useSaveSystemPanel, useSystemPanel } from '../../api/system-panels';

type InsertBody = CallRequest<typeof componentCalls.InsertSystemComponent>;

interface PanelDrawerProps {
  panel: PanelInfo | null;
  onClose(): void;
  /** The panel was saved: the page closes the drawer and shows the panel. */
  onSaved(saved: PanelInfo): void;
}

function PanelDrawer({ panel, onClose, onSaved }: PanelDrawerProps) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const saving = useSaveSystemPanel();
  const form = useFieldForm(() => (panel ? panelValuesOf(panel) : emptyPanelValues()), PANEL_FIELD_ORDER);

  const save = useFormSubmit({
    form,
    schema: panel ? componentCalls.EditSystemComponent.request : componentCalls.InsertSystemComponent.request,
    send: (body: SystemPanelSave['body'], callbacks: SaveCallbacks<PanelInfo>) =>
      saving.mutate({ kind: panel ? 'edit' : 'insert', body } as SystemPanelSave, callbacks),
    notice: (saved) => t(panel ? 'panels.saved' : 'panels.added', { name: saved.componentmodelname }),
    onSaved,
  });

  function submit() {
    // The schema judges every value; an unreadable number stays text for it to refuse.
    const fields = panelPayload(form.values) as InsertBody;
    save(panel ? { ...fields, Id: panel.Id, version: panel.version } : fields);
  }

  const close = useGuardedClose(form.dirty, onClose, saving.isPending);
  return (
    <FormDialog
      header={panel ? t('panels.editTitle', { name: panel.componentmodelname }) : t('panels.insertTitle')}
      close={close}
      busy={saving.isPending}
      onSubmit={submit}
      size="max"
      position="top"
    >
      <SpaceBetween size="l">
        <PanelDatasheet form={form} editing={panel !== null} busy={saving.isPending} />
      </SpaceBetween>
    </FormDialog>
  );
}

/** The drawer for a new panel (`editId` null) or for the panel `editId` once it is loaded. */
export function SystemPanelDrawer({
  editId,
  onClose,
  onSaved,
}: Omit<PanelDrawerProps, 'panel'> & { editId: string | null }) {
  const { t } = useTranslation('catalogue');
  const details = useSystemPanel(editId);
  if (editId === null) return <PanelDrawer panel={null} onClose={onClose} onSaved={onSaved} />;
  return (
    <LoadedDetails details={details} loadingText={t('panels.loadingOne')} onFailed={onClose}>
      {(panel) => <PanelDrawer panel={panel} onClose={onClose} onSaved={onSaved} />}
    </LoadedDetails>
  );
}
