/**
 * The system loss step's values [WIZ-10]: what each field shows (the draft's value, else
 * the default), the numbers the sum and the waterfall read, and the next body after a change
 * (the whole record written, so a null record's defaults become the project's own).
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { LOSS_SUM_FIELDS, systemLossOrDefaults } from '@pvd/shared/project/record/system-loss';

export const LOSS_FIELDS = [...LOSS_SUM_FIELDS, 'componentagingdecay'] as const;
export type LossField = (typeof LOSS_FIELDS)[number];

/** A field as the draft holds it: a number, or the text typed while it is none. */
export type LossValue = number | string;
export type LossValues = Record<LossField, LossValue>;

/** Each field's value: the draft's, else the default [WIZ-10]. */
export function lossValues(systemLoss: ProjectInputBody['systemLoss']): LossValues {
  const defaults = systemLossOrDefaults(null);
  const values = { ...defaults } as LossValues;
  for (const field of LOSS_FIELDS) {
    const own = systemLoss?.[field];
    if (own !== null && own !== undefined) values[field] = own;
  }
  return values;
}

/** The number a field holds; 0 while it holds none (the schema flags it under the field). */
export function lossNumber(value: LossValue): number {
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  return Number.isFinite(number) ? number : 0;
}

/** Sum of the losses the 100 % rule reads [WIZ-10]. [%] */
export function lossSum(values: LossValues): number {
  return Math.round(LOSS_SUM_FIELDS.reduce((sum, field) => sum + lossNumber(values[field]), 0) * 1e6) / 1e6;
}

/** The body with one field changed. */
export function withLoss(body: ProjectInputBody, field: LossField, value: LossValue): ProjectInputBody {
  return { ...body, systemLoss: { ...lossValues(body.systemLoss), [field]: value } };
}
