/**
 * What each column of a table holds, from its header and a sample of its cells [LOAD-2]:
 * dates with times, dates, times, numbers (readings, or Excel serial dates and times), text.
 */
import { type Cell, numberOf, textOf } from './cells';
import { isDateText, isDateTimeText, isExcelSerial, isTimeText } from './stamps';

export type ColumnKind = 'dateTime' | 'date' | 'time' | 'number' | 'text' | 'empty';

export interface ColumnProfile {
  index: number;
  /** Header text ('' without a header). */
  header: string;
  /** The unit row's text of the column ('' without one). */
  unitText: string;
  kind: ColumnKind;
  /** Numbers only: every sample is an Excel serial date of 1970-2100. */
  serial: boolean;
  /** Numbers only: every sample is a whole number. */
  integers: boolean;
  /** Numbers only: every sample is in [0, 1], a time of day as Excel stores it. */
  dayFractions: boolean;
  /** Numbers only: the samples never decrease. */
  increasing: boolean;
}

/** Rows sampled to profile a column. */
export const SAMPLE_ROWS = 500;

function kindOf(cell: Cell): ColumnKind {
  if (cell === null) return 'empty';
  if (typeof cell === 'number') return 'number';
  const text = cell.trim();
  if (text === '') return 'empty';
  if (isDateTimeText(text)) return 'dateTime';
  if (isDateText(text)) return 'date';
  if (isTimeText(text)) return 'time';
  return Number.isNaN(numberOf(text, true)) ? 'text' : 'number';
}

/** The kind most non-empty cells have (at least 80 % of them), else 'text'. */
function majority(counts: Map<ColumnKind, number>): ColumnKind {
  let filled = 0;
  for (const [kind, n] of counts) if (kind !== 'empty') filled += n;
  if (filled === 0) return 'empty';
  for (const [kind, n] of counts) if (kind !== 'empty' && n >= 0.8 * filled) return kind;
  return 'text';
}

function numberTraits(
  values: number[],
): Pick<ColumnProfile, 'serial' | 'integers' | 'dayFractions' | 'increasing'> {
  let increasing = values.length > 1;
  for (let i = 1; i < values.length; i++) if (values[i]! < values[i - 1]!) increasing = false;
  return {
    serial: values.length > 0 && values.every(isExcelSerial),
    integers: values.every(Number.isInteger),
    dayFractions: values.length > 0 && values.every((x) => x >= 0 && x <= 1),
    increasing,
  };
}

/**
 * Profiles of the columns of the sample rows.
 *
 * @param sample - Data rows (the first {@link SAMPLE_ROWS} of the table's readings).
 * @param header - The header row, if any; `unitRow` likewise.
 */
export function profileColumns(
  sample: readonly Cell[][],
  header: readonly Cell[] | undefined,
  unitRow: readonly Cell[] | undefined,
): ColumnProfile[] {
  const width = Math.max(0, ...sample.map((row) => row.length));
  return Array.from({ length: width }, (_, index) => {
    const counts = new Map<ColumnKind, number>();
    const numbers: number[] = [];
    for (const row of sample) {
      const cell = row[index] ?? null;
      const kind = kindOf(cell);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (kind === 'number') numbers.push(numberOf(cell, true));
    }
    return {
      index,
      header: textOf(header?.[index] ?? null),
      unitText: textOf(unitRow?.[index] ?? null),
      kind: majority(counts),
      ...numberTraits(numbers),
    };
  });
}
