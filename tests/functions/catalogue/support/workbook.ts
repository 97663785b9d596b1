/** Spreadsheets written by SheetJS for the import tests, as .xlsx or .xls (BIFF8). */
import * as XLSX from 'xlsx';

export type CellValue = string | number | boolean | null;

export function workbookBytes(
  rows: CellValue[][],
  format: 'xlsx' | 'xls' = 'xlsx',
  sheetName = 'Sheet1',
): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  const bookType = format === 'xls' ? 'biff8' : 'xlsx';
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer);
}
