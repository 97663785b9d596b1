/**
 * Inserting or editing a system panel in a full-screen drawer (000 §2 "Maintain: system panels"),
 * with the panel fields shared with the custom panels (step 0.1 m for length and width when
 * inserting, 0.01 otherwise) and the same schemas as the server.
 */
import Modal from '@cloudscape-design/components/modal';
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../components/dialog-footer';
import { LoadedDetails } from '../../../../components/loaded-details';
import { PanelFields } from '../../../../components/panel-form/panel-fields';
import {
  emptyPanelValues,
  PANEL_FIELD_ORDER,
  panelPayload,
  panelValuesOf,
} from '../../../../components/panel-form/panel-values';
import { useFieldForm } from '../../../../hooks/use-field-form';
import { useGuardedClose } from '../../../../hooks/use-guarded-close';
import { isApiError } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { serverFieldErrors, validateForm } from '../../../../lib/validation';
import { type SystemPanelSave, useSaveSystemPanel, useSystemPanel } from '../../api/system-panels';

type InsertBody = CallRequest<typeof componentCalls.InsertSystemComponent>;

function PanelDrawer({ panel, onClose }: { panel: PanelInfo | null; onClose(): void }) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const language = useLanguage();
  const saving = useSaveSystemPanel();
  const form = useFieldForm(() => (panel ? panelValuesOf(panel) : emptyPanelValues()), PANEL_FIELD_ORDER);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    // The schema judges every value; an unreadable number stays text for it to refuse.
    const fields = panelPayload(form.values) as InsertBody;
    const save: SystemPanelSave = panel
      ? { kind: 'edit', body: { ...fields, Id: panel.Id, version: panel.version } }
      : { kind: 'insert', body: fields };
    const schema = panel
      ? componentCalls.EditSystemComponent.request
      : componentCalls.InsertSystemComponent.request;
    const checked = validateForm<unknown>(schema, save.body, language);
    if (checked.errors) return form.showErrors(checked.errors);
    form.setErrors({});
    saving.mutate(save, {
      onSuccess: (saved) => {
        notify({
          type: 'success',
          content: t(panel ? 'panels.saved' : 'panels.added', { name: saved.componentmodelname }),
        });
        onClose();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) form.showErrors(fieldErrors);
        else if (isApiError(error, 118)) notify({ type: 'error', content: error.message });
      },
    });
  }

  const close = useGuardedClose(form.dirty, onClose, saving.isPending);
  return (
    <Modal
      visible
      size="max"
      position="top"
      onDismiss={close.requestClose}
      header={panel ? t('panels.editTitle', { name: panel.componentmodelname }) : t('panels.insertTitle')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter busy={saving.isPending} onCancel={close.requestClose} onConfirm={submit} />}
    >
      <form onSubmit={submit} noValidate>
        <PanelFields
          values={form.values}
          errors={form.errors}
          lengthStep={panel ? 0.01 : 0.1}
          disabled={saving.isPending}
          onChange={form.change}
          register={form.register}
        />
        <button type="submit" hidden />
      </form>
      {close.guard}
    </Modal>
  );
}

/** The drawer for a new panel (`editId` null) or for the panel `editId` once it is loaded. */
export function SystemPanelDrawer({ editId, onClose }: { editId: string | null; onClose(): void }) {
  const { t } = useTranslation('catalogue');
  const details = useSystemPanel(editId);
  if (editId === null) return <PanelDrawer panel={null} onClose={onClose} />;
  return (
    <LoadedDetails details={details} loadingText={t('panels.loadingOne')} onFailed={onClose}>
      {(panel) => <PanelDrawer panel={panel} onClose={onClose} />}
    </LoadedDetails>
  );
}
