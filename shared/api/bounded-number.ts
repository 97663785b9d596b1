/**
 * The one zod builder for a number within bounds, with the product's messages (keys of
 * shared/errors/validation.ts). The editor sends numbers; the API's payloads send coordinates and
 * angles as text (`proLatitude: "39.91"`) and a spreadsheet cell gives its text ('5.12kWh'), so a
 * field may take the number's text too (`text`). Every number the API takes is checked here.
 */
import * as z from 'zod';
import type { ValidationMessageKey } from '../errors/validation';
import { singleLine } from './common-fields';

/** A number in plain decimal notation, e.g. '12', '-0.5', '.5', '1e3'. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Longest text read as a number: no number needs more, and nothing longer is parsed. */
const NUMBER_TEXT_MAX_LENGTH = 40;

export interface BoundedNumberOptions {
  /** Whole numbers only ('integerRequired'). */
  integer?: boolean;
  /** `min` itself is refused ('mustBePositive' for a minimum of 0). */
  exclusiveMin?: boolean;
  /**
   * Also take the number's text, trimmed and single-line (`singleLine`): what the API's payloads
   * and a spreadsheet's cells send. A blank text counts as absent.
   */
  text?: boolean;
  /** A unit the text may end with, e.g. 'kWh' for '5.12kWh' (case-insensitive). */
  unitSuffix?: string;
  /** Message when the value is absent (default 'required'). */
  requiredKey?: ValidationMessageKey;
  /** Message when the value is not a number (default 'numberRequired'). */
  numberKey?: ValidationMessageKey;
  /** Message below `min` (default 'mustBePositive' when exclusive at 0, 'notNegative' at 0, else 'tooSmall'). */
  minKey?: ValidationMessageKey;
  /** Message above `max` (default 'tooLarge'). */
  maxKey?: ValidationMessageKey;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** The number of a form value or of a text (with its unit); NaN when the text is not one. */
export function readNumber(value: number | string, unitSuffix?: string): number {
  if (typeof value === 'number') return value;
  let text = value.trim();
  if (unitSuffix && text.toLowerCase().endsWith(unitSuffix.toLowerCase())) {
    text = text.slice(0, -unitSuffix.length).trim();
  }
  return NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
}

function minKeyOf(min: number, options: BoundedNumberOptions): ValidationMessageKey {
  if (options.minKey) return options.minKey;
  if (min !== 0) return 'tooSmall';
  return options.exclusiveMin ? 'mustBePositive' : 'notNegative';
}

/** What is wrong with a number read from a text, or null. */
function problemOf(value: number, min: number, max: number, options: BoundedNumberOptions) {
  if (!Number.isFinite(value)) return options.numberKey ?? 'numberRequired';
  if (options.integer && !Number.isInteger(value)) return 'integerRequired';
  if (options.exclusiveMin ? value <= min : value < min) return minKeyOf(min, options);
  if (value > max) return options.maxKey ?? 'tooLarge';
  return null;
}

/** A JSON number in [min, max] (the bounds show in the API's schema). */
function jsonNumber(min: number, max: number, options: BoundedNumberOptions) {
  const required = options.requiredKey ?? 'required';
  const minKey = minKeyOf(min, options);
  let schema = z.number({
    error: (issue) => (isAbsent(issue.input) ? required : (options.numberKey ?? 'numberRequired')),
  });
  if (Number.isFinite(min)) {
    schema = options.exclusiveMin ? schema.gt(min, { error: minKey }) : schema.min(min, { error: minKey });
  }
  if (Number.isFinite(max)) schema = schema.max(max, { error: options.maxKey ?? 'tooLarge' });
  if (options.integer) schema = schema.int({ error: 'integerRequired' });
  return schema;
}

/** A JSON number or its text, in [min, max]. */
function numberOrText(min: number, max: number, options: BoundedNumberOptions) {
  const required = options.requiredKey ?? 'required';
  const notANumber = options.numberKey ?? 'numberRequired';
  return z
    .union([z.number(), singleLine(z.string().trim().max(NUMBER_TEXT_MAX_LENGTH, { error: notANumber }))], {
      error: (issue) => (isAbsent(issue.input) ? required : notANumber),
    })
    .transform((value, ctx) => {
      const blank = typeof value === 'string' && value.trim() === '';
      const number = readNumber(value, options.unitSuffix);
      const problem = blank ? required : problemOf(number, min, max, options);
      if (problem === null) return number;
      ctx.addIssue({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    });
}

/**
 * A required number in [min, max] (`exclusiveMin`: above min): absent → `requiredKey`, not a
 * number → `numberKey`, a fraction where whole numbers are asked → 'integerRequired', out of
 * range → `minKey` / `maxKey`. With `text`, its text is read as well.
 *
 * @example
 * boundedNumber(0, 90); // a tilt [°], from the editor
 * boundedNumber(-90, 90, { text: true, requiredKey: 'checkProLatitudeFail' }); // '39.91' too
 * boundedNumber(0, 100_000, { text: true, exclusiveMin: true, unitSuffix: 'kWh' }); // '5.12kWh'
 */
export function boundedNumber(
  min: number,
  max: number,
  options: BoundedNumberOptions & { text: true },
): ReturnType<typeof numberOrText>;
export function boundedNumber(
  min: number,
  max: number,
  options?: BoundedNumberOptions & { text?: false },
): z.ZodNumber;
export function boundedNumber(min: number, max: number, options: BoundedNumberOptions = {}) {
  return options.text ? numberOrText(min, max, options) : jsonNumber(min, max, options);
}
