/** Reading answers: the field errors of a 115/118 answer, and the shape of a paged list. */
import type { ApiAnswer } from '@tests/support/api-client';

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

/** One page of a paged list call [LIST-1]. */
export interface Page<T> {
  resultData: T[];
  totalCount: number;
  offset: number;
}
