/**
 * The readings of a table as the file writes them [LOAD-2]: each one's local clock minutes (and
 * offset, when the stamp carries one), its value in the file's unit and its row, for the long
 * and the wide layout. Nothing is converted here; what the stamps say is noted for the guesses.
 */
import { type Cell, numberOf, type Table, textOf } from './cells';
import type { DateOrder } from './choices';
import type { ColumnPlan, StampPlan } from './layout';
import { columnName, type MeterRefusalParams } from './refusal';
import {
  excelSerialMinutes,
  isExcelSerial,
  newStampNotes,
  type StampNotes,
  stampTextMinutes,
  timeTextMinutes,
} from './stamps';

/** What the stamps of a file said, beyond their minutes. */
export interface StampEvidence {
  /** Some stamp was a range (`00:00-00:15`), so times are interval starts. */
  range: boolean;
  /** Some time was 24:00, so times are interval ends. */
  midnight24: boolean;
  /** Largest first and second number of the dates that put the year last (0: none). */
  maxFirst: number;
  maxSecond: number;
  /** Those dates are written with points (day first). */
  dotted: boolean;
}

export interface RawReadings {
  /** Local clock minutes of each reading (interval-series `localMinutes`). */
  local: Float64Array;
  /** Offset from UTC each stamp carried, undefined when none did. [min] */
  offsets: Float64Array | undefined;
  /** The load, in the file's unit (NaN: no reading). */
  values: Float64Array;
  /** The export of a net meter, in the same unit, when the file has it. */
  exported: Float64Array | undefined;
  /** The file row of each reading. */
  rows: Int32Array;
  evidence: StampEvidence;
  /**
   * A row between readings whose time could not be read (with the day-month order tried), for
   * the 'badTimestamp' refusal once the order is settled.
   */
  badStamp: MeterRefusalParams | undefined;
}

function newEvidence(): StampEvidence {
  return { range: false, midnight24: false, maxFirst: 0, maxSecond: 0, dotted: false };
}

function note(evidence: StampEvidence, notes: StampNotes): void {
  if (notes.range) evidence.range = true;
  if (notes.midnight24) evidence.midnight24 = true;
  if (notes.first > evidence.maxFirst) evidence.maxFirst = notes.first;
  if (notes.second > evidence.maxSecond) evidence.maxSecond = notes.second;
  if (notes.dotted) evidence.dotted = true;
}

/** Minutes of a date cell (with its time when it holds one), NaN when it holds none. */
function dateCellMinutes(cell: Cell, serial: boolean, order: DateOrder, notes: StampNotes): number {
  notes.offsetMinutes = Number.NaN;
  if (cell === null) return Number.NaN;
  if (serial || typeof cell === 'number') {
    // A serial is a number in a sheet, text in a CSV written from one.
    const value = numberOf(cell, false);
    return isExcelSerial(value) ? excelSerialMinutes(value) : Number.NaN;
  }
  return stampTextMinutes(cell, order, notes);
}

function timeCellMinutes(cell: Cell, serial: boolean, notes: StampNotes): number {
  if (cell === null) return Number.NaN;
  if (serial || typeof cell === 'number') {
    const fraction = numberOf(cell, false);
    return fraction >= 0 && fraction <= 1 ? Math.round(fraction * 1440) : Number.NaN;
  }
  return timeTextMinutes(cell, notes);
}

/** A row's stamp in local clock minutes, NaN when it cannot be read. */
function rowMinutes(table: Table, r: number, stamp: StampPlan, order: DateOrder, notes: StampNotes): number {
  const date = dateCellMinutes(table.cell(r, stamp.dateColumn), stamp.dateSerial, order, notes);
  if (stamp.timeColumn < 0) return date;
  // A date cell of a date-and-time pair is a whole day (Excel serials too).
  return (
    Math.floor(date / 1440) * 1440 + timeCellMinutes(table.cell(r, stamp.timeColumn), stamp.timeSerial, notes)
  );
}

