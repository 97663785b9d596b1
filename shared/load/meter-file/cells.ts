/**
 * A table's cells as the meter data reader sees them [LOAD-2]: text from a CSV or TSV, text or
 * number from a spreadsheet, null when empty.
 */

export type Cell = string | number | null;

/**
 * The non-empty rows of a file. A text table splits a row only when asked, and finds a single
 * cell without splitting the row, so a year of readings is read without an array per row.
 */
export interface Table {
  /** How many rows. */
  readonly length: number;
  /** The row number in the file of row `i` (1 = its first line or sheet row). */
  rowNumber(i: number): number;
  /** The cells of row `i`. */
  row(i: number): Cell[];
  /** Cell `column` of row `i` (null past the row's end). */
  cell(i: number, column: number): Cell;
  /** How the table was found: a spreadsheet, or text with this delimiter. */
  source: 'xlsx' | 'xls' | 'html' | 'comma' | 'semicolon' | 'tab';
}

/** A table of rows already split (a spreadsheet's). */
export function tableOfRows(rows: Cell[][], rowNumbers: number[], source: Table['source']): Table {
  return {
    length: rows.length,
    rowNumber: (i) => rowNumbers[i]!,
    row: (i) => rows[i]!,
    cell: (i, column) => rows[i]![column] ?? null,
    source,
  };
}

/**
 * The number a cell holds, NaN when it holds none (empty, text, a dash).
 *
 * @param decimalComma - `1.234,5` is 1234.5 (files delimited by semicolons or tabs); else a comma
 *   is a thousands separator (`1,234.5`).
 */
export function numberOf(cell: Cell, decimalComma: boolean): number {
  if (typeof cell === 'number') return cell;
  if (cell === null) return Number.NaN;
  // The common case first: plain digits (Number of '' or ' ' is 0, hence the first character).
  const first = cell.charCodeAt(0);
  if ((first >= 48 && first <= 57) || first === 45) {
    const plain = Number(cell);
    if (Number.isFinite(plain)) return plain;
  }
  let text = cell;
  if (decimalComma) {
    if (text.includes(',')) text = text.replaceAll('.', '').replace(',', '.');
  } else if (text.includes(',')) {
    text = text.replaceAll(',', '');
  }
  text = text.trim();
  // Number('') is 0 and Number('0x1f') 31: neither is a reading.
  if (text === '' || !/^[-+]?(\d|\.\d)/.test(text)) return Number.NaN;
  return Number(text);
}

/** The cell as trimmed text ('' when empty). */
export function textOf(cell: Cell): string {
  if (cell === null) return '';
  return typeof cell === 'number' ? String(cell) : cell.trim();
}

/**
 * Whether the numbers of a semicolon- or tab-delimited file are written with a decimal comma:
 * yes unless a sample has a decimal point (`1.5`; `1.500` may be a thousands point and does
 * not count). A file whose first values are whole numbers still reads `3,5` later as 3.5.
 */
export function usesDecimalComma(samples: readonly string[]): boolean {
  return !samples.some((text) => {
    const t = text.trim();
    return /^[-+]?\d*\.\d+$/.test(t) && !/^[-+]?\d{1,3}\.\d{3}$/.test(t);
  });
}
