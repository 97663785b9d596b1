/**
 * The readings as mean kW [LOAD-2]: the unit from the user, the file (the column's header or
 * unit row, the header row, the preamble) or, with nothing written, kW for a column named as
 * power and kWh otherwise (what utility exports give); a negative load is refused, a net
 * meter's export taken as it is, or turned positive when the file writes it negative.
 */
import { type Cell, textOf } from './cells';
import type { Guess, MeterUnit } from './choices';
import type { ColumnProfile } from './columns';
import type { ColumnPlan } from './layout';
import type { RawReadings } from './readings';
import { columnName, refuse } from './refusal';
import { quantityFromText, unitFromText } from './units';

/** Where a file may name its unit besides the column itself. */
export interface UnitTexts {
  headerRow: string;
  unitRow: string;
  /** A column whose cells name a unit (`UNITS: kWh` on every row, as Green Button CSVs write). */
  unitColumn: string;
  preamble: string;
}

/** The texts that may name the unit, nearest first. */
function unitTexts(plan: ColumnPlan, texts: UnitTexts): string[] {
  const own = plan.layout === 'long' ? [plan.value.header, plan.value.unitText] : [plan.values[0]!.unitText];
  return [...own, texts.unitColumn, texts.headerRow, texts.unitRow, ...texts.preamble.split('\n')];
}

/** The unit the first rows of a text column all name alone, '' when none does. */
export function unitColumnText(sample: readonly Cell[][], columns: readonly ColumnProfile[]): string {
  const rows = sample.slice(0, 10);
  for (const column of columns) {
    if (column.kind !== 'text' || rows.length === 0) continue;
    const cells = rows.map((row) => textOf(row[column.index] ?? null));
    const unit = cells[0]!.length <= 8 ? unitFromText(cells[0]!) : undefined;
    if (unit && cells.every((cell) => cell === cells[0])) return cells[0]!;
  }
  return '';
}

/** The unit of the load's readings, with where it came from. */
export function unitOfReadings(
  plan: ColumnPlan,
  texts: UnitTexts,
  choice: MeterUnit | undefined,
): Guess<MeterUnit> {
  if (choice) return { value: choice, from: 'choice' };
  for (const text of unitTexts(plan, texts)) {
    const unit = unitFromText(text);
    if (unit) return { value: unit, from: 'file' };
  }
  const named = plan.layout === 'long' ? plan.value.header : texts.headerRow;
  return { value: quantityFromText(named) === 'power' ? 'kW' : 'kWh', from: 'default' };
}

function columnOf(plan: ColumnPlan, i: number): ColumnProfile {
  return plan.layout === 'long' ? plan.value : plan.values[i % plan.values.length]!;
}

/**
 * Mean kW of each reading.
 * @throws MeterFileRefusedError 'negative' naming the row and column of the first negative load.
 */
export function loadKw(readings: RawReadings, plan: ColumnPlan, factor: number): Float64Array {
  const out = new Float64Array(readings.values.length);
  for (let i = 0; i < out.length; i++) {
    const value = readings.values[i]!;
    if (value < 0) {
      const column = columnOf(plan, i);
      refuse('negative', { row: readings.rows[i]!, column: columnName(column.index, column.header) });
    }
    out[i] = value * factor;
  }
  return out;
}

/**
 * Mean kW of the export, positive; NaN where none was read.
 * @throws MeterFileRefusedError 'negative' when the export has both signs.
 */
export function exportKw(readings: RawReadings, column: ColumnProfile, factor: number): Float64Array {
  const values = readings.exported!;
  let sign = 0;
  for (let i = 0; i < values.length; i++) {
    const s = Math.sign(values[i]!);
    if (s === 0 || Number.isNaN(s)) continue;
    if (sign !== 0 && s !== sign)
      refuse('negative', { row: readings.rows[i]!, column: columnName(column.index, column.header) });
    sign = s;
  }
  return values.map((x) => (sign < 0 ? -x : x) * factor);
}
