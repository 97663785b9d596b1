/**
 * What the meter data reader answers [LOAD-2]: a refusal, or the load as an interval series of
 * a whole year [LOAD-1] with its summary (the figures and the preview charts' matrices) and how
 * each reading of the file was decided.
 */
import type { IntervalSeries, StepMinutes } from '../interval-series';
import type { TypicalShapeId } from '../typical-shapes/ids';
import type { DateOrder, Guess, IntervalStamps, MeterChoiceName, MeterUnit } from './choices';
import type { FillCounts } from './gaps';
import type { Layout } from './layout';
import type { MeterRefusal } from './refusal';

export interface MeterGuesses {
  unit: Guess<MeterUnit>;
  stamps: Guess<IntervalStamps>;
  /** Absent when no date put the year last (2023-01-02 needs no order). */
  dateOrder?: Guess<DateOrder>;
  /** The clock of the file's times: `standard`, the user's zone, `UTC`, or `UTC±hh:mm` from offsets. */
  clock: Guess<string>;
  /** The kind a partial year was extended by (partial years only). */
  shape?: Guess<TypicalShapeId>;
}

export interface MeterSummary {
  /** Energy of the whole year: readings, gaps filled and the extension of a partial year. [kWh] */
  annualKwh: number;
  /** Energy of the readings kept (duplicates, 29 February and readings outside the year left out). [kWh] */
  measuredKwh: number;
  /** Highest mean power of a step read. [kW] */
  peakKw: number;
  stepMinutes: StepMinutes;
  /** Steps of the series (a year). */
  steps: number;
  /** Local standard time of the series' first interval, `YYYY-MM-DDTHH:MM`. */
  firstIntervalStart: string;
  /** Days of the series with at least one reading. */
  coveredDays: number;
  /** Steps without a reading between the first day read and the last, filled. */
  filledSteps: number;
  filledBy: FillCounts;
  /** Steps after the last day read, made from the typical shape (partial years). */
  extendedSteps: number;
  /** Rows dropped because their step was already read. */
  duplicateRows: number;
  droppedLeapDayReadings: number;
  droppedOutsideYearReadings: number;
  /** Fewer than 365 days were read: the rest of the year is the extension. */
  partial: boolean;
  layout: Layout;
  unit: MeterUnit;
  /** The day-month order of the dates; null when the dates put the year first. */
  dateOrder: DateOrder | null;
  stamps: IntervalStamps;
  /** The file ran newest first and was turned round. */
  newestFirst: boolean;
  /** Energy exported, of the steps read, when the file has an export column. [kWh] */
  exportKwh: number | null;
  /** Mean power of each month (0 = January) and hour of the day. [kW] */
  monthHourKw: number[][];
  /** Mean power of each step of a week, Monday first: 7 rows of a day's steps. [kW] */
  typicalWeekKw: number[][];
}

export interface MeterLoad {
  series: IntervalSeries;
  /** A net meter's export on the same steps; NaN where none was read (it is not filled). [kW] */
  exportKw?: Float64Array;
  summary: MeterSummary;
  guesses: MeterGuesses;
  /** Choices the user should confirm: each was guessed with nothing in the file to go on. */
  needs: MeterChoiceName[];
}

export type MeterReadResult = { ok: true; load: MeterLoad } | { ok: false; refusal: MeterRefusal };
