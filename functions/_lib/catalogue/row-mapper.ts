/**
 * From spreadsheet rows to checked catalogue items. Headers are matched to the definition's
 * columns through a Map (zh-CN header, English header or field name, any case, a leading '*'
 * required-marker ignored); a header that is not a known column — `__proto__`, `constructor` and
 * the like included — refuses the file, so file text never becomes an object key. Each row is
 * then checked with the same zod schema as the form, and every bad cell is reported. The
 * template's example row (model name `EXAMPLE-…`) is counted and left out before any check.
 */
import { type ImportDefinition, isExampleRow } from '@pvd/shared/catalogue/spreadsheet-columns';
import { isValidationMessageKey } from '@pvd/shared/errors/validation';
import type { z } from 'zod';
import { normaliseName } from '../db/items';
import { SpreadsheetRejectedError } from './spreadsheet-rejected';
import { type CellText, columnLetter, type SpreadsheetRow } from './xlsx-reader';

export interface ColumnBinding {
  /** 0-based column index in the file. */
  index: number;
  field: string;
  /** The header as written in the file. */
  header: string;
  letter: string;
}

export interface SheetRow {
  /** Spreadsheet row number (the header is row 1). */
  rowNumber: number;
  /** Field → cell text, for the known columns only. */
  cells: Record<string, string>;
}

export interface RowError {
  row: number;
  column: string;
  header: string;
  field: string;
  key: string;
}

function headerKey(text: string): string {
  return normaliseName(text.replace(/^\*+|\*+$/g, ''));
}

/** Header text → field, for every way a column may be headed. */
function headerLookup(definition: ImportDefinition): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const column of definition.columns) {
    for (const text of [column.field, column.header['zh-CN'], column.header.en]) {
      lookup.set(headerKey(text), column.field);
    }
  }
  return lookup;
}

/**
 * Binds the header row to fields. Unknown or repeated headers ('spreadsheetUnknownColumn') and
 * missing required columns ('spreadsheetMissingColumn') refuse the file, naming the columns.
 */
export function bindHeaders(definition: ImportDefinition, headerRow: readonly CellText[]): ColumnBinding[] {
  const lookup = headerLookup(definition);
  const bindings: ColumnBinding[] = [];
  const unknown: string[] = [];
  const bound = new Set<string>();
  headerRow.forEach((header, index) => {
    if (header === undefined) return;
    const field = lookup.get(headerKey(header));
    if (field === undefined || bound.has(field)) unknown.push(header);
    else {
      bound.add(field);
      bindings.push({ index, field, header, letter: columnLetter(index) });
    }
  });
  if (unknown.length) throw new SpreadsheetRejectedError('spreadsheetUnknownColumn', unknown);
  const missing = definition.columns.filter((c) => c.required && !bound.has(c.field));
  if (missing.length) {
    const names = missing.map((c) => `${c.header['zh-CN']} / ${c.header.en}`);
    throw new SpreadsheetRejectedError('spreadsheetMissingColumn', names);
  }
  return bindings;
}

/** The data rows as field → text records (blank cells left out, so schema defaults apply). */
export function sheetRows(bindings: readonly ColumnBinding[], rows: readonly SpreadsheetRow[]): SheetRow[] {
  return rows.map((row) => {
    const cells: Record<string, string> = {};
    for (const binding of bindings) {
      const text = row.cells[binding.index];
      if (text !== undefined) cells[binding.field] = text;
    }
    return { rowNumber: row.rowNumber, cells };
  });
}

function issueKey(issue: z.core.$ZodIssue): string {
  if (isValidationMessageKey(issue.message)) return issue.message;
  return issue.code === 'invalid_type' ? 'required' : 'invalidValue';
}

/** A bad cell of a row: its field and the message key of the rule it broke. */
export interface CellIssue {
  field: string;
  key: string;
}

/**
 * A rule a row must meet against the catalogue itself, which the row schema cannot know (a
 * battery's series must be one of the inverter catalogue: import-rules.ts): the row's bad cells.
 */
export type CatalogueRowRule = (cells: Readonly<Record<string, string>>) => CellIssue[];

/** The catalogue rule of the kinds that need none. */
export const noCatalogueRule: CatalogueRowRule = () => [];

/** The bad fields of a failed row parse, each with its message key (the first field for the row as a whole). */
export function schemaIssues(result: z.ZodSafeParseResult<unknown>, firstField: string): CellIssue[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? firstField),
    key: issueKey(issue),
  }));
}

export interface CheckedRows {
  valid: { rowNumber: number; value: Record<string, unknown> }[];
  errors: RowError[];
  /** Rows marked as the template's example, skipped unchecked. */
  exampleRows: number;
}

/**
 * Checks every row with the definition's schema and the kind's catalogue rule (a row's bad cells
 * reported in column order), and flags rows naming the same item as an earlier row
 * ('duplicateInFile'). Example rows are skipped without a check: a maintainer who keeps the
 * example while adding rows below it should not be told about it.
 */
export function checkRows(
  definition: ImportDefinition,
  bindings: readonly ColumnBinding[],
  rows: readonly SheetRow[],
  catalogueRule: CatalogueRowRule = noCatalogueRule,
): CheckedRows {
  const byField = new Map(bindings.map((b) => [b.field, b]));
  const firstField = definition.columns[0]!.field;
  const columnOf = (issue: CellIssue) => byField.get(issue.field)?.index ?? -1;
  const seen = new Set<string>();
  const checked: CheckedRows = { valid: [], errors: [], exampleRows: 0 };
  const report = (row: number, field: string, key: string) => {
    const binding = byField.get(field) ?? byField.get(firstField)!;
    checked.errors.push({ row, column: binding.letter, header: binding.header, field, key });
  };
  for (const row of rows) {
    if (isExampleRow(definition, row.cells)) {
      checked.exampleRows += 1;
      continue;
    }
    const result = definition.rowSchema.safeParse(row.cells);
    const issues = [...schemaIssues(result, firstField), ...catalogueRule(row.cells)];
    if (!result.success || issues.length > 0) {
      issues.sort((a, b) => columnOf(a) - columnOf(b));
      for (const issue of issues) report(row.rowNumber, issue.field, issue.key);
      continue;
    }
    const identity = normaliseName(definition.displayName(result.data));
    if (seen.has(identity)) report(row.rowNumber, firstField, 'duplicateInFile');
    else {
      seen.add(identity);
      checked.valid.push({ rowNumber: row.rowNumber, value: result.data });
    }
  }
  return checked;
}
