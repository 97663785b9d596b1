/** Reading the field errors of a 115/118 answer. */
import type { ApiAnswer } from '../../../support/api-client';

interface FieldError {
  field: string;
  key: string;
  message: string;
}

/** `[field, key]` of every field error of an answer. */
export function fieldKeys(answer: ApiAnswer<unknown>): [string, string][] {
  const errors = (answer.data as { fieldErrors?: FieldError[] } | null)?.fieldErrors ?? [];
  return errors.map((e) => [e.field, e.key]);
}
