/**
 * From the values a PVsyst file gives to the product's fields: each value passes the product's
 * own check of its field (the schemas the forms and the calls use), or is left out with a
 * warning, so the reviewer never gets a value the save would refuse without being told why.
 */
import type { PvsystWarning } from './warnings';

/** One product field, the PVsyst key it comes from, and the value read (undefined: absent). */
export interface FieldSource<F extends string> {
  field: F;
  key: string;
  value: string | number | undefined;
  /** The product may leave it blank: its absence is not reported. */
  optional?: boolean;
}

/** The field's own check (a zod schema's safeParse). */
export type FieldCheck<F extends string> = (field: F, value: string | number) => { success: boolean };

/**
 * The values that pass their field's check, and the warnings: one `missing` naming every PVsyst
 * key absent from the file, one `refused` per value the check refused.
 */
export function checkedFields<F extends string>(sources: readonly FieldSource<F>[], check: FieldCheck<F>) {
  const values: Partial<Record<F, string | number>> = {};
  const missing = new Set<string>();
  const warnings: PvsystWarning[] = [];
  for (const source of sources) {
    if (source.value === undefined) {
      if (!source.optional) missing.add(source.key);
    } else if (check(source.field, source.value).success) {
      values[source.field] = source.value;
    } else {
      warnings.push({ key: 'refused', params: { name: source.key, value: source.value } });
    }
  }
  if (missing.size > 0) warnings.unshift({ key: 'missing', params: { names: [...missing].join(', ') } });
  return { values, warnings };
}
