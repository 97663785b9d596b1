/**
 * The panel's fields, custom or system ([CAT-1]: every field required, step
 * 0.01, 0.1 m for length and width in the create dialog): identity, dimensions with the area
 * (length × width, 2 decimals), the 19 wafer materials with the first as default, the STC
 * electrical data, and the temperature coefficients with their unit (%/℃ or mV/℃).
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TEMP_COEFFICIENT_UNITS } from '@pvd/shared/catalogue/panel';
import { WAFER_MATERIALS } from '@pvd/shared/catalogue/wafer-materials';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, Focusable } from '../../lib/validation';
import { type PanelField, type PanelValues, previewArea, temperatureUnitLabel } from './panel-values';

export interface PanelFieldsProps {
  values: PanelValues;
  errors: FieldErrors;
  /** Step of length and width: 0.1 m when creating, 0.01 m when editing [CAT-1]. [m] */
  lengthStep: number;
  disabled?: boolean;
  onChange(field: PanelField, value: string): void;
  /** Keeps each input's ref, to move the focus to the first error. */
  register(field: PanelField): (element: Focusable | null) => void;
}

type NumberField = Exclude<
  PanelField,
  | 'manufacturer'
  | 'componentmodelname'
  | 'wafermaterial'
  | 'tempcoefficientvocunit'
  | 'tempcoefficientiscunit'
>;

const unitOptions = TEMP_COEFFICIENT_UNITS.map((unit) => ({
  value: unit,
  label: temperatureUnitLabel(unit),
}));
const waferOptions = WAFER_MATERIALS.map((material) => ({ value: material, label: material }));

export function PanelFields({ values, errors, lengthStep, disabled, onChange, register }: PanelFieldsProps) {
  const { t } = useTranslation('panel');
  const area = previewArea(values);

  const text = (field: 'manufacturer' | 'componentmodelname') => (
    <FormField label={t(`fields.${field}`)} errorText={errors[field]}>
      <Input
        ref={register(field)}
        value={values[field]}
        disabled={disabled}
        invalid={Boolean(errors[field])}
        onChange={({ detail }) => onChange(field, detail.value)}
      />
    </FormField>
  );

  const numberInput = (field: NumberField, step = 0.01) => (
    <Input
      ref={register(field)}
      type="number"
      inputMode="decimal"
      step={step}
      value={values[field]}
      disabled={disabled}
      invalid={Boolean(errors[field])}
      onChange={({ detail }) => onChange(field, detail.value)}
    />
  );

  const number = (field: NumberField, step = 0.01) => (
    <FormField label={t(`fields.${field}`)} errorText={errors[field]}>
      {numberInput(field, step)}
    </FormField>
  );

  const coefficient = (field: 'tempcoefficientvoc' | 'tempcoefficientisc') => {
    const unitField = field === 'tempcoefficientvoc' ? 'tempcoefficientvocunit' : 'tempcoefficientiscunit';
    return (
      <FormField label={t(`fields.${field}`)} errorText={errors[field] ?? errors[unitField]}>
        <Grid gridDefinition={[{ colspan: 6 }, { colspan: 6 }]}>
          {numberInput(field)}
          <Select
            ref={register(unitField)}
            ariaLabel={t(`fields.${unitField}`)}
            selectedOption={unitOptions.find((option) => option.value === values[unitField]) ?? null}
            options={unitOptions}
            disabled={disabled}
            invalid={Boolean(errors[unitField])}
            onChange={({ detail }) => onChange(unitField, detail.selectedOption.value ?? '')}
          />
        </Grid>
      </FormField>
    );
  };

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        {text('manufacturer')}
        {text('componentmodelname')}
      </ColumnLayout>
      <Box variant="h3">{t('sections.dimensions')}</Box>
      <ColumnLayout columns={3}>
        {number('componentlength', lengthStep)}
        {number('componentwidth', lengthStep)}
        <FormField label={t('fields.componentarea')} constraintText={t('hints.area')}>
          <Input value={area === null ? '' : area.toFixed(2)} readOnly placeholder={t('hints.areaPending')} />
        </FormField>
      </ColumnLayout>
      <ColumnLayout columns={3}>
        <FormField label={t('fields.wafermaterial')} errorText={errors.wafermaterial}>
          <Select
            ref={register('wafermaterial')}
            selectedOption={waferOptions.find((option) => option.value === values.wafermaterial) ?? null}
            options={waferOptions}
            disabled={disabled}
            invalid={Boolean(errors.wafermaterial)}
            onChange={({ detail }) => onChange('wafermaterial', detail.selectedOption.value ?? '')}
          />
        </FormField>
        {number('peakpower')}
        {number('efficiency')}
      </ColumnLayout>
      <Box variant="h3">{t('sections.electrical')}</Box>
      <ColumnLayout columns={3}>
        {number('mppvoltage')}
        {number('mppcurrent')}
        {number('allowedvoltage')}
        {number('opencircuitvoltage')}
        {number('shortcircuitcurrent')}
      </ColumnLayout>
      <Box variant="h3">{t('sections.temperature')}</Box>
      <ColumnLayout columns={3}>
        {coefficient('tempcoefficientvoc')}
        {coefficient('tempcoefficientisc')}
        <FormField
          label={t('fields.tempCoefficientPmax')}
          constraintText={t('hints.pmaxOptional')}
          errorText={errors.tempCoefficientPmax}
        >
          {numberInput('tempCoefficientPmax')}
        </FormField>
      </ColumnLayout>
    </SpaceBetween>
  );
}
