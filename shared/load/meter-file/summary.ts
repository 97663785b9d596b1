/**
 * The figures and the preview matrices of a year read from a meter file [LOAD-2].
 */
import { stepsPerYear } from '../interval-series';
import type { FillCounts } from './gaps';
import { STEP_READ, type YearGrid } from './grid';
import type { MeterSummary } from './result';
import { midnightStamp, type SeriesDays } from './series-days';

/** Energy of the steps `keep` selects. [kWh] */
export function energyKwh(kw: Float64Array, stepMinutes: number, keep: (i: number) => boolean): number {
  let sum = 0;
  for (let i = 0; i < kw.length; i++) if (keep(i)) sum += kw[i]!;
  return (sum * stepMinutes) / 60;
}

/** The read figures of the grid: energy, peak and days with a reading. */
export function readFigures(grid: YearGrid): { measuredKwh: number; peakKw: number; coveredDays: number } {
  let peakKw = 0;
  let coveredDays = 0;
  let lastCovered = -1;
  for (let i = 0; i < grid.kw.length; i++) {
    if (grid.status[i] !== STEP_READ) continue;
    if (grid.kw[i]! > peakKw) peakKw = grid.kw[i]!;
    const day = Math.floor(i / grid.stepsPerDay);
    if (day !== lastCovered) {
      coveredDays++;
      lastCovered = day;
    }
  }
  const measuredKwh = energyKwh(grid.kw, grid.stepMinutes, (i) => grid.status[i] === STEP_READ);
  return { measuredKwh, peakKw, coveredDays };
}

/** Mean power of each month and hour of the day over the year. [kW] */
export function monthHourKw(kw: Float64Array, stepsPerDay: number, days: SeriesDays): number[][] {
  const sums = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
  const counts = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
  const perHour = stepsPerDay / 24;
  for (let i = 0; i < kw.length; i++) {
    const day = Math.floor(i / stepsPerDay);
    const hour = Math.floor((i - day * stepsPerDay) / perHour);
    const month = days.month[day]!;
    sums[month]![hour]! += kw[i]!;
    counts[month]![hour]!++;
  }
  return sums.map((row, m) => row.map((x, h) => (counts[m]![h]! > 0 ? x / counts[m]![h]! : 0)));
}

/** Mean power of each step of the week, Monday first. [kW] */
export function typicalWeekKw(kw: Float64Array, stepsPerDay: number, days: SeriesDays): number[][] {
  const sums = Array.from({ length: 7 }, () => new Array<number>(stepsPerDay).fill(0));
  const counts = new Array<number>(7).fill(0);
  for (let d = 0; d < 365; d++) {
    const row = (days.weekday[d]! + 6) % 7;
    counts[row]!++;
    const sum = sums[row]!;
    for (let s = 0; s < stepsPerDay; s++) sum[s]! += kw[d * stepsPerDay + s]!;
  }
  return sums.map((row, w) => row.map((x) => x / counts[w]!));
}

/** What the summary tells of how the file was read. */
export type ReadFacts = Pick<
  MeterSummary,
  'extendedSteps' | 'layout' | 'unit' | 'dateOrder' | 'stamps' | 'newestFirst'
> & {
  filledBy: FillCounts;
};

/** The summary of a year read from a meter file. */
export function summaryOf(grid: YearGrid, days: SeriesDays, facts: ReadFacts): MeterSummary {
  const step = grid.stepMinutes;
  const exported = grid.exportKw;
  const { filledBy } = facts;
  return {
    annualKwh: energyKwh(grid.kw, step, () => true),
    ...readFigures(grid),
    stepMinutes: step,
    steps: stepsPerYear(step),
    firstIntervalStart: midnightStamp(grid.firstDay),
    filledSteps: filledBy.linear + filledBy.neighbouringWeeks + filledBy.sameTimeOfDay,
    duplicateRows: grid.duplicateRows,
    droppedLeapDayReadings: grid.droppedLeapDayReadings,
    droppedOutsideYearReadings: grid.droppedOutsideYearReadings,
    partial: facts.extendedSteps > 0,
    ...facts,
    exportKwh: exported
      ? energyKwh(exported, step, (i) => grid.status[i] === STEP_READ && !Number.isNaN(exported[i]!))
      : null,
    monthHourKw: monthHourKw(grid.kw, grid.stepsPerDay, days),
    typicalWeekKw: typicalWeekKw(grid.kw, grid.stepsPerDay, days),
  };
}
