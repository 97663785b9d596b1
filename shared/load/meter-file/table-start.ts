/**
 * Where the readings of a table begin [LOAD-2]: exports put an account, an address or a title
 * above a header row, sometimes a unit row under it. The first data row is the first of six rows
 * in a row that each hold a date (or are all numbers) beside another number; the header is the
 * text row above it, the unit row a row of units between them, and every row above is preamble.
 */
import { type Cell, numberOf, type Table, textOf } from './cells';
import { isDateText, isTimeText } from './stamps';
import { unitFromText } from './units';

/** Rows looked at for the table's start: preambles are a few lines, never hundreds. */
const SEARCH_ROWS = 400;
/** Data rows in a row needed to trust that the readings have begun. */
const RUN = 6;

export interface TableStart {
  /** Index into `table.rows` of the first data row. */
  firstData: number;
  /** Index of the header row, -1 without one. */
  header: number;
  /** Index of a row of units under the header, -1 without one. */
  unitRow: number;
  /** The text of the rows above the header, for the units they may name. */
  preamble: string;
}

function isNumeric(cell: Cell): boolean {
  return typeof cell === 'number' || (cell !== null && !Number.isNaN(numberOf(cell, true)));
}

/** A row that holds a reading: a date or time and another number, or two numbers and no text. */
export function isDataRow(row: readonly Cell[]): boolean {
  let dates = 0;
  let numbers = 0;
  let texts = 0;
  for (const cell of row) {
    if (cell === null || (typeof cell === 'string' && cell.trim() === '')) continue;
    if (typeof cell === 'string' && (isDateText(cell) || isTimeText(cell))) dates++;
    else if (isNumeric(cell)) numbers++;
    else texts++;
  }
  return (dates > 0 && numbers > 0) || (numbers >= 2 && texts === 0 && dates === 0);
}

function isUnitRow(row: readonly Cell[]): boolean {
  const texts = row.map(textOf).filter((t) => t !== '');
  return texts.length > 0 && texts.some((t) => unitFromText(t) !== undefined) && !isDataRow(row);
}

function firstDataRow(table: Table): number {
  const end = Math.min(table.length, SEARCH_ROWS + RUN);
  let run = 0;
  for (let i = 0; i < end; i++) {
    run = isDataRow(table.row(i)) ? run + 1 : 0;
    if (run === RUN || (run > 0 && i === table.length - 1)) return i - run + 1;
  }
  return -1;
}

/** The table's start, or undefined when no run of data rows is found near the top. */
export function findTableStart(table: Table): TableStart | undefined {
  const firstData = firstDataRow(table);
  if (firstData < 0) return undefined;
  let unitRow = -1;
  let header = firstData - 1;
  if (header >= 1 && isUnitRow(table.row(header)) && !isDataRow(table.row(header - 1))) {
    unitRow = header;
    header--;
  }
  const preambleEnd = header >= 0 ? header : firstData;
  const preamble = Array.from({ length: preambleEnd }, (_, i) => table.row(i).map(textOf).join(' ')).join(
    '\n',
  );
  return { firstData, header, unitRow, preamble };
}
