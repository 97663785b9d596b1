/**
 * Field schemas of the project record. Numbers are the one bounded-number builder's
 * (shared/api/bounded-number.ts); messages are keys of `shared/errors/validation.ts`.
 */
import * as z from 'zod';
import { type BoundedNumberOptions, boundedNumber } from '../../api/bounded-number';

/** A non-negative amount up to `max` (money, lengths, energy: amounts at least 0 [WIZ-11]). */
export function nonNegative(
  max: number,
  options: Pick<BoundedNumberOptions, 'integer' | 'requiredKey'> = {},
) {
  return boundedNumber(0, max, options);
}

/** A percentage 0..100. [%] */
export const percent = () => boundedNumber(0, 100);

/** A yes/no switch: boolean in the client, 1 or 0 on the old server. */
export const switchField = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'invalidValue' })
  .transform((value) => value === true || value === 1);
