/**
 * What the import dialog accepts before anything is uploaded (000 §5: .xls or .xlsx; at most
 * 10 MB; an empty file is an empty template). The server checks the same again, and the content.
 */
import { SPREADSHEET_MAX_BYTES } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { Language } from '../../../../lib/language';

/** The file input's accept list: the two extensions and their content types. */
export const SPREADSHEET_ACCEPT = [
  '.xls',
  '.xlsx',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** Why `file` cannot be imported, or undefined when it can be sent. */
export function spreadsheetFileError(file: File, language: Language): string | undefined {
  if (!/\.xlsx?$/i.test(file.name.trim())) return validationMessage('spreadsheetTypeInvalid', language);
  if (file.size > SPREADSHEET_MAX_BYTES) return validationMessage('spreadsheetTooLarge', language);
  if (file.size === 0) return validationMessage('templateEmpty', language);
  return undefined;
}
