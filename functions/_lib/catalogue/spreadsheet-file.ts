/**
 * What a catalogue upload may be: .xls (BIFF8 in an OLE2 compound file) or .xlsx (a ZIP
 * archive), judged by the file's first bytes, never by its name alone; anything else (CSV, text,
 * images) is refused before a parser sees it, since the spreadsheet library would happily read
 * text as CSV. The system panel import also takes a .zip of PVsyst .PAN files (pan-zip.ts).
 */
import { SPREADSHEET_MAX_BYTES } from '@pvd/shared/constants/limits';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';

export type SpreadsheetFormat = 'xls' | 'xlsx';
/** What an import file may be: a spreadsheet, or (system panels only) a zip of PVsyst .PAN files. */
export type ImportFileFormat = SpreadsheetFormat | 'zip';

/** Content types the pre-signed upload signs, by format. */
export const SPREADSHEET_CONTENT_TYPES: Record<ImportFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  zip: 'application/zip',
};

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The format the bytes start with, or undefined when they are neither .xls nor .xlsx. */
export function sniffSpreadsheetFormat(start: Uint8Array): SpreadsheetFormat | undefined {
  if (ZIP.every((b, i) => start[i] === b)) return 'xlsx';
  if (OLE2.every((b, i) => start[i] === b)) return 'xls';
  return undefined;
}

/** The format a file name claims by its extension, or undefined. */
export function formatOfFileName(fileName: string): SpreadsheetFormat | undefined {
  const extension = /\.(xlsx?)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'xls' || extension === 'xlsx' ? extension : undefined;
}

/**
 * Checks a file before upload from its declared name and size: .xls or .xlsx (or .zip where the
 * import takes PVsyst .PAN files), 1 byte to 10 MB. Throws the reason (the upload call answers 119
 * with it).
 */
export function checkDeclaredSpreadsheet(
  fileName: string,
  size: number,
  takesPanZip = false,
): ImportFileFormat {
  const format = takesPanZip && /\.zip$/i.test(fileName.trim()) ? 'zip' : formatOfFileName(fileName);
  if (!format)
    throw new SpreadsheetRejectedError(
      takesPanZip ? 'spreadsheetOrPanZipTypeInvalid' : 'spreadsheetTypeInvalid',
    );
  if (size > SPREADSHEET_MAX_BYTES) throw new SpreadsheetRejectedError('spreadsheetTooLarge');
  if (size === 0) throw new SpreadsheetRejectedError('templateEmpty');
  return format;
}
