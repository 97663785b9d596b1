/**
 * A panel's datasheet as both panel dialogs edit it (the user's custom panel, the maintainer's
 * system panel): filled from a PVsyst .PAN file for review, or typed field by field.
 */
import { PvsystImport } from '@/components/pvsyst-import';
import type { FieldForm } from '@/hooks/use-field-form';
import { fillForm } from '@/lib/pvsyst-file';
import { PanelFields } from './panel-fields';
import type { PanelField } from './panel-values';

interface PanelDatasheetProps {
  form: FieldForm<PanelField>;
  /** An existing panel (its length and width step 0.01 m, a new one's 0.1 m [CAT-1]). */
  editing: boolean;
  busy: boolean;
}

export function PanelDatasheet({ form, editing, busy }: PanelDatasheetProps) {
  return (
    <>
      <PvsystImport
        kind="module"
        disabled={busy}
        onRead={(read) => fillForm(form.values, read.panel, form.change)}
      />
      <PanelFields
        values={form.values}
        errors={form.errors}
        lengthStep={editing ? 0.01 : 0.1}
        disabled={busy}
        onChange={form.change}
        register={form.register}
      />
    </>
  );
}
