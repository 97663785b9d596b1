/**
 * The inverter list's filters [CAT-5]: model name, mains voltage type, series and inverter type.
 * The texts apply 500 ms after typing stops [LIST-2]; any change starts again on page 1 [LIST-1].
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { MAINS_VOLTAGE_TYPES } from '@pvd/shared/catalogue/system-inverter';
import { useTranslation } from 'react-i18next';
import type { InverterFilters } from '../../api/inverters';

interface InverterFiltersProps {
  /** The filters as typed (the texts are debounced by the page). */
  value: InverterFilters;
  onChange(value: InverterFilters): void;
}

export const NO_FILTERS: InverterFilters = { modelname: '', mainsvoltype: '', series: '', invertertype: '' };

export function InverterFiltersBar({ value, onChange }: InverterFiltersProps) {
  const { t } = useTranslation('inverter');
  const voltageOptions = [
    { value: '', label: t('filters.any') },
    ...MAINS_VOLTAGE_TYPES.map((type) => ({ value: type, label: t(`voltageTypes.${type}`) })),
  ];
  const typeOptions = [
    { value: '', label: t('filters.any') },
    { value: '1', label: t('types.1') },
    { value: '2', label: t('types.2') },
  ];
  const active = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);
  return (
    <Grid
      gridDefinition={[
        { colspan: { default: 12, xs: 3 } },
        { colspan: { default: 12, xs: 3 } },
        { colspan: { default: 12, xs: 2 } },
        { colspan: { default: 12, xs: 2 } },
        { colspan: { default: 12, xs: 2 } },
      ]}
    >
      <FormField label={t('filters.modelname')}>
        <Input
          type="search"
          value={value.modelname}
          placeholder={t('filters.modelnamePlaceholder')}
          onChange={({ detail }) => onChange({ ...value, modelname: detail.value })}
        />
      </FormField>
      <FormField label={t('filters.series')}>
        <Input
          type="search"
          value={value.series}
          placeholder={t('filters.seriesPlaceholder')}
          onChange={({ detail }) => onChange({ ...value, series: detail.value })}
        />
      </FormField>
      <FormField label={t('filters.mainsvoltype')}>
        <Select
          selectedOption={voltageOptions.find((option) => option.value === value.mainsvoltype) ?? null}
          options={voltageOptions}
          onChange={({ detail }) =>
            onChange({
              ...value,
              mainsvoltype: (detail.selectedOption.value ?? '') as InverterFilters['mainsvoltype'],
            })
          }
        />
      </FormField>
      <FormField label={t('filters.invertertype')}>
        <Select
          selectedOption={typeOptions.find((option) => option.value === String(value.invertertype)) ?? null}
          options={typeOptions}
          onChange={({ detail }) => {
            const chosen = detail.selectedOption.value;
            onChange({ ...value, invertertype: chosen === '1' ? 1 : chosen === '2' ? 2 : '' });
          }}
        />
      </FormField>
      <FormField label={t('filters.clearLabel')}>
        <Button disabled={!active} onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </FormField>
    </Grid>
  );
}
