/**
 * The custom panel dialog (000 §2 "Custom panels"): add, with every panel field and the choice to
 * make it the default, or edit, opened only once the panel's details have loaded. Checked with
 * the same schemas as the server; a saved panel shows a notice and closes the dialog (000 §4).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as componentCalls from '@pvd/shared/api/component';
import type { CallRequest } from '@pvd/shared/api/define';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { userPanelFormNames } from '@pvd/shared/catalogue/user-panel';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PanelFields } from '../../../components/panel-form/panel-fields';
import {
  emptyPanelValues,
  PANEL_FIELD_ORDER,
  type PanelField,
  type PanelValues,
  panelPayload,
  panelValuesOf,
} from '../../../components/panel-form/panel-values';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import {
  type FieldErrors,
  type Focusable,
  focusFirstError,
  serverFieldErrors,
  validateForm,
} from '../../../lib/validation';
import { type CustomPanelSave, useCustomPanel, useSaveCustomPanel } from '../api/custom-panels';

type FormName = keyof typeof userPanelFormNames;
type PanelBody = Omit<CallRequest<typeof componentCalls.insertUserComponent>, 'isDefault'>;
const formNames = Object.entries(userPanelFormNames) as [FormName, PanelField][];

/** The dialog's values under the call's camelCase names (000 §3), numbers as numbers. */
function toCallNames(values: PanelValues): PanelBody {
  const payload = panelPayload(values);
  // The schema judges every value; an unreadable number stays text for it to refuse.
  return Object.fromEntries(formNames.map(([formName, field]) => [formName, payload[field]])) as PanelBody;
}

/** Errors keyed by the call's names → keyed by the form's fields. */
function toFieldErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [formName, field] of formNames) if (errors[formName]) mapped[field] = errors[formName];
  return mapped;
}

interface PanelFormModalProps {
  panel: PanelInfo | null;
  onClose(): void;
}

function PanelFormModal({ panel, onClose }: PanelFormModalProps) {
  const { t } = useTranslation(['panel', 'ui']);
  const language = useLanguage();
  const saving = useSaveCustomPanel();
  const [values, setValues] = useState<PanelValues>(() =>
    panel ? panelValuesOf(panel) : emptyPanelValues(),
  );
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<string, Focusable | null>>>({});

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(PANEL_FIELD_ORDER, found, refs.current);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const form = toCallNames(values);
    const save: CustomPanelSave = panel
      ? { kind: 'update', body: { ...form, id: panel.Id, version: panel.version } }
      : { kind: 'insert', body: { ...form, isDefault: makeDefault ? 1 : 0 } };
    const schema = panel
      ? componentCalls.updateUserComponent.request
      : componentCalls.insertUserComponent.request;
    const checked = validateForm<unknown>(schema, save.body, language);
    if (checked.errors) return show(toFieldErrors(checked.errors));
    setErrors({});
    const name = values.componentmodelname.trim();
    const onSuccess = () => {
      notify({ type: 'success', content: t(panel ? 'custom.saved' : 'custom.added', { name }) });
      onClose();
    };
    const onError = (error: Error) => {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) show(toFieldErrors(fieldErrors));
      else if (isApiError(error, 118)) notify({ type: 'error', content: error.message });
    };
    saving.mutate(save, { onSuccess, onError });
  }

  return (
    <Modal
      visible
      size="large"
      position="top"
      onDismiss={() => !saving.isPending && onClose()}
      header={t(panel ? 'custom.dialog.editTitle' : 'custom.dialog.addTitle')}
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
        <SpaceBetween size="l">
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
          {!panel && (
            <Checkbox checked={makeDefault} onChange={({ detail }) => setMakeDefault(detail.checked)}>
              {t('custom.dialog.makeDefault')}
            </Checkbox>
          )}
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
    </Modal>
  );
}

/** Adds a panel, or edits the panel `editId` once its details are loaded. */
export function CustomPanelDialog({ editId, onClose }: { editId: string | null; onClose(): void }) {
  const { t } = useTranslation('panel');
  const details = useCustomPanel(editId);
  // A failed load was already notified by the API client: there is nothing to edit.
  useEffect(() => {
    if (details.isError) onClose();
  }, [details.isError, onClose]);
  if (editId === null) return <PanelFormModal panel={null} onClose={onClose} />;
  if (!details.data)
    return <LoadingOverlay text={details.isError ? null : t('custom.dialog.loadingDetails')} />;
  return <PanelFormModal panel={details.data} onClose={onClose} />;
}