/** Tracks rows whose stamp cannot be read: wrong when a readable one follows (not a footer). */
class BadStamps {
  private first: { row: number; text: string } | undefined;
  /** The refusal's parameters, once a readable row followed an unreadable one. */
  found: MeterRefusalParams | undefined;
  constructor(
    private readonly table: Table,
    private readonly stamp: StampPlan,
  ) {}
  seen(rowIndex: number): void {
    const text = textOf(this.table.cell(rowIndex, this.stamp.dateColumn));
    if (text !== '') this.first ??= { row: this.table.rowNumber(rowIndex), text };
  }
  /** Called for a row that was read: an unreadable one before it is no footer. */
  check(): void {
    if (!this.first || this.found) return;
    const column = columnName(this.stamp.dateColumn, this.stamp.dateHeader);
    this.found = { row: this.first.row, column, value: this.first.text };
  }
}

/**
 * The readings of a long table: one a row from `firstData` on. Rows without a readable time
 * after the last reading (a total, a note) are left out; one between readings is noted in
 * `badStamp`.
 */
export function longReadings(
  table: Table,
  firstData: number,
  plan: Extract<ColumnPlan, { layout: 'long' }>,
  order: DateOrder,
  decimalComma: boolean,
): RawReadings {
  const count = table.length - firstData;
  const out = allocate(count, plan.exported !== undefined);
  const notes = newStampNotes();
  const bad = new BadStamps(table, plan.stamp);
  let n = 0;
  for (let r = firstData; r < table.length; r++) {
    const minutes = rowMinutes(table, r, plan.stamp, order, notes);
    // A date unreadable in this order still tells the order (its day above 12).
    note(out.evidence, notes);
    if (Number.isNaN(minutes)) {
      bad.seen(r);
      continue;
    }
    bad.check();
    if (!Number.isNaN(notes.offsetMinutes)) {
      out.offsets ??= new Float64Array(count).fill(Number.NaN);
      out.offsets[n] = notes.offsetMinutes;
    }
    out.local[n] = minutes;
    out.values[n] = numberOf(table.cell(r, plan.value.index), decimalComma);
    if (out.exported) out.exported[n] = numberOf(table.cell(r, plan.exported!.index), decimalComma);
    out.rows[n] = table.rowNumber(r);
    n++;
  }
  return trimmed(out, n, bad.found);
}

/** The readings of a wide table: a row per day, its values from midnight on. */
export function wideReadings(
  table: Table,
  firstData: number,
  plan: Extract<ColumnPlan, { layout: 'wide' }>,
  order: DateOrder,
  decimalComma: boolean,
): RawReadings {
  const perDay = plan.values.length;
  const out = allocate((table.length - firstData) * perDay, false);
  const notes = newStampNotes();
  const bad = new BadStamps(table, plan.stamp);
  let n = 0;
  for (let r = firstData; r < table.length; r++) {
    const row = table.row(r);
    const day = Math.floor(rowMinutes(table, r, plan.stamp, order, notes) / 1440) * 1440;
    note(out.evidence, notes);
    if (Number.isNaN(day)) {
      bad.seen(r);
      continue;
    }
    bad.check();
    for (let k = 0; k < perDay; k++) {
      out.local[n] = day + k * plan.stepMinutes;
      out.values[n] = numberOf(row[plan.values[k]!.index] ?? null, decimalComma);
      out.rows[n] = table.rowNumber(r);
      n++;
    }
  }
  return trimmed(out, n, bad.found);
}

function allocate(count: number, withExport: boolean): RawReadings {
  return {
    local: new Float64Array(count),
    offsets: undefined,
    values: new Float64Array(count),
    exported: withExport ? new Float64Array(count) : undefined,
    rows: new Int32Array(count),
    evidence: newEvidence(),
    badStamp: undefined,
  };
}

function trimmed(readings: RawReadings, n: number, badStamp: MeterRefusalParams | undefined): RawReadings {
  return {
    local: readings.local.subarray(0, n),
    offsets: readings.offsets?.subarray(0, n),
    values: readings.values.subarray(0, n),
    exported: readings.exported?.subarray(0, n),
    rows: readings.rows.subarray(0, n),
    evidence: readings.evidence,
    badStamp,
  };
}
