/**
 * Reads a customer's meter data file into a year of load [LOAD-1] [LOAD-2]: the bytes of a CSV,
 * TSV, .xlsx or .xls file in, an interval series of 365 days out, with its summary and what was
 * guessed; or a refusal naming the row or column at fault. Pure: no I/O, the caller passes the
 * bytes.
 */
import { METER_FILE_LIMITS } from '../../constants/limits';
import type { StepMinutes } from '../interval-series';
import { TYPICAL_SHAPES } from '../typical-shapes/catalogue';
import type { TypicalShapeId } from '../typical-shapes/ids';
import { type Cell, numberOf, type Table, textOf, usesDecimalComma } from './cells';
import type { Guess, IntervalStamps, MeterChoiceName, MeterFileChoices } from './choices';
import { toLocalStandardTime } from './clock';
import { profileColumns, SAMPLE_ROWS } from './columns';
import { readWithDateOrder } from './date-order';
import { extendToYear } from './extend';
import { fillGaps } from './gaps';
import { placeOnYear, STEP_READ, type YearGrid } from './grid';
import { assertForward, detectStep, intervalStamps, oldestFirst, toIntervalStarts } from './interval';
import { type ColumnPlan, planColumns } from './layout';
import { longReadings, type RawReadings, wideReadings } from './readings';
import { MeterFileRefusedError, refuse } from './refusal';
import type { MeterGuesses, MeterLoad, MeterReadResult } from './result';
import { seriesDays } from './series-days';
import { closestShape } from './shape-guess';
import { summaryOf } from './summary';
import { tableOf } from './table';
import { findTableStart, type TableStart } from './table-start';
import { kwPerReading } from './units';
import { exportKw, loadKw, unitColumnText, unitOfReadings } from './values';

/**
 * Reads a meter data file.
 *
 * @param bytes - The file as uploaded.
 * @param fileName - Its name (only a hint: the content decides what the file is).
 * @param choices - The user's answers to what the file leaves open (unit, start or end stamps,
 *   day-month order, time zone, the kind of load a partial year is extended by).
 * @returns `{ ok: true, load }`, or `{ ok: false, refusal }` with a code, a message key of
 *   shared/errors/validation-meter.ts and the row or column.
 *
 * @example
 * const result = readMeterFile(bytes, 'meter.csv', { timeZone: 'Europe/Berlin' });
 * if (result.ok) result.load.summary.annualKwh;
 */
