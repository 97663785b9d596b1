/**
 * Reading an uploaded meter data file [LOAD-2] on the server: the declared name and size checked
 * before the upload, an .xlsx through the zip-bomb guard of the catalogue imports before the
 * reader inflates it, and a refusal of the reader answered in the caller's language with the row
 * and column at fault: 119 for the file itself, 118 for what is in it (see shared/api/load-file.ts).
 */
import { METER_FILE_EXTENSIONS, METER_FILE_LIMITS } from '@pvd/shared/constants/limits';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { meterMessageText } from '@pvd/shared/errors/validation-meter';
import type { MeterFileChoices } from '@pvd/shared/load/meter-file/choices';
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import type { MeterRefusal, MeterRefusalCode } from '@pvd/shared/load/meter-file/refusal';
import type { MeterLoad } from '@pvd/shared/load/meter-file/result';
import { spreadsheetFormat } from '@pvd/shared/load/meter-file/spreadsheet';
import { SpreadsheetRejectedError } from '../catalogue/spreadsheet-rejected';
import { guardXlsxArchive } from '../catalogue/zip-guard';
import { AppError } from '../errors';
import { fileRefused } from '../refusals';

/** The upload purpose of meter files. */
export const METER_FILE_PURPOSE = 'meterFile';
/** Content type signed into the upload URL (the content decides what the file is). */
export const METER_FILE_CONTENT_TYPE = 'application/octet-stream';

/** Refusals of the file as a whole (119), with the HTTP status they take; the rest are 118. */
const FILE_REFUSALS: Partial<Record<MeterRefusalCode, 'size' | 'type'>> = {
  empty: 'type',
  notTable: 'type',
  tooLarge: 'size',
  tooManyRows: 'size',
  tooManyColumns: 'size',
};

/** Refusals the user answers with a choice: named on that field as well. */
const CHOICE_FIELDS: Partial<Record<MeterRefusalCode, string>> = {
  timeZoneNeeded: 'choices.timeZone',
  timeZoneUnknown: 'choices.timeZone',
};

/**
 * Refuses a file before it is uploaded: a name without a table's ending (119, HTTP 415) or a size
 * above METER_FILE_LIMITS.maxBytes (119, HTTP 413).
 */
export function checkDeclaredMeterFile(fileName: string, size: number): void {
  const name = fileName.toLowerCase();
  if (!METER_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    throw fileRefused('meterFileTypeInvalid', 'type');
  }
  if (size > METER_FILE_LIMITS.maxBytes) throw fileRefused('meterFileTooLarge', 'size');
}

/** The answer to a refusal of the reader: its message with the row and column filled in. */
export function meterRefusalError(refusal: MeterRefusal, culture: Culture): AppError {
  const { code, messageKey, params } = refusal;
  const whole = FILE_REFUSALS[code];
  const field = CHOICE_FIELDS[code];
  const data = {
    reason: code,
    row: params.row ?? null,
    column: params.column ?? null,
    params,
    ...(field && {
      fieldErrors: [{ field, key: messageKey, message: meterMessageText(messageKey, params, culture) }],
    }),
  };
  return new AppError(whole ? Code.fileRejected : Code.invalidInput, {
    messageKey,
    messageParams: params,
    data,
    status: whole === 'size' ? 413 : whole === 'type' ? 415 : undefined,
  });
}

/** An .xlsx that could inflate beyond the guard's caps is refused (119) before SheetJS opens it. */
function guardSpreadsheet(bytes: Uint8Array): void {
  if (spreadsheetFormat(bytes) !== 'xlsx') return;
  try {
    guardXlsxArchive(bytes);
  } catch (error) {
    if (!(error instanceof SpreadsheetRejectedError)) throw error;
    throw new AppError(Code.fileRejected, {
      messageKey: error.messageKey,
      data: { reason: error.messageKey, row: null, column: null },
      status: error.messageKey === 'spreadsheetExpandsTooMuch' ? 413 : 415,
      cause: error,
    });
  }
}

/**
 * The load of a meter file's bytes, or the refusal as an AppError (see the module comment).
 *
 * @example
 * const load = readMeterBytes(bytes, 'meter.csv', { timeZone: 'Asia/Shanghai' }, 'en');
 */
export function readMeterBytes(
  bytes: Uint8Array,
  fileName: string,
  choices: MeterFileChoices,
  culture: Culture,
): MeterLoad {
  guardSpreadsheet(bytes);
  const result = readMeterFile(bytes, fileName, choices);
  if (!result.ok) throw meterRefusalError(result.refusal, culture);
  return result.load;
}
