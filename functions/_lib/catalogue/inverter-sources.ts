/**
 * Catalogue reads shared by several calls: the inverter fields the chooser cascade needs, and
 * the manufacturers of panel lists.
 */
import type { InverterOptionSource } from '@pvd/shared/catalogue/inverter-options';
import { systemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import { querySystemInverters } from '../db/entities/system-inverter';

const optionSourceSchema = systemInverter.pick({
  id: true,
  modelname: true,
  series: true,
  us: true,
  mainsvoltype: true,
  invertertype: true,
  nominalgridvoltage: true,
  nominalgridfrequency: true,
  ratedacoutputpower: true,
  mpptcount: true,
});

/** Every model with only the fields the chooser reads. */
export async function inverterOptionSources(): Promise<InverterOptionSource[]> {
  const items = await querySystemInverters({});
  return items.map((item) => optionSourceSchema.parse(item));
}

/** `{ value, label }` options of the distinct manufacturers, sorted, the value being the name. */
export function manufacturerOptions(names: Iterable<unknown>): { value: string; label: string }[] {
  const distinct = new Map<string, string>();
  for (const name of names) {
    const text = String(name ?? '').trim();
    if (text && !distinct.has(text.toLowerCase())) distinct.set(text.toLowerCase(), text);
  }
  return [...distinct.values()]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ value: name, label: name }));
}
