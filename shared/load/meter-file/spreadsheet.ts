/**
 * The first sheet of an .xlsx or .xls meter file, or of an HTML table saved as .xls (as some
 * utility portals export), as rows of cells [LOAD-2], read with SheetJS from the bytes: numbers
 * stay numbers (a date cell is its Excel serial), text stays text, and nothing else of the
 * workbook (formulas, formats, HTML) is kept.
 *
 * The bytes are the caller's to trust: a handler runs the zip-bomb guard of the catalogue imports
 * (functions/_lib/catalogue/zip-guard.ts) on an .xlsx before this, as inflating needs Node's zlib.
 */
import * as XLSX from 'xlsx';
import { METER_FILE_LIMITS } from '../../constants/limits';
import { type Cell, type Table, tableOfRows } from './cells';
import { refuse } from './refusal';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The spreadsheet format the bytes begin with. */
export function spreadsheetFormat(bytes: Uint8Array): 'xlsx' | 'xls' | undefined {
  if (ZIP.every((b, i) => bytes[i] === b)) return 'xlsx';
  if (OLE2.every((b, i) => bytes[i] === b)) return 'xls';
  return undefined;
}

/** Whether a decoded text is an HTML table (an .xls that is a web page). */
export function isHtmlTable(text: string): boolean {
  return /^\s*</.test(text) && /<table[\s>]/i.test(text.slice(0, 65_536));
}

function cellOf(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return null;
}

function parse(data: Uint8Array | string): XLSX.WorkBook {
  try {
    return XLSX.read(data, {
      type: typeof data === 'string' ? 'string' : 'array',
      sheets: 0,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellText: false,
      cellDates: false,
      // One row more than allowed, to tell "at the cap" from "over it".
      sheetRows: METER_FILE_LIMITS.maxRows + 1,
    });
  } catch {
    return refuse('notTable');
  }
}

/**
 * The first sheet's non-empty rows.
 *
 * @param data - The file's bytes (.xlsx, .xls) or the text of an HTML table.
 * @throws MeterFileRefusedError 'notTable', 'empty', 'tooManyRows', 'tooManyColumns'.
 */
export function readSpreadsheet(data: Uint8Array | string, source: Table['source']): Table {
  const workbook = parse(data);
  const name = workbook.SheetNames[0];
  // Sheet names are file content (a sheet may be called '__proto__'): own properties only.
  const sheet =
    name !== undefined && Object.hasOwn(workbook.Sheets, name) ? workbook.Sheets[name] : undefined;
  if (!sheet?.['!ref']) return refuse('empty');
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (range.e.r - range.s.r + 1 > METER_FILE_LIMITS.maxRows) refuse('tooManyRows');
  if (range.e.c - range.s.c + 1 > METER_FILE_LIMITS.maxColumns)
    refuse('tooManyColumns', { row: range.s.r + 1 });
  const raw = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  const rows: Cell[][] = [];
  const rowNumbers: number[] = [];
  raw.forEach((row, i) => {
    const cells = Array.isArray(row) ? row.map(cellOf) : [];
    if (!cells.some((cell) => cell !== null)) return;
    // Column A is the first cell, whatever the sheet's first used column.
    rows.push([...new Array<Cell>(range.s.c).fill(null), ...cells]);
    rowNumbers.push(range.s.r + i + 1);
  });
  if (rows.length === 0) refuse('empty');
  return tableOfRows(rows, rowNumbers, source);
}
