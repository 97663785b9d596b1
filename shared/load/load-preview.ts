/**
 * What a user sees of a meter file's load before and after it is kept [LOAD-2] [LOAD-5]: the
 * reader's summary rounded as answered, its month × hour heat map, its typical week (no finer
 * than STORED_LOAD_LIMITS.typicalWeekStepMinutes), what was guessed and what needs the user's
 * choice. The same view answers the preview, the save and the stored project.
 */
import { STORED_LOAD_LIMITS } from '../constants/limits';
import { rounded } from '../numbers/rounding';
import type { StepMinutes } from './interval-series';
import type { MeterChoiceName } from './meter-file/choices';
import type { MeterGuesses, MeterLoad, MeterSummary } from './meter-file/result';

/** The summary as answered: figures rounded, the typical week at its kept step. */
export type LoadFileSummary = Omit<MeterSummary, 'typicalWeekKw'> & {
  /** Mean power of each kept step of a week, Monday first: 7 rows. [kW] */
  typicalWeekKw: number[][];
  /** The step of the typical week: the file's, or coarser for files finer than 15 minutes. [min] */
  typicalWeekStepMinutes: StepMinutes;
};

/** The preview of a meter file's load. */
export interface LoadFilePreview {
  summary: LoadFileSummary;
  guesses: MeterGuesses;
  /** Choices the user should confirm (guessed with nothing in the file to go on). */
  needs: MeterChoiceName[];
}

const kw = (value: number) => rounded(value, 'loadKw');
const kwh = (value: number) => rounded(value, 'energy');

/**
 * Each day of `week` averaged over groups of `factor` steps (15-minute means of 1-minute steps).
 *
 * @example
 * coarserWeek([[1, 3, 5, 7]], 2); // [[2, 6]]
 */
export function coarserWeek(week: readonly (readonly number[])[], factor: number): number[][] {
  return week.map((day) => {
    const out = new Array<number>(Math.floor(day.length / factor)).fill(0);
    for (let i = 0; i < out.length * factor; i++) out[Math.floor(i / factor)]! += day[i]! / factor;
    return out;
  });
}

/** The step the typical week is kept at, for a file's step. [min] */
export function typicalWeekStep(stepMinutes: StepMinutes): StepMinutes {
  return Math.max(stepMinutes, STORED_LOAD_LIMITS.typicalWeekStepMinutes) as StepMinutes;
}

/**
 * The preview of a load the reader gave.
 *
 * @example
 * const result = readMeterFile(bytes, 'meter.csv');
 * if (result.ok) loadFilePreview(result.load).summary.annualKwh;
 */
export function loadFilePreview(load: MeterLoad): LoadFilePreview {
  const { summary } = load;
  const weekStep = typicalWeekStep(summary.stepMinutes);
  const week = coarserWeek(summary.typicalWeekKw, weekStep / summary.stepMinutes);
  return {
    summary: {
      ...summary,
      annualKwh: kwh(summary.annualKwh),
      measuredKwh: kwh(summary.measuredKwh),
      peakKw: kw(summary.peakKw),
      exportKwh: summary.exportKwh === null ? null : kwh(summary.exportKwh),
      monthHourKw: summary.monthHourKw.map((row) => row.map(kw)),
      typicalWeekKw: week.map((row) => row.map(kw)),
      typicalWeekStepMinutes: weekStep,
    },
    guesses: load.guesses,
    needs: load.needs,
  };
}
