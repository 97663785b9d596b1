/**
 * The bill of materials as an .xlsx workbook (SheetJS, as the import templates): a sheet with the
 * bill's rows and the rule of its estimates, a sheet with the quote (who quotes, for which
 * project, on which date, in which currency; the itemised costs and the totals), and a sheet with
 * the project's key figures as the report gives them [REP-7]. Each column is as wide as its
 * widest text, a Chinese character counting two. The rows and
 * their words come from shared/project/paperwork/bill-of-materials-text.ts, as the report's page shows them.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import type { BomLine } from '@pvd/shared/project/paperwork/bill-of-materials';
import {
  bomLabel,
  bomTable,
  type Cell,
  type KeyFigures,
  keyFiguresTable,
  quoteTable,
} from '@pvd/shared/project/paperwork/bill-of-materials-text';
import type { Quote } from '@pvd/shared/project/paperwork/quote';
import * as XLSX from 'xlsx';

/** Who quotes and for what: the quote sheet's heading lines. */
export interface QuoteHeading {
  companyName: string;
  contact: string;
  /** `yyyy-MM-dd` on the account's clock. */
  date: string;
  projectName: string;
  ownerName: string;
  /** The currency's code and, when the catalogue knows it, its name ('CNY 人民币'). */
  currency: string;
}

/** No column is narrower or wider than these. [characters] */
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
/** Room beside the widest text of a column, for the cell's padding. [characters] */
const PADDING = 2;

/**
 * How many character widths a text takes in a spreadsheet's default font: a Chinese, Japanese or
 * Korean character (and a full-width form) takes two, every other one.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      code >= 0x20000;
    width += wide ? 2 : 1;
  }
  return width;
}

/**
 * Each column's width: its widest cell's text and the padding, within 6-60 characters. A row of
 * one cell that runs on past the table (a note) is left out: it spills over the empty cells beside
 * it, and would make its column as wide as the note.
 */
export function columnWidths(rows: readonly Cell[][]): number[] {
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = new Array<number>(columns).fill(MIN_WIDTH);
  for (const row of rows) {
    if (row.length === 1 && columns > 1) continue;
    row.forEach((cell, c) => {
      const text = cell === null ? '' : String(cell);
      widths[c] = Math.min(MAX_WIDTH, Math.max(widths[c]!, displayWidth(text) + PADDING));
    });
  }
  return widths;
}

function sheetOf(rows: Cell[][]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = columnWidths(rows).map((wch) => ({ wch }));
  return sheet;
}

function bomSheet(lines: readonly BomLine[], culture: Culture): XLSX.WorkSheet {
  const { header, rows } = bomTable(lines, culture);
  return sheetOf([header, ...rows, [], [bomLabel('bomNote', culture)]]);
}

function figuresSheet(figures: KeyFigures, culture: Culture): XLSX.WorkSheet {
  const { header, rows, notes } = keyFiguresTable(figures, culture);
  return sheetOf([header, ...rows, [], ...notes.map((note) => [note])]);
}

function quoteSheet(quote: Quote, heading: QuoteHeading, culture: Culture): XLSX.WorkSheet {
  const label = (key: Parameters<typeof bomLabel>[0]) => bomLabel(key, culture);
  const { header, items, totals } = quoteTable(quote, culture);
  const rows: Cell[][] = [
    [label('quoteSheet')],
    [label('company'), heading.companyName],
    [label('contact'), heading.contact],
    [label('date'), heading.date],
    [label('project'), heading.projectName],
    [label('owner'), heading.ownerName],
    [label('currency'), heading.currency],
    [],
    header,
    ...(items.length > 0 ? items : [[label('noItems')]]),
    [],
    ...totals,
  ];
  return sheetOf(rows);
}

/**
 * The workbook's bytes: the bill of materials, the quote, and (for a project the engine can
 * simulate) its key figures, in the caller's language.
 */
export function bomWorkbook(
  lines: readonly BomLine[],
  quote: Quote,
  heading: QuoteHeading,
  culture: Culture,
  figures: KeyFigures | null = null,
): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, bomSheet(lines, culture), bomLabel('bomSheet', culture));
  XLSX.utils.book_append_sheet(book, quoteSheet(quote, heading, culture), bomLabel('quoteSheet', culture));
  if (figures) {
    XLSX.utils.book_append_sheet(book, figuresSheet(figures, culture), bomLabel('figuresSheet', culture));
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
