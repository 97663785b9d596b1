/**
 * The manual drawer's values [WIZ-4]: an array's fields and its panel count as typed, and the
 * array they make. An existing array keeps its insert way and drawing: a drawn array's layout is
 * edited in the roof drawer only, and its count is the drawing's.
 */

import { InsertWay } from '@pvd/shared/project/record/pv-array';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { ArrayBody } from './array-edits';
import {
  type ArrayFields,
  arrayFieldsOf,
  newArrayFields,
  type StartAngles,
  storedArray,
} from './array-fields';

export interface ManualValues extends ArrayFields {
  /** The count as typed. */
  count: string;
}

/** A new array's values: one panel, following the site's best angles (the defaults [WIZ-4]). */
export function newManualValues(start: StartAngles): ManualValues {
  return { ...newArrayFields(start, true), count: '1' };
}

/** The values of a stored array. */
export function manualValuesOf(array: ArrayBody, copies: CopyRecords): ManualValues {
  return { ...arrayFieldsOf(array, copies), count: String(array.panelcount) };
}

/** A count as typed → a number, absent when blank (so the schema says 'Number of PV modules not selected'). */
function typedCount(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** The array the values describe. */
export function manualArray(values: ManualValues, base: ArrayBody | { id: string }): ArrayBody {
  const existing = 'insertway' in base ? base : undefined;
  return storedArray(base, values, {
    panelcount: typedCount(values.count) as number,
    insertway: existing?.insertway ?? InsertWay.manual,
    layout: existing?.layout ?? null,
  });
}
