/**
 * Field schemas of the catalogue forms and imports. Every field accepts what a form sends (a
 * number) and what a spreadsheet cell gives (its text), so the maintainer's form, the JSON calls
 * and the spreadsheet import check a value with one schema. Messages are keys of
 * `shared/errors/validation.ts`.
 */
import * as z from 'zod';
import { singleLineString } from '../api/fields';
import type { ValidationMessageKey } from '../errors/validation';

/** A number in plain decimal notation, e.g. '12', '-0.5', '.5', '1e3' (as `parsePerMpptList` reads). */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export interface NumberFieldOptions {
  /** Message when the value is absent or blank (default 'required'). */
  requiredKey?: ValidationMessageKey;
  /** Message when the value is not a number (default 'numberRequired'). */
  numberKey?: ValidationMessageKey;
  /** Smallest allowed value (inclusive unless `exclusiveMin`). */
  min?: number;
  exclusiveMin?: boolean;
  /** Message when below `min` (default 'notNegative', or 'mustBePositive' with `exclusiveMin`). */
  minKey?: ValidationMessageKey;
  /** Largest allowed value (inclusive). */
  max?: number;
  maxKey?: ValidationMessageKey;
  /** Whole numbers only. */
  integer?: boolean;
  /** A unit suffix the text may carry, e.g. 'kWh' for '5.12kWh' (case-insensitive). */
  unitSuffix?: string;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Reads a number from a form value or a cell's text; NaN when it is not one. */
export function readNumber(value: number | string, unitSuffix?: string): number {
  if (typeof value === 'number') return value;
  let text = value.trim();
  if (unitSuffix && text.toLowerCase().endsWith(unitSuffix.toLowerCase())) {
    text = text.slice(0, -unitSuffix.length).trim();
  }
  return NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
}

type Issues = { addIssue: (issue: { code: 'custom'; message: string }) => void };

function checkRange(value: number, options: NumberFieldOptions, ctx: Issues): boolean {
  const fail = (key: ValidationMessageKey) => {
    ctx.addIssue({ code: 'custom', message: key });
    return false;
  };
  if (!Number.isFinite(value)) return fail(options.numberKey ?? 'numberRequired');
  if (options.integer && !Number.isInteger(value)) return fail('integerRequired');
  if (options.min !== undefined) {
    const below = options.exclusiveMin ? value <= options.min : value < options.min;
    if (below) return fail(options.minKey ?? (options.exclusiveMin ? 'mustBePositive' : 'notNegative'));
  }
  if (options.max !== undefined && value > options.max) return fail(options.maxKey ?? 'invalidValue');
  return true;
}

/**
 * A required number given as a number or as its text ('450', ' 21.3 ', '5.12kWh' with a unit
 * suffix). Blank → `requiredKey`; not a number → `numberKey`; out of range → the range key.
 *
 * @example
 * numberField({ requiredKey: 'batteryCapacityRequired', min: 0, minKey: 'batteryCapacityNegative', unitSuffix: 'kWh' })
 */
export function numberField(options: NumberFieldOptions = {}) {
  const required = options.requiredKey ?? 'required';
  return z
    .union([z.number(), singleLineString()], {
      error: (issue) => (isBlank(issue.input) ? required : (options.numberKey ?? 'numberRequired')),
    })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const number = readNumber(value, options.unitSuffix);
      return checkRange(number, options, ctx) ? number : z.NEVER;
    });
}

/**
 * A required text given as text or as a number (a spreadsheet cell holding 3000 for a model
 * name), trimmed, at most `maxLength` characters.
 */
export function textCellField(maxLength: number, requiredKey: ValidationMessageKey = 'required') {
  return z
    .union([singleLineString(), z.number()], {
      error: (issue) => (isBlank(issue.input) ? requiredKey : 'invalidType'),
    })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '') ctx.addIssue({ code: 'custom', message: requiredKey });
      else if (text.length > maxLength) ctx.addIssue({ code: 'custom', message: 'tooLong' });
      else return text;
      return z.NEVER;
    });
}

/** An optional text (blank → ''), given as text or as a number, at most `maxLength` characters. */
export function optionalTextCellField(maxLength: number) {
  return z
    .union([singleLineString(), z.number(), z.null()], { error: 'invalidType' })
    .optional()
    .transform((value, ctx) => {
      const text = value === undefined || value === null ? '' : String(value).trim();
      if (text.length <= maxLength) return text;
      ctx.addIssue({ code: 'custom', message: 'tooLong' });
      return z.NEVER;
    });
}

/**
 * One of a few coded values, accepting the code itself and written synonyms case-insensitively
 * (a spreadsheet may say '三相' or 'three-phase' for 'Three-Phase').
 *
 * @param synonyms - Lower-case text → value.
 */
export function choiceField<const V extends string | number>(
  values: readonly V[],
  synonyms: Readonly<Record<string, V>>,
  requiredKey: ValidationMessageKey = 'required',
) {
  const byText = new Map<string, V>(values.map((v) => [String(v).toLowerCase(), v]));
  for (const [text, value] of Object.entries(synonyms)) byText.set(text.toLowerCase(), value);
  return z
    .union([singleLineString(), z.number()], {
      error: (issue) => (isBlank(issue.input) ? requiredKey : 'invalidValue'),
    })
    .transform((value, ctx): V => {
      const text = String(value).trim().toLowerCase();
      const chosen = byText.get(text);
      if (chosen !== undefined) return chosen;
      ctx.addIssue({ code: 'custom', message: text === '' ? requiredKey : 'invalidValue' });
      return z.NEVER;
    });
}

/** A yes/no flag stored as '1' or '0' (the spec's `isneedallaccess`); accepts 1/0, true/false, 是/否. */
export function flagField() {
  return choiceField(['1', '0'] as const, {
    true: '1',
    false: '0',
    yes: '1',
    no: '0',
    是: '1',
    否: '0',
  });
}

/**
 * Options for a cross-field refinement: it runs only when the fields it reads parsed without
 * issues, so one form shows field errors and cross-field errors together.
 */
export function whenFieldsValid(fields: readonly string[]) {
  return {
    // A value that is not an object (null, an array, a number) has failed the object schema at
    // its root: there are no fields to compare, so the check must not read them.
    when: (payload: z.core.ParsePayload) =>
      isPlainObject(payload.value) &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Optimistic-locking version sent back on edits (117 when someone saved in between). */
export const versionField = z
  .number({ error: 'integerRequired' })
  .int({ error: 'integerRequired' })
  .min(0, { error: 'invalidValue' });

/** IsDefault as the spec sends it: 1 or 0 (true/false accepted). */
export const isDefaultField = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'invalidValue' })
  .transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0));
