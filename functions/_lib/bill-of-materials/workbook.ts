/**
 * The bill of materials as an .xlsx workbook (SheetJS, as the import templates): a sheet with the
 * bill's rows and the rule of its estimates, and a sheet with the quote (who quotes, for which
 * project, on which date, in which currency; the itemised costs and the totals). The rows and
 * their words come from shared/project/paperwork/bill-of-materials-text.ts, as the report's page shows them.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import type { BomLine } from '@pvd/shared/project/paperwork/bill-of-materials';
import {
  bomLabel,
  bomTable,
  type Cell,
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

/** Column widths in characters: wide enough for the words of either language. */
const BOM_WIDTHS = [14, 22, 36, 12, 8, 14, 16];
const QUOTE_WIDTHS = [28, 40, 18];

function sheetOf(rows: Cell[][], widths: readonly number[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

function bomSheet(lines: readonly BomLine[], culture: Culture): XLSX.WorkSheet {
  const { header, rows } = bomTable(lines, culture);
  return sheetOf([header, ...rows, [], [bomLabel('bomNote', culture)]], BOM_WIDTHS);
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
  return sheetOf(rows, QUOTE_WIDTHS);
}

/** The workbook's bytes: the bill of materials, then the quote, in the caller's language. */
export function bomWorkbook(
  lines: readonly BomLine[],
  quote: Quote,
  heading: QuoteHeading,
  culture: Culture,
): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, bomSheet(lines, culture), bomLabel('bomSheet', culture));
  XLSX.utils.book_append_sheet(book, quoteSheet(quote, heading, culture), bomLabel('quoteSheet', culture));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
