/**
 * The time-zone select of the register and person pages [ACC-11]: the list from
 * Common/getTimezones, filterable by typing.
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimezones } from '../hooks/use-timezones';

interface TimezoneSelectProps {
  value: string;
  onChange(value: string): void;
  invalid?: boolean;
  disabled?: boolean;
  ref?: Ref<SelectProps.Ref>;
}

export function TimezoneSelect({ value, onChange, invalid, disabled, ref }: TimezoneSelectProps) {
  const { t } = useTranslation('auth');
  const timezones = useTimezones();
  const options = timezones.data ?? [];
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Select
      ref={ref}
      selectedOption={selected}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      options={options}
      filteringType="auto"
      filteringPlaceholder={t('fields.timezoneFilter')}
      filteringAriaLabel={t('fields.timezoneFilter')}
      placeholder={t('fields.timezonePlaceholder')}
      empty={t('fields.timezoneEmpty')}
      noMatch={t('fields.timezoneEmpty')}
      loadingText={t('fields.timezoneLoading')}
      errorText={t('fields.timezoneError')}
      statusType={timezones.isPending ? 'loading' : timezones.isError ? 'error' : 'finished'}
      invalid={invalid}
      disabled={disabled}
    />
  );
}
