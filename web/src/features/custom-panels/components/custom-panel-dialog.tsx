/**
 * The custom panel dialog [CAT-1] [CAT-2]: add, with every panel field and the choice to
 * make it the default, or edit, opened only once the panel's details have loaded. Checked with
 * the same schemas as the server; a saved panel shows a notice and closes the dialog.
 * A PVsyst .PAN file can fill the fields for review before the save.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { userPanelFormNames } from '@pvd/shared/catalogue/user-panel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { LoadedDetails } from '@/components/loaded-details';
import { PanelDatasheet } from '@/components/panel-form/panel-datasheet';
import {
  emptyPanelValues,
  PANEL_FIELD_ORDER,
  type PanelField,
  type PanelValues,
  panelPayload,
  panelValuesOf,
} from '@/components/panel-form/panel-values';
import { useFieldForm } from '@/hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import type { FieldErrors } from '@/lib/validation';
import { type CustomPanelSave, useCustomPanel, useSaveCustomPanel } from '../api/custom-panels';

type FormName = keyof typeof userPanelFormNames;
type PanelBody = Omit<CallRequest<typeof componentCalls.insertUserComponent>, 'isDefault'>;
const formNames = Object.entries(userPanelFormNames) as [FormName, PanelField][];

/** The dialog's values under the call's camelCase names, numbers as numbers. */
function toCallNames(values: PanelValues): PanelBody {
  const payload = panelPayload(values);
  // The schema judges every value; an unreadable number stays text for it to refuse.
  return Object.fromEntries(formNames.map(([formName, field]) => [formName, payload[field]])) as PanelBody;
}

/** Errors keyed by the call's names → keyed by the form's fields. */
function toFormFields(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [formName, field] of formNames) if (errors[formName]) mapped[field] = errors[formName];
  return mapped;
}

interface PanelFormModalProps {
  panel: PanelInfo | null;
  onClose(): void;
  /** The panel was saved: the page closes the dialog and shows the panel. */
  onSaved(saved: PanelInfo): void;
}

function PanelFormModal({ panel, onClose, onSaved }: PanelFormModalProps) {
  const { t } = useTranslation(['panel', 'ui']);
  const saving = useSaveCustomPanel();
  const form = useFieldForm(() => (panel ? panelValuesOf(panel) : emptyPanelValues()), PANEL_FIELD_ORDER);
  const [makeDefault, setMakeDefault] = useState(false);

  const save = useFormSubmit({
    form,
    schema: panel ? componentCalls.updateUserComponent.request : componentCalls.insertUserComponent.request,
    // The schema and the server name the fields as the call does, the form as the panel.
    toFormFields,
    send: (body: CustomPanelSave['body'], callbacks: SaveCallbacks<PanelInfo>) =>
      saving.mutate({ kind: panel ? 'update' : 'insert', body } as CustomPanelSave, callbacks),
    notice: (_saved, body) =>
      t(panel ? 'custom.saved' : 'custom.added', { name: String(body.componentModelName).trim() }),
    onSaved,
  });

  function submit() {
    const body = toCallNames(form.values);
    save(
      panel ? { ...body, id: panel.Id, version: panel.version } : { ...body, isDefault: makeDefault ? 1 : 0 },
    );
  }

  const close = useGuardedClose(form.dirty, onClose, saving.isPending);
  return (
    <FormDialog
      header={t(panel ? 'custom.dialog.editTitle' : 'custom.dialog.addTitle')}
      close={close}
      busy={saving.isPending}
      onSubmit={submit}
      size="large"
      position="top"
    >
      <SpaceBetween size="l">
        <PanelDatasheet form={form} editing={panel !== null} busy={saving.isPending} />
        {!panel && (
          <Checkbox checked={makeDefault} onChange={({ detail }) => setMakeDefault(detail.checked)}>
            {t('custom.dialog.makeDefault')}
          </Checkbox>
        )}
      </SpaceBetween>
    </FormDialog>
  );
}

/** Adds a panel, or edits the panel `editId` once its details are loaded. */
export function CustomPanelDialog({
  editId,
  onClose,
  onSaved,
}: Omit<PanelFormModalProps, 'panel'> & { editId: string | null }) {
  const { t } = useTranslation('panel');
  const details = useCustomPanel(editId);
  if (editId === null) return <PanelFormModal panel={null} onClose={onClose} onSaved={onSaved} />;
  return (
    <LoadedDetails details={details} loadingText={t('custom.dialog.loadingDetails')} onFailed={onClose}>
      {(panel) => <PanelFormModal panel={panel} onClose={onClose} onSaved={onSaved} />}
    </LoadedDetails>
  );
}
