/**
 * The inverter form's fields by section [CAT-4]: every label carries its unit,
 * per-MPPT texts say how to write them ('13/13' or one value), optional fields say so, and the
 * model name is checked for uniqueness when it loses the focus.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MAINS_VOLTAGE_TYPES } from '@pvd/shared/catalogue/system-inverter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, Focusable } from '@/lib/validation';
import {
  type FieldSpec,
  INVERTER_SECTIONS,
  type InverterField,
  type InverterValues,
} from './inverter-values';

interface InverterFieldsProps {
  values: InverterValues;
  errors: FieldErrors;
  disabled?: boolean;
  onChange(field: InverterField, value: string): void;
  onModelNameBlur(): void;
  register(field: InverterField): (element: Focusable | null) => void;
}

function choiceOptions(field: InverterField, t: TFunction<'inverter'>): SelectProps.Option[] {
  if (field === 'invertertype') {
    return [
      { value: '1', label: t('types.1') },
      { value: '2', label: t('types.2') },
    ];
  }
  if (field === 'mainsvoltype') {
    return MAINS_VOLTAGE_TYPES.map((type) => ({ value: type, label: t(`voltageTypes.${type}`) }));
  }
  return [
    { value: '1', label: t('yes') },
    { value: '0', label: t('no') },
  ];
}

export function InverterFields({
  values,
  errors,
  disabled,
  onChange,
  onModelNameBlur,
  register,
}: InverterFieldsProps) {
  const { t } = useTranslation('inverter');

  function hint(spec: FieldSpec): string | undefined {
    if (spec.kind === 'perMppt') return t(spec.optional ? 'hints.perMpptOptional' : 'hints.perMppt');
    if (spec.optional) return t('hints.optional');
    return undefined;
  }

  function control(spec: FieldSpec) {
    const { name } = spec;
    if (spec.kind === 'choice') {
      const options = choiceOptions(name, t);
      return (
        <Select
          ref={register(name)}
          selectedOption={options.find((option) => option.value === values[name]) ?? null}
          options={options}
          disabled={disabled}
          invalid={Boolean(errors[name])}
          onChange={({ detail }) => onChange(name, detail.selectedOption.value ?? '')}
        />
      );
    }
    return (
      <Input
        ref={register(name)}
        value={values[name]}
        type={spec.kind === 'number' ? 'number' : 'text'}
        inputMode={spec.kind === 'text' ? undefined : 'decimal'}
        step={spec.kind === 'number' ? 0.01 : undefined}
        disabled={disabled}
        invalid={Boolean(errors[name])}
        onChange={({ detail }) => onChange(name, detail.value)}
        onBlur={name === 'modelname' ? onModelNameBlur : undefined}
      />
    );
  }

  return (
    <SpaceBetween size="xl">
      {INVERTER_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`inverter-section-${section.id}`}>
          <SpaceBetween size="m">
            <Header variant="h3" headingTagOverride="h3">
              <span id={`inverter-section-${section.id}`}>{t(`sections.${section.id}`)}</span>
            </Header>
            <ColumnLayout columns={4}>
              {section.fields.map((spec: FieldSpec) => (
                <FormField
                  key={spec.name}
                  label={t(`fields.${spec.name}`)}
                  constraintText={hint(spec)}
                  errorText={errors[spec.name]}
                >
                  {control(spec)}
                </FormField>
              ))}
            </ColumnLayout>
          </SpaceBetween>
        </section>
      ))}
    </SpaceBetween>
  );
}