export function readMeterFile(
  bytes: Uint8Array,
  fileName: string,
  choices: MeterFileChoices = {},
): MeterReadResult {
  try {
    return { ok: true, load: readLoad(tableOf(bytes, fileName), choices) };
  } catch (error) {
    if (error instanceof MeterFileRefusedError) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** Why a table without readings has none: numbers but no dates, or no numbers at all. */
function noReadings(table: Table): never {
  const numeric = (cell: Cell) => !Number.isNaN(numberOf(cell, true));
  for (let i = 0; i < table.length; i++) if (table.row(i).some(numeric)) refuse('noTimestamps');
  return refuse('noValues');
}

function planOf(table: Table, start: TableStart) {
  const end = Math.min(table.length, start.firstData + SAMPLE_ROWS);
  const sample = Array.from({ length: end - start.firstData }, (_, i) => table.row(start.firstData + i));
  const header = start.header >= 0 ? table.row(start.header) : undefined;
  const unitRow = start.unitRow >= 0 ? table.row(start.unitRow) : undefined;
  const columns = profileColumns(sample, header, unitRow);
  const plan = planColumns(columns);
  const valueColumns = plan.layout === 'long' ? [plan.value] : plan.values;
  const decimalComma =
    table.source !== 'comma' &&
    usesDecimalComma(
      sample.flatMap((row) => valueColumns.map((p) => row[p.index]).filter((c) => typeof c === 'string')),
    );
  const texts = {
    headerRow: (header ?? []).map(textOf).join(' '),
    unitRow: (unitRow ?? []).map(textOf).join(' '),
    unitColumn: unitColumnText(sample, columns),
    preamble: start.preamble,
  };
  return { plan, decimalComma, texts };
}

function readingsOf(
  table: Table,
  start: TableStart,
  plan: ColumnPlan,
  decimalComma: boolean,
  choices: MeterFileChoices,
) {
  const read = (order: 'dmy' | 'mdy') =>
    plan.layout === 'long'
      ? longReadings(table, start.firstData, plan, order, decimalComma)
      : wideReadings(table, start.firstData, plan, order, decimalComma);
  const { readings, dateOrder } = readWithDateOrder(read, choices.dateOrder);
  if (readings.badStamp) refuse('badTimestamp', readings.badStamp);
  if (readings.local.length === 0) refuse('noTimestamps');
  return { readings, dateOrder };
}

/** The times on local standard time, oldest first, as interval starts. */
function timeline(readings: RawReadings, plan: ColumnPlan, choices: MeterFileChoices) {
  const clock = toLocalStandardTime(readings, choices.timeZone);
  const newestFirst = oldestFirst(readings);
  assertForward(readings, clock.value !== 'standard');
  const step: StepMinutes = plan.layout === 'wide' ? plan.stepMinutes : detectStep(readings.local);
  const stamps: Guess<IntervalStamps> =
    plan.layout === 'wide'
      ? { value: 'start', from: 'file' }
      : intervalStamps(readings.local, step, readings.evidence, plan.stamp.headerStamps, choices.stamps);
  toIntervalStarts(readings.local, step, stamps.value);
  return { clock, newestFirst, step, stamps };
}

function assertEnoughDays(grid: YearGrid): void {
  let read = 0;
  for (const s of grid.status) if (s === STEP_READ) read++;
  const days = read / grid.stepsPerDay;
  if (days < METER_FILE_LIMITS.minDays) refuse('tooShort', { days: Math.floor(days * 10) / 10 });
}

function needsOf(guesses: MeterGuesses): MeterChoiceName[] {
  const needs: MeterChoiceName[] = [];
  if (guesses.unit.from === 'default') needs.push('unit');
  if (guesses.stamps.from === 'default') needs.push('stamps');
  if (guesses.dateOrder?.from === 'default') needs.push('dateOrder');
  if (guesses.clock.from === 'default' && guesses.clock.value === 'UTC') needs.push('timeZone');
  return needs;
}

/** The year of the readings: on the grid, gaps filled, a partial year extended. */
function yearOf(
  readings: RawReadings,
  plan: ColumnPlan,
  factor: number,
  step: StepMinutes,
  choices: MeterFileChoices,
) {
  const kw = loadKw(readings, plan, factor);
  const exported =
    plan.layout === 'long' && plan.exported ? exportKw(readings, plan.exported, factor) : undefined;
  const grid = placeOnYear({ minutes: readings.local, kw, exportKw: exported, rows: readings.rows }, step);
  assertEnoughDays(grid);
  const days = seriesDays(grid.firstDay);
  const filledBy = fillGaps(grid, days);
  let shape: Guess<TypicalShapeId> | undefined;
  if (grid.lastReadDay < 364)
    shape = choices.shape
      ? { value: choices.shape, from: 'choice' }
      : { value: closestShape(grid, days), from: 'data' };
  const extendedSteps = shape ? extendToYear(grid, days, TYPICAL_SHAPES[shape.value]) : 0;
  return { grid, days, filledBy, shape, extendedSteps };
}

function readLoad(table: Table, choices: MeterFileChoices): MeterLoad {
  const start = findTableStart(table) ?? noReadings(table);
  const { plan, decimalComma, texts } = planOf(table, start);
  const { readings, dateOrder } = readingsOf(table, start, plan, decimalComma, choices);
  const { clock, newestFirst, step, stamps } = timeline(readings, plan, choices);
  const unit = unitOfReadings(plan, texts, choices.unit);
  const { grid, days, filledBy, shape, extendedSteps } = yearOf(
    readings,
    plan,
    kwPerReading(unit.value, step),
    step,
    choices,
  );
  const guesses: MeterGuesses = {
    unit,
    stamps,
    clock,
    ...(dateOrder && { dateOrder }),
    ...(shape && { shape }),
  };
  const summary = summaryOf(grid, days, {
    filledBy,
    extendedSteps,
    layout: plan.layout,
    unit: unit.value,
    dateOrder: dateOrder?.value ?? null,
    stamps: stamps.value,
    newestFirst,
  });
  return {
    series: { firstIntervalStart: summary.firstIntervalStart, stepMinutes: step, kw: grid.kw },
    ...(grid.exportKw && { exportKw: grid.exportKw }),
    summary,
    guesses,
    needs: needsOf(guesses),
  };
}
