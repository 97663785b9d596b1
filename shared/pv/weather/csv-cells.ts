/**
 * Fast access to a few columns of a comma-separated line, without splitting the line into an
 * array of every cell: weather files have 30 to 70 columns and the engine needs about six.
 */
import { WeatherFormatError } from './errors';

/**
 * Picks a fixed set of columns out of comma-separated lines. Create once per file, then call
 * {@link FieldPicker.pick} for each line and read the picked cells by their slot (the position
 * of the column in the list given to the constructor).
 * Cells are not unquoted: data rows of the supported formats hold no quoted commas.
 */
export class FieldPicker {
  /** Column indices to pick, ascending. */
  private readonly columns: Int32Array;
  /** Slot (position in the constructor's list) of each entry of `columns`. */
  private readonly slots: Int32Array;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private line = '';

  /** @param columns 0-based column indices; their order sets the slots. */
  constructor(columns: readonly number[]) {
    const order = columns.map((column, slot) => ({ column, slot })).sort((a, b) => a.column - b.column);
    this.columns = Int32Array.from(order, (o) => o.column);
    this.slots = Int32Array.from(order, (o) => o.slot);
    this.starts = new Int32Array(columns.length);
    this.ends = new Int32Array(columns.length);
  }

  /**
   * Locates the picked cells of `line`.
   * @returns false when the line has fewer columns than the highest picked index.
   */
  pick(line: string): boolean {
    this.line = line;
    let column = 0;
    let start = 0;
    for (let k = 0; k < this.columns.length; k++) {
      const wanted = this.columns[k]!;
      while (column < wanted) {
        const comma = line.indexOf(',', start);
        if (comma < 0) return false;
        start = comma + 1;
        column++;
      }
      const comma = line.indexOf(',', start);
      const slot = this.slots[k]!;
      this.starts[slot] = start;
      this.ends[slot] = comma < 0 ? line.length : comma;
    }
    return true;
  }

  /**
   * {@link FieldPicker.pick} for data row `line`, found on 1-based `lineNumber`.
   * @throws {@link WeatherFormatError} 'missing-column' when the row has too few columns
   */
  pickRow(line: string, format: string, lineNumber: number): void {
    if (!this.pick(line)) {
      throw new WeatherFormatError('missing-column', 'row has too few columns', { format, line: lineNumber });
    }
  }

  /** The picked cell in `slot` as a number; NaN when empty or not numeric. */
  number(slot: number): number {
    return parseDecimal(this.line, this.starts[slot]!, this.ends[slot]!);
  }

  /**
   * The picked cell in `slot` as a measurement (see {@link measurementAt}): a number, NaN when
   * blank.
   * @throws {@link WeatherFormatError} 'bad-value' for text that is not a number
   */
  measurement(slot: number, quantity: string, format: string, line: number): number {
    return measurementAt(this.line, this.starts[slot]!, this.ends[slot]!, quantity, format, line);
  }

  /**
   * Reads the `part`-th piece (0-based) of the picked cell in `slot`, the cell being split on
   * `separator` (e.g. the month of `01/31/1988`), as a number; NaN when absent.
   */
  numberPart(slot: number, separator: string, part: number): number {
    let start = this.starts[slot]!;
    const end = this.ends[slot]!;
    for (let k = 0; k < part; k++) {
      const at = this.line.indexOf(separator, start);
      if (at < 0 || at >= end) return Number.NaN;
      start = at + 1;
    }
    const next = this.line.indexOf(separator, start);
    return parseDecimal(this.line, start, next < 0 || next > end ? end : next);
  }

  /** The picked cell in `slot` as trimmed text. */
  text(slot: number): string {
    return this.line.slice(this.starts[slot]!, this.ends[slot]!).trim();
  }
}

const ZERO = 48;
const NINE = 57;
const POINT = 46;
const MINUS = 45;
const PLUS = 43;
const SPACE = 32;

/**
 * Reads `text[start, end)` as a plain decimal number (`-12.5`, ` 3`, `+0.00`) straight from
 * the character codes, without making a substring; anything else (exponents, `NaN`) goes
 * through `Number`. Blank cells are NaN, not 0.
 */
export function parseDecimal(text: string, start: number, end: number): number {
  while (start < end && text.charCodeAt(start) === SPACE) start++;
  while (end > start && text.charCodeAt(end - 1) === SPACE) end--;
  if (start >= end) return Number.NaN;
  let i = start;
  const sign = text.charCodeAt(i) === MINUS ? -1 : 1;
  if (sign < 0 || text.charCodeAt(i) === PLUS) i++;
  let value = 0;
  let scale = 0;
  let digits = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= ZERO && code <= NINE) {
      value = value * 10 + (code - ZERO);
      scale = scale > 0 ? scale * 10 : 0;
      digits++;
    } else if (code === POINT && scale === 0) scale = 1;
    else return Number(text.slice(start, end));
  }
  if (digits === 0 || digits > 15) return Number(text.slice(start, end));
  return (sign * value) / (scale > 0 ? scale : 1);
}

/**
 * Reads `text[start, end)` as a measured value: a number as written (1e308 and Infinity
 * included: the range checks refuse those), NaN for a blank cell (missing). Text that is not a
 * number ('NaN', 'n/a', '#VALUE!') is refused rather than read as missing: it is neither a value
 * nor any format's missing-value code.
 * @param quantity the engine's name of what the cell holds, for the error
 * @param format reader name, for the error
 * @param line 1-based line of the cell, for the error
 * @throws {@link WeatherFormatError} 'bad-value', naming the quantity and the line
 */
export function measurementAt(
  text: string,
  start: number,
  end: number,
  quantity: string,
  format: string,
  line: number,
): number {
  // Plain arguments, no options object: this runs for every cell the engine reads.
  const value = parseDecimal(text, start, end);
  if (!Number.isNaN(value)) return value;
  const cell = text.slice(start, end).trim();
  if (cell === '') return value;
  throw new WeatherFormatError('bad-value', `"${cell}" is not a number (${quantity}, line ${line})`, {
    format,
    line,
    quantity,
  });
}

/**
 * Splits one line on commas, honouring double quotes (for header lines such as TMY3's
 * `723170,"GREENSBORO PIEDMONT TRIAD INT",NC,...`). Cells are trimmed and unquoted.
 */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Splits file content into lines once (LF or CRLF), without a leading byte-order mark and
 * without trailing blank lines.
 */
export function splitLines(content: string): string[] {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  // Splitting on a plain '\n' and trimming '\r' is several times faster than a regex split.
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.charCodeAt(line.length - 1) === 13) lines[i] = line.slice(0, -1);
  }
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return lines;
}
