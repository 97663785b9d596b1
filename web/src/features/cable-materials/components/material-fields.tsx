/**
 * The two fields of a cable material ([CAT-3]: material and resistivity required, resistivity
 * numeric). Resistivity is in Ω·mm²/m, as the cable checks read it (copper 0.0175): the Ω·m
 * figure of [CAT-3] scaled by 10⁶.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldForm } from '@/hooks/use-field-form';

/** The fields in form order. */
export const MATERIAL_FIELDS = ['material', 'resistivity'] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

interface MaterialFieldsProps {
  /** The form's state, from `useFieldForm(…, MATERIAL_FIELDS)`. */
  form: FieldForm<MaterialField>;
  disabled?: boolean;
}

export function MaterialFields({ form, disabled }: MaterialFieldsProps) {
  const { t } = useTranslation('cable');
  const { values, errors } = form;
  return (
    <SpaceBetween size="m">
      <FormField label={t('fields.material')} errorText={errors.material}>
        <Input
          ref={form.register('material')}
          value={values.material}
          disabled={disabled}
          invalid={Boolean(errors.material)}
          onChange={({ detail }) => form.change('material', detail.value)}
        />
      </FormField>
      <FormField
        label={t('fields.resistivity')}
        constraintText={t('fields.resistivityHint')}
        errorText={errors.resistivity}
      >
        <Input
          ref={form.register('resistivity')}
          // Text, not a number input: a browser's number input would silently drop what is not a
          // number, and the user would never see why (resistivity is numeric [CAT-3]).
          inputMode="decimal"
          value={values.resistivity}
          disabled={disabled}
          invalid={Boolean(errors.resistivity)}
          onChange={({ detail }) => form.change('resistivity', detail.value)}
        />
      </FormField>
    </SpaceBetween>
  );
}

/** The typed resistivity as a number when it reads as one, else the text for the schema to refuse. */
export function resistivityValue(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
