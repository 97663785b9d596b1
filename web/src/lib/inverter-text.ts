/**
 * An inverter model's field as the reader's language shows it: its kind and mains type by their
 * translated names (the catalogue stores 'Three-Phase', never shown as such in Chinese), yes or
 * no for its flags, '-' when empty. Both inverter detail dialogs (maintenance and the editor) use it.
 */
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import type { TFunction } from 'i18next';

export function inverterFieldText(
  inverter: SystemInverter,
  field: keyof SystemInverter,
  t: TFunction<'inverter'>,
): string {
  const value = inverter[field];
  if (field === 'invertertype') return t(`types.${inverter.invertertype}`);
  if (field === 'mainsvoltype') return t(`voltageTypes.${inverter.mainsvoltype}`);
  if (field === 'us' || field === 'isneedallaccess') return t(value === '1' ? 'yes' : 'no');
  return value === '' || value === undefined || value === null ? '-' : String(value);
}
