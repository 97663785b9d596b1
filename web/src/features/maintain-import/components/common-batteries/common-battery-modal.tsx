/**
 * The create and edit dialogs of a common battery ([CAT-7]: every field required with its own
 * message, capacity and counts numeric (请输入数字值) and above zero). The fields are text, not
 * number inputs, so what is not a number reaches the check and its message instead of vanishing.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import * as batteryCalls from '@pvd/shared/api/battery';
import type { CommonBatteryRow } from '@pvd/shared/catalogue/battery';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { useFieldForm } from '@/hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
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

interface CommonBatteryModalProps {
  /** The battery to edit, or null to create one. */
  battery: CommonBatteryRow | null;
  onClose(): void;
  /** The battery was saved: the page closes the dialog and shows the battery. */
  onSaved(saved: CommonBatteryRow): void;
}

export function CommonBatteryModal({ battery, onClose, onSaved }: CommonBatteryModalProps) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const saving = useSaveCommonBattery();
  const form = useFieldForm(() => valuesOf(battery), FIELDS);

  const save = useFormSubmit({
    form,
    schema: battery ? batteryCalls.UpdateCommonBattery.request : batteryCalls.CreateCommonBattery.request,
    // The body carries the id and version read when editing.
    send: (body: CommonBatterySave['body'], callbacks: SaveCallbacks<CommonBatteryRow>) =>
      saving.mutate({ kind: battery ? 'update' : 'create', body } as CommonBatterySave, callbacks),
    notice: (saved) =>
      t(battery ? 'commonBatteries.saved' : 'commonBatteries.created', { name: saved.batterymodel }),
    onSaved,
  });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const fields = bodyOf(form.values) as CommonBatterySave['body'];
    save(battery ? { ...fields, id: battery.id, version: battery.version } : fields);
  }

  const close = useGuardedClose(form.dirty, onClose, saving.isPending);
  return (
    <Modal
      visible
      size="medium"
      onDismiss={close.requestClose}
      header={t(battery ? 'commonBatteries.editTitle' : 'commonBatteries.createTitle')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter busy={saving.isPending} onCancel={close.requestClose} onConfirm={submit} />}
    >
      <form onSubmit={submit} noValidate>
        <ColumnLayout columns={2}>
          {FIELDS.map((field) => (
            <FormField
              key={field}
              label={t(`commonBatteries.fields.${field}`)}
              errorText={form.errors[field]}
            >
              <Input
                ref={form.register(field)}
                value={form.values[field]}
                inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
                disabled={saving.isPending}
                invalid={Boolean(form.errors[field])}
                onChange={({ detail }) => form.change(field, detail.value)}
              />
            </FormField>
          ))}
        </ColumnLayout>
        <button type="submit" hidden />
      </form>
      {close.guard}
    </Modal>
  );
}
