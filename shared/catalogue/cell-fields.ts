/**
 * Field schemas of the catalogue forms and imports. Every field accepts what a form sends (a
 * number) and what a spreadsheet cell gives (its text), so the maintainer's form, the JSON calls
 * and the spreadsheet import check a value with one schema; numbers are the one bounded-number
 * builder's, with `text` (shared/api/bounded-number.ts). Messages are keys of
 * `shared/errors/validation.ts`.
 */
import * as z from 'zod';
import { singleLineString } from '../api/common-fields';
import type { ValidationMessageKey } from '../errors/validation';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
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

/** A yes/no flag stored as '1' or '0' (the API's `isneedallaccess`); accepts 1/0, true/false, 是/否. */
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

/** IsDefault as the API sends it: 1 or 0 (true/false accepted). */
export const isDefaultField = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'invalidValue' })
  .transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0));
