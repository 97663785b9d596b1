/**
 * How a table lays its readings out [LOAD-2]: "long", a row per reading with its time in one
 * column or in a date and a time column; or "wide", a row per day with a date and 24, 48 or 96
 * values. Which columns hold the time, the load and, for a net meter, the export.
 */
import type { IntervalStamps } from './choices';
import type { ColumnProfile } from './columns';
import {
  END_WORDS,
  EXPORT_WORDS,
  LOAD_WORDS,
  OTHER_WORDS,
  STAMP_WORDS,
  START_WORDS,
  TOTAL_WORDS,
} from './header-words';
import { refuse } from './refusal';

/** Where a reading's time is. */
export interface StampPlan {
  /** The column of the date (with its time when `timeColumn` is -1), and its header. */
  dateColumn: number;
  dateHeader: string;
  /** The column of the time of day, -1 when the date column holds it. */
  timeColumn: number;
  /** The date column holds Excel serial numbers (`timeColumn` likewise: day fractions). */
  dateSerial: boolean;
  timeSerial: boolean;
  /** What the time column's header says it is, if it says. */
  headerStamps?: IntervalStamps;
}

export type ColumnPlan =
  | { layout: 'long'; stamp: StampPlan; value: ColumnProfile; exported?: ColumnProfile }
  | { layout: 'wide'; stamp: StampPlan; values: ColumnProfile[]; stepMinutes: 15 | 30 | 60 };

export type Layout = ColumnPlan['layout'];

const STEPS_BY_COLUMNS = new Map<number, 15 | 30 | 60>([
  [96, 15],
  [48, 30],
  [24, 60],
]);

function stampsOfHeader(header: string): IntervalStamps | undefined {
  if (START_WORDS.test(header)) return 'start';
  return END_WORDS.test(header) ? 'end' : undefined;
}

/** Whether a number column may be a date or time: its header says so, or it leads the table. */
const timeLike = (p: ColumnProfile) => STAMP_WORDS.test(p.header) || (p.header === '' && p.index === 0);

/** A column of dates with times: text, or increasing Excel serials with a time part. */
function dateTimeColumn(columns: readonly ColumnProfile[]): StampPlan | undefined {
  const texts = columns.filter((p) => p.kind === 'dateTime');
  const serials = columns.filter(
    (p) => p.kind === 'number' && p.serial && !p.integers && p.increasing && timeLike(p),
  );
  const candidates = texts.length > 0 ? texts : serials;
  if (candidates.length === 0) return undefined;
  const chosen =
    candidates.find((p) => START_WORDS.test(p.header)) ??
    candidates.find((p) => !END_WORDS.test(p.header)) ??
    candidates[0]!;
  const headerStamps = stampsOfHeader(chosen.header);
  return {
    dateColumn: chosen.index,
    dateHeader: chosen.header,
    timeColumn: -1,
    dateSerial: chosen.kind === 'number',
    timeSerial: false,
    ...(headerStamps && { headerStamps }),
  };
}

function dateColumn(columns: readonly ColumnProfile[]): ColumnProfile | undefined {
  return (
    columns.find((p) => p.kind === 'date') ??
    columns.find((p) => p.kind === 'number' && p.serial && p.integers && timeLike(p))
  );
}

function timeColumn(columns: readonly ColumnProfile[], date: ColumnProfile): ColumnProfile | undefined {
  return (
    columns.find((p) => p.kind === 'time' && p.index !== date.index) ??
    columns.find((p) => p.kind === 'number' && p.dayFractions && !p.integers && STAMP_WORDS.test(p.header))
  );
}

/** The number columns that may hold readings (not a time, not reactive power or a status). */
function readingColumns(columns: readonly ColumnProfile[], used: readonly number[]): ColumnProfile[] {
  return columns.filter((p) => p.kind === 'number' && !used.includes(p.index) && !OTHER_WORDS.test(p.header));
}

/** A day's values: 24, 48 or 96 of them after the date, a total column left out. */
function wideValues(values: readonly ColumnProfile[], date: ColumnProfile): ColumnProfile[] | undefined {
  let after = values.filter((p) => p.index > date.index && !TOTAL_WORDS.test(p.header));
  if (!STEPS_BY_COLUMNS.has(after.length) && STEPS_BY_COLUMNS.has(after.length - 1))
    after = after.slice(0, -1);
  return STEPS_BY_COLUMNS.has(after.length) ? after : undefined;
}

/** The load column of a long table: a total of tariff periods first, then one named as a load. */
function loadColumn(values: readonly ColumnProfile[]): ColumnProfile {
  return (
    (values.length > 1 ? values.find((p) => TOTAL_WORDS.test(p.header)) : undefined) ??
    values.find((p) => LOAD_WORDS.test(p.header)) ??
    values[0]!
  );
}

function longPlan(stamp: StampPlan, values: readonly ColumnProfile[]): ColumnPlan {
  const exported = values.find((p) => EXPORT_WORDS.test(p.header));
  const imports = values.filter((p) => p !== exported);
  if (imports.length === 0) refuse('noValues');
  return { layout: 'long', stamp, value: loadColumn(imports), ...(exported && { exported }) };
}

/**
 * The plan of a table's columns.
 *
 * @throws MeterFileRefusedError 'noTimestamps' when no column holds dates, 'noValues' when no
 *   column holds readings.
 */
export function planColumns(columns: readonly ColumnProfile[]): ColumnPlan {
  const stamp = dateTimeColumn(columns);
  if (stamp) return longPlan(stamp, readingColumns(columns, [stamp.dateColumn]));
  const date = dateColumn(columns);
  if (!date) return refuse('noTimestamps');
  const time = timeColumn(columns, date);
  const dateSerial = date.kind === 'number';
  if (time) {
    const headerStamps = stampsOfHeader(time.header);
    const plan: StampPlan = {
      dateColumn: date.index,
      dateHeader: date.header,
      timeColumn: time.index,
      dateSerial,
      timeSerial: time.kind === 'number',
      ...(headerStamps && { headerStamps }),
    };
    return longPlan(plan, readingColumns(columns, [date.index, time.index]));
  }
  const values = readingColumns(columns, [date.index]);
  const wide = wideValues(values, date);
  const stampOfDay: StampPlan = {
    dateColumn: date.index,
    dateHeader: date.header,
    timeColumn: -1,
    dateSerial,
    timeSerial: false,
  };
  if (wide)
    return {
      layout: 'wide',
      stamp: stampOfDay,
      values: wide,
      stepMinutes: STEPS_BY_COLUMNS.get(wide.length)!,
    };
  // Dates without times: one reading a day, which the interval check refuses by its length.
  return longPlan(stampOfDay, values);
}
