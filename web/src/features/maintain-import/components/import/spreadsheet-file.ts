/**
 * What the import dialog accepts before anything is uploaded ([CAT-6]: .xls or .xlsx; at most
 * 10 MB; an empty file is an empty template), and for system panels also a .zip of PVsyst .PAN
 * files. The server checks the same again, and the content.
 */

import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { SPREADSHEET_MAX_BYTES } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { Language } from '@/lib/language';

/** The file input's accept list: the two extensions and their content types. */
export const SPREADSHEET_ACCEPT = [
  '.xls',
  '.xlsx',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** The import that also reads a zip of PVsyst .PAN files. */
export function takesPanZip(kind: ImportKind): boolean {
  return kind === 'systemComponent';
}

/** The file input's accept list for an import. */
export function importAccept(kind: ImportKind): string {
  return takesPanZip(kind) ? `${SPREADSHEET_ACCEPT},.zip,application/zip` : SPREADSHEET_ACCEPT;
}

/** Why `file` cannot be imported (by the import of `kind`), or undefined when it can be sent. */
export function spreadsheetFileError(
  file: File,
  language: Language,
  kind: ImportKind = 'inverter',
): string | undefined {
  const name = file.name.trim();
  const zip = takesPanZip(kind) && /\.zip$/i.test(name);
  if (!zip && !/\.xlsx?$/i.test(name)) {
    return validationMessage(
      takesPanZip(kind) ? 'spreadsheetOrPanZipTypeInvalid' : 'spreadsheetTypeInvalid',
      language,
    );
  }
  if (file.size > SPREADSHEET_MAX_BYTES) return validationMessage('spreadsheetTooLarge', language);
  if (file.size === 0) return validationMessage('templateEmpty', language);
  return undefined;
}
