/**
 * How the list's dialogs show a refused call: under their one field when the refusal is about it
 * (the server's field error, else the dialog's own words for a code, such as 108 for an e-mail
 * with no activated account), otherwise as an error notice, so no refusal passes unseen (the
 * dialog's calls keep these codes quiet in the API client).
 */
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notifications';
import { type FieldErrors, serverFieldErrors } from '@/lib/validation';

/** What shows the errors: the dialog's `useFieldForm`. */
export interface ErrorTarget {
  showErrors(errors: FieldErrors): void;
}

/**
 * @param byCode - The dialog's own words for codes that may come without a field error.
 *
 * @example
 * share.mutate(body, { onError: (error) => showRefusal(error, 'sharedUserLoginEmail', form, { 108: noRecipient }) });
 */
export function showRefusal(
  error: unknown,
  field: string,
  target: ErrorTarget,
  byCode: Partial<Record<number, string>> = {},
): void {
  const worded = isApiError(error) ? byCode[error.code] : undefined;
  const message = serverFieldErrors(error)?.[field] ?? worded;
  if (message) target.showErrors({ [field]: message });
  else if (isApiError(error, 108, 115, 118)) notify({ type: 'error', content: error.message });
}
