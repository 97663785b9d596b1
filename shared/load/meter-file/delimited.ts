/**
 * A CSV or TSV text split into rows of cells [LOAD-2]: the delimiter (tab, semicolon or comma)
 * is the one found the same number of times on most of the file's first lines, quotes as
 * RFC 4180 writes them. Empty lines are skipped; every row keeps its line number.
 */
import { METER_FILE_LIMITS } from '../../constants/limits';
import type { Table } from './cells';
import { refuse } from './refusal';

const DELIMITERS = [
  ['\t', 'tab'],
  [';', 'semicolon'],
  [',', 'comma'],
] as const;

/** Lines looked at to find the delimiter (a preamble of a few lines is outvoted). */
const SNIFF_LINES = 60;

function countOf(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * The delimiter found on most sample lines with the same non-zero count. Tab first, then
 * semicolon: a semicolon file with decimal commas has as many commas as semicolons a line.
 * When none is found on half the lines, the file name's `.tsv` says tab, else comma.
 */
export function sniffDelimiter(lines: readonly string[], fileName = ''): (typeof DELIMITERS)[number] {
  const sample: string[] = [];
  for (let i = 0; i < lines.length && sample.length < SNIFF_LINES; i++) {
    if (lines[i]!.trim() !== '') sample.push(lines[i]!);
  }
  let best: (typeof DELIMITERS)[number] = /\.(tsv|tab)$/i.test(fileName.trim())
    ? DELIMITERS[0]
    : DELIMITERS[2];
  let bestRows = 0;
  for (const candidate of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of sample) {
      const n = countOf(line, candidate[0]);
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const rows = Math.max(0, ...counts.values());
    // Strictly more rows to replace an earlier (preferred) delimiter.
    if (rows > bestRows && rows >= 0.5 * sample.length) {
      best = candidate;
      bestRows = rows;
    }
  }
  return best;
}

/** Cells of a line holding quotes: `"a;b";"say ""hi"""` → ['a;b', 'say "hi"']. */
function splitQuoted(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** Whether a line holds nothing but blanks. */
function isBlank(line: string): boolean {
  return line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '');
}

/** Cell `column` of a line without quotes, found without splitting the line. */
function cellOfLine(line: string, delimiter: string, column: number): string | null {
  let from = 0;
  for (let c = 0; c < column; c++) {
    const at = line.indexOf(delimiter, from);
    if (at < 0) return null;
    from = at + 1;
  }
  const end = line.indexOf(delimiter, from);
  return end < 0 ? line.slice(from) : line.slice(from, end);
}

/**
 * The table of a delimited text. Each line is split when a reader asks for its row; the rows
 * the reader profiles are checked against the column limit.
 *
 * @throws MeterFileRefusedError 'tooManyRows' over `METER_FILE_LIMITS`, 'empty' when no line
 *   holds anything.
 */
export function splitDelimited(text: string, fileName = ''): Table {
  // Classic Mac OS ended lines with CR alone.
  const all = text.split(text.includes('\n') ? '\n' : '\r');
  if (all.length > METER_FILE_LIMITS.maxRows + 1) refuse('tooManyRows');
  const [delimiter, source] = sniffDelimiter(all, fileName);
  const lines: string[] = [];
  const rowNumbers: number[] = [];
  for (let i = 0; i < all.length; i++) {
    let line = all[i]!;
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    if (isBlank(line)) continue;
    lines.push(line);
    rowNumbers.push(i + 1);
  }
  if (lines.length === 0) refuse('empty');
  if (lines.length > METER_FILE_LIMITS.maxRows) refuse('tooManyRows');
  const row = (i: number) => {
    const line = lines[i]!;
    const cells = line.includes('"') ? splitQuoted(line, delimiter) : line.split(delimiter);
    if (cells.length > METER_FILE_LIMITS.maxColumns) refuse('tooManyColumns', { row: rowNumbers[i]! });
    return cells;
  };
  return {
    length: lines.length,
    rowNumber: (i) => rowNumbers[i]!,
    row,
    cell: (i, column) => {
      const line = lines[i]!;
      return line.includes('"') ? (row(i)[column] ?? null) : cellOfLine(line, delimiter, column);
    },
    source,
  };
}
