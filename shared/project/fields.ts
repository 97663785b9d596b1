/**
 * Field schemas of the project record (001 §3, §5). Numbers arrive as JSON numbers from the
 * editor; the coordinates and angles the spec sends as text (`proLatitude: "39.91"`) also take
 * numeric strings (`numericValue`). Messages are keys of `shared/errors/validation.ts`.
 */
import * as z from 'zod';
import type { ValidationMessageKey } from '../errors/validation';

export interface NumberOptions {
  /** Message when the value is absent (default 'required'). */
  requiredKey?: ValidationMessageKey;
  /** Whole numbers only. */
  integer?: boolean;
}

/**
 * A finite number in [min, max]: absent → `requiredKey`, not a number → 'numberRequired',
 * fractional where whole numbers are asked → 'integerRequired', below → 'notNegative' (min 0) or
 * 'tooSmall', above → 'tooLarge'.
 */
export function numberIn(min: number, max: number, options: NumberOptions = {}) {
  const required = options.requiredKey ?? 'required';
  let schema = z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : 'numberRequired'),
    })
    .min(min, { error: min === 0 ? 'notNegative' : 'tooSmall' })
    .max(max, { error: 'tooLarge' });
  if (options.integer) schema = schema.int({ error: 'integerRequired' });
  return schema;
}

/** A non-negative amount up to `max` (money, lengths, energy: 001 §5 "minimum 0"). */
export function nonNegative(max: number, options: NumberOptions = {}) {
  return numberIn(0, max, options);
}

/** A percentage 0..100. [%] */
export const percent = () => numberIn(0, 100);

/** A yes/no switch: boolean in the client, 1 or 0 on the old server (001 §3). */
export const switchField = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'invalidValue' })
  .transform((value) => value === true || value === 1);
