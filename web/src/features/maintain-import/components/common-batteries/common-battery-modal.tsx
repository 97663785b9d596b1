/**
 * The create and edit dialogs of a common battery (000 §2; §5: every field required with its own
 * message, capacity and counts numeric (请输入数字值) and above zero). The fields are text, not
 * number inputs, so what is not a number reaches the check and its message instead of vanishing.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as batteryCalls from '@pvd/shared/api/battery';
import type { CommonBatteryRow } from '@pvd/shared/catalogue/common-battery';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import {
  type FieldErrors,
  type Focusable,
  focusFirstError,
  serverFieldErrors,
  validateForm,
} from '../../../../lib/validation';
import { type CommonBatterySave, useSaveCommonBattery } from '../../api/batteries';

const FIELDS = [
  'modelName',
  'brand',
  'capacity',
  'batteryType',
  'maximumNumberOfParallelsSeries',
  'minimumNumberOfParallelsSeries',
] as const;
type Field = (typeof FIELDS)[number];
const NUMERIC = new Set<Field>([
  'capacity',
  'maximumNumberOfParallelsSeries',
  'minimumNumberOfParallelsSeries',
]);

function valuesOf(row: CommonBatteryRow | null): Record<Field, string> {
  return {
    modelName: row?.batterymodel ?? '',
    brand: row?.batterybrand ?? '',
    capacity: row ? String(row.batterycapacity) : '',
    batteryType: row?.batterytype ?? '',
    maximumNumberOfParallelsSeries: row ? String(row.maximumnumberofparallelsseries) : '',
    minimumNumberOfParallelsSeries: row ? String(row.minimumnumberofparallelsseries) : '',
  };
}

/** Numbers as numbers when they read as such; anything else as typed, for the schema to judge. */
function bodyOf(values: Record<Field, string>) {
  const read = (field: Field) => {
    const text = values[field].trim();
    return NUMERIC.has(field) && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  };
  return Object.fromEntries(FIELDS.map((field) => [field, read(field)])) as Record<Field, string | number>;
}

export function CommonBatteryModal({
  battery,
  onClose,
}: {
  battery: CommonBatteryRow | null;
  onClose(): void;
}) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const language = useLanguage();
  const saving = useSaveCommonBattery();
  const [values, setValues] = useState(() => valuesOf(battery));
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<string, Focusable | null>>>({});

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(FIELDS, found, refs.current);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const fields = bodyOf(values) as CommonBatterySave['body'];
    const save: CommonBatterySave = battery
      ? { kind: 'update', body: { ...fields, id: battery.id, version: battery.version } }
      : { kind: 'create', body: fields };
    const schema = battery
      ? batteryCalls.UpdateCommonBattery.request
      : batteryCalls.CreateCommonBattery.request;
    const checked = validateForm<unknown>(schema, save.body, language);
    if (checked.errors) return show(checked.errors);
    setErrors({});
    saving.mutate(save, {
      onSuccess: (saved) => {
        notify({
          type: 'success',
          content: t(battery ? 'commonBatteries.saved' : 'commonBatteries.created', {
            name: saved.batterymodel,
          }),
        });
        onClose();
      },
      onError: (error) => show(serverFieldErrors(error) ?? {}),
    });
  }

  return (
    <Modal
      visible
      size="medium"
      onDismiss={() => !saving.isPending && onClose()}
      header={t(battery ? 'commonBatteries.editTitle' : 'commonBatteries.createTitle')}
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
        <ColumnLayout columns={2}>
          {FIELDS.map((field) => (
            <FormField key={field} label={t(`commonBatteries.fields.${field}`)} errorText={errors[field]}>
              <Input
                ref={(element) => {
                  refs.current[field] = element;
                }}
                value={values[field]}
                inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
                disabled={saving.isPending}
                invalid={Boolean(errors[field])}
                onChange={({ detail }) => {
                  setValues((current) => ({ ...current, [field]: detail.value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
              />
            </FormField>
          ))}
        </ColumnLayout>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
