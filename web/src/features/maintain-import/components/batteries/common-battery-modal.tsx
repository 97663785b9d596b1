/**
 * The create and edit dialogs of a common battery ([CAT-7]: every field required with its own
 * message, capacity and counts numeric (请输入数字值) and above zero). The fields are text, not
 * number inputs, so what is not a number reaches the check and its message instead of vanishing.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import * as batteryCalls from '@pvd/shared/api/battery';
import {
  BATTERY_FIELDS,
  BATTERY_ROW_NAMES,
  type BatteryField,
  COMMON_BATTERY_FORM_NAMES,
  type CommonBatteryRow,
} from '@pvd/shared/catalogue/battery';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { useFieldForm } from '@/hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { type CommonBatterySave, useSaveCommonBattery } from '../../api/batteries';

/** The form's field of each shared battery field, in the order the form shows them. */
const FIELDS = BATTERY_FIELDS.map((field) => COMMON_BATTERY_FORM_NAMES[field]);
type Field = (typeof COMMON_BATTERY_FORM_NAMES)[BatteryField];
const NUMERIC = new Set<BatteryField>(['capacity', 'maxCount', 'minCount']);

function valuesOf(row: CommonBatteryRow | null): Record<Field, string> {
  const value = (field: BatteryField) => (row ? String(row[BATTERY_ROW_NAMES[field]]) : '');
  return Object.fromEntries(
    BATTERY_FIELDS.map((field) => [COMMON_BATTERY_FORM_NAMES[field], value(field)]),
  ) as Record<Field, string>;
}

/** Numbers as numbers when they read as such; anything else as typed, for the schema to judge. */
function bodyOf(values: Record<Field, string>) {
  const read = (field: BatteryField) => {
    const text = values[COMMON_BATTERY_FORM_NAMES[field]].trim();
    return NUMERIC.has(field) && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  };
  return Object.fromEntries(
    BATTERY_FIELDS.map((field) => [COMMON_BATTERY_FORM_NAMES[field], read(field)]),
  ) as Record<Field, string | number>;
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

  function submit() {
    const fields = bodyOf(form.values) as CommonBatterySave['body'];
    save(battery ? { ...fields, id: battery.id, version: battery.version } : fields);
  }

  const close = useGuardedClose(form.dirty, onClose, saving.isPending);
  return (
    <FormDialog
      header={t(battery ? 'commonBatteries.editTitle' : 'commonBatteries.createTitle')}
      close={close}
      busy={saving.isPending}
      onSubmit={submit}
      size="medium"
    >
      <ColumnLayout columns={2}>
        {BATTERY_FIELDS.map((field) => {
          const name = COMMON_BATTERY_FORM_NAMES[field];
          return (
            <FormField key={field} label={t(`battery.fields.${field}`)} errorText={form.errors[name]}>
              <Input
                ref={form.register(name)}
                value={form.values[name]}
                inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
                disabled={saving.isPending}
                invalid={Boolean(form.errors[name])}
                onChange={({ detail }) => form.change(name, detail.value)}
              />
            </FormField>
          );
        })}
      </ColumnLayout>
    </FormDialog>
  );
}
