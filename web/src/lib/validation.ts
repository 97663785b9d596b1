/**
 * Form validation with the shared zod schemas: their messages are keys of
 * `shared/errors/validation.ts`, translated here, so the form and the server say the same thing.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { ApiError } from './api-error';
import { revealFocused } from './field-focus';
import type { Language } from './language';

/** What the forms need of a schema (zod's safeParse), without depending on zod itself. */
export interface FormSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

/** Field → message; only fields with an error are present. */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/** Parses `values`; on failure, the first message of each field in `language`. */
export function validateForm<T>(schema: FormSchema<T>, values: unknown, language: Language): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= validationMessage(issue.message, language);
  }
  return { data: null, errors };
}

/** The confirmation rule [ACC-2]: 请确认密码 when empty, 两次输入的密码不一致 when different. */
export function confirmationError(
  password: string,
  confirmation: string,
  language: Language,
): string | undefined {
  if (confirmation === '') return validationMessage('passwordConfirmRequired', language);
  if (confirmation !== password) return validationMessage('passwordMismatch', language);
  return undefined;
}

/** The field errors of a 115/118 answer, keyed by field; null for any other error. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return null;
  const errors: FieldErrors = {};
  for (const item of error.fieldErrors) errors[item.field] ??= item.message;
  return errors;
}

/** Something that can take the focus (Cloudscape input and select refs). */
export interface Focusable {
  focus(): void;
}

/**
 * Moves the focus to the first field, in form order, that has an error, and scrolls it into the
 * middle of the window: the browser's own scroll on focus stops at the window's edge, where a
 * sticky footer or the header may hide the field and its message.
 */
export function focusFirstError(
  order: readonly string[],
  errors: FieldErrors,
  refs: Partial<Record<string, Focusable | null>>,
): void {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  refs[first]?.focus();
  revealFocused();
}
