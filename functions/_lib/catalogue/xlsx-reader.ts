/**
 * Reads the first sheet of an uploaded catalogue spreadsheet into rows of cell texts, treating the
 * file as untrusted: the format is judged by content, an .xlsx passes the zip-bomb guard first,
 * the parser keeps no formulas, HTML or number formats, and rows are capped. Rows come back as
 * arrays (never objects keyed by header text), so no header can become an object key.
 */
import { SPREADSHEET_MAX_BYTES } from '@pvd/shared/constants/limits';
import * as XLSX from 'xlsx';
import { sniffSpreadsheetFormat } from './spreadsheet-file';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';
import { guardXlsxArchive } from './zip-guard';

/** Most data rows one import may hold (the header row comes on top). */
export const MAX_IMPORT_ROWS = 10_000;

/** A cell's text, trimmed; undefined for an empty cell. */
export type CellText = string | undefined;

function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function parseWorkbook(bytes: Uint8Array): XLSX.WorkBook {
  try {
    return XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
      sheets: 0,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellText: false,
      cellDates: false,
      // One row more than allowed, to tell "at the cap" from "over it".
      sheetRows: MAX_IMPORT_ROWS + 2,
    });
  } catch (cause) {
    throw Object.assign(new SpreadsheetRejectedError('spreadsheetUnreadable'), { cause });
  }
}

/** One non-blank row of the sheet with its spreadsheet row number (1 = the sheet's first row). */
export interface SpreadsheetRow {
  rowNumber: number;
  cells: CellText[];
}

/**
 * The non-blank rows of the first sheet, header first.
 *
 * @throws SpreadsheetRejectedError 'spreadsheetContentInvalid' (the bytes are neither .xls nor .xlsx,
 *   whatever the file's name),
 *   'spreadsheetTooLarge', 'spreadsheetExpandsTooMuch' (zip bomb), 'spreadsheetUnreadable',
 *   'templateEmpty' (no sheet or no rows), 'spreadsheetTooManyRows'.
 */
export function readSpreadsheetRows(bytes: Uint8Array): SpreadsheetRow[] {
  if (bytes.byteLength > SPREADSHEET_MAX_BYTES) throw new SpreadsheetRejectedError('spreadsheetTooLarge');
  const format = sniffSpreadsheetFormat(bytes);
  if (!format) throw new SpreadsheetRejectedError('spreadsheetContentInvalid');
  if (format === 'xlsx') guardXlsxArchive(bytes);
  const workbook = parseWorkbook(bytes);
  const name = workbook.SheetNames[0];
  if (name === undefined) throw new SpreadsheetRejectedError('templateEmpty');
  // Sheet names are file content (a sheet may be called '__proto__'): own properties only.
  const sheet = Object.hasOwn(workbook.Sheets, name) ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new SpreadsheetRejectedError('spreadsheetUnreadable');
  // Blank rows are kept here so that each row's index gives its spreadsheet row number.
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
  const filled = rows
    .map((row, i) => ({ rowNumber: firstRow + i, cells: Array.isArray(row) ? row.map(cellText) : [] }))
    .filter((row) => row.cells.some((cell) => cell !== undefined));
  if (filled.length === 0) throw new SpreadsheetRejectedError('templateEmpty');
  if (filled.length > MAX_IMPORT_ROWS + 1) throw new SpreadsheetRejectedError('spreadsheetTooManyRows');
  return filled;
}

/** The spreadsheet letter of a 0-based column index (0 → 'A', 27 → 'AB'). */
export function columnLetter(index: number): string {
  return XLSX.utils.encode_col(index);
}
