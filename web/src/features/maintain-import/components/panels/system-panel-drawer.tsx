/**
 * Inserting or editing a system panel in a full-screen drawer (000 §2 "Maintain: system panels"),
 * with the panel fields shared with the custom panels (step 0.1 m for length and width when
 * inserting, 0.01 otherwise) and the same schemas as the server.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { PanelFields } from '../../../../components/panel-form/panel-fields';
import {
  emptyPanelValues,
  PANEL_FIELD_ORDER,
  type PanelValues,
  panelPayload,
  panelValuesOf,
} from '../../../../components/panel-form/panel-values';
import { isApiError } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import {
  type FieldErrors,
  type Focusable,
  focusFirstError,
  serverFieldErrors,
  validateForm,
} from '../../../../lib/validation';
import { type SystemPanelSave, useSaveSystemPanel, useSystemPanel } from '../../api/system-panels';

type InsertBody = CallRequest<typeof componentCalls.InsertSystemComponent>;

function PanelDrawer({ panel, onClose }: { panel: PanelInfo | null; onClose(): void }) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const language = useLanguage();
  const saving = useSaveSystemPanel();
  const [values, setValues] = useState<PanelValues>(() =>
    panel ? panelValuesOf(panel) : emptyPanelValues(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<string, Focusable | null>>>({});

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(PANEL_FIELD_ORDER, found, refs.current);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    // The schema judges every value; an unreadable number stays text for it to refuse.
    const fields = panelPayload(values) as InsertBody;
    const save: SystemPanelSave = panel
      ? { kind: 'edit', body: { ...fields, Id: panel.Id, version: panel.version } }
      : { kind: 'insert', body: fields };
    const schema = panel
      ? componentCalls.EditSystemComponent.request
      : componentCalls.InsertSystemComponent.request;
    const checked = validateForm<unknown>(schema, save.body, language);
    if (checked.errors) return show(checked.errors);
    setErrors({});
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
        if (fieldErrors) show(fieldErrors);
        else if (isApiError(error, 118)) notify({ type: 'error', content: error.message });
      },
    });
  }

  return (
    <Modal
      visible
      size="max"
      position="top"
      onDismiss={() => !saving.isPending && onClose()}
      header={panel ? t('panels.editTitle', { name: panel.componentmodelname }) : t('panels.insertTitle')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={saving.isPending} onClick={onClose}>
              {t('ui:dialog.cancel')}
            </Button>
            <Button variant="primary" loading={saving.isPending} onClick={() => submit()}>
              {t('ui:dialog.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={submit} noValidate>
        <PanelFields
          values={values}
          errors={errors}
          lengthStep={panel ? 0.01 : 0.1}
          disabled={saving.isPending}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          register={(field) => (element) => {
            refs.current[field] = element;
          }}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

/** The drawer for a new panel (`editId` null) or for the panel `editId` once it is loaded. */
export function SystemPanelDrawer({ editId, onClose }: { editId: string | null; onClose(): void }) {
  const { t } = useTranslation('catalogue');
  const details = useSystemPanel(editId);
  useEffect(() => {
    if (details.isError) onClose();
  }, [details.isError, onClose]);
  if (editId === null) return <PanelDrawer panel={null} onClose={onClose} />;
  if (!details.data) return <LoadingOverlay text={details.isError ? null : t('panels.loadingOne')} />;
  return <PanelDrawer panel={details.data} onClose={onClose} />;
}
