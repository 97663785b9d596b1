/**
 * A project's load as its summary shows it on the load step, in the live results and in the
 * report [LOAD-5]: the year's energy, the highest power, the month × hour heat map and where the
 * load comes from. A meter file kept with the project gives its preview's figures (the record
 * keeps them: nothing is computed again); without one, the typical shape the project names,
 * scaled to the load step's figures (shared/load/typical-shapes/typical-summary.ts).
 */

import type { StepMinutes } from '../../load/interval-series';
import type { TypicalShapeId } from '../../load/typical-shapes/ids';
import { typicalLoadSummary } from '../../load/typical-shapes/typical-summary';
import { loadInputFromUserLoad, type UserLoadInformation } from '../../pv/storage/user-load';
import type { MeterFileRecord } from '../record/meter-file';

export type LoadViewSource =
  | {
      kind: 'meterFile';
      fileName: string;
      stepMinutes: StepMinutes;
      /** Fewer than 365 days were read: the rest is the extension by `shape`. */
      partial: boolean;
      coveredDays: number;
      shape?: TypicalShapeId;
    }
  /** No shape named: the load step's standard daily profile. */
  | { kind: 'typicalShape'; shape?: TypicalShapeId };

export interface LoadView {
  /** [kWh] */
  annualKwh: number;
  /** [kW] */
  peakKw: number;
  /** 12 months × 24 hours. [kW] */
  monthHourKw: number[][];
  /** The typical week, Monday first, at `stepMinutes` (a typical shape's: hourly). [kW] */
  week: { kw: number[][]; stepMinutes: StepMinutes };
  source: LoadViewSource;
}

export interface LoadViewInput {
  /** The load step's figures; null or absent: none. */
  proUserLoadInformation?: UserLoadInformation | null;
  userLoad?: { typicalShape?: TypicalShapeId | null; meterFile?: MeterFileRecord | null } | null;
}

/** The view of a meter file kept with a project, or of its preview before it is kept. */
export function meterFileView(file: Pick<MeterFileRecord, 'summary' | 'guesses' | 'fileName'>): LoadView {
  const { summary } = file;
  return {
    annualKwh: summary.annualKwh,
    peakKw: summary.peakKw,
    monthHourKw: summary.monthHourKw,
    week: { kw: summary.typicalWeekKw, stepMinutes: summary.typicalWeekStepMinutes },
    source: {
      kind: 'meterFile',
      fileName: file.fileName,
      stepMinutes: summary.stepMinutes,
      partial: summary.partial,
      coveredDays: summary.coveredDays,
      ...(file.guesses.shape && { shape: file.guesses.shape.value }),
    },
  };
}

/**
 * The project's load view; null without a load (no meter file and no figures, or figures the
 * engine would refuse: a ratio outside 0-100 %, a negative consumption, nothing consumed).
 *
 * @example
 * projectLoadView({ proUserLoadInformation: { daytimeLoadPowerRatio: 50, loadAnnualElectricityConsumption: 3650 } });
 * // { annualKwh: 3650, peakKw: …, source: { kind: 'typicalShape' } }
 */
export function projectLoadView(project: LoadViewInput): LoadView | null {
  const file = project.userLoad?.meterFile;
  if (file) return meterFileView(file);
  const info = project.proUserLoadInformation;
  if (!info) return null;
  const shape = project.userLoad?.typicalShape ?? undefined;
  try {
    const { typicalWeekKw, ...summary } = typicalLoadSummary(loadInputFromUserLoad(info), shape);
    if (!(summary.annualKwh > 0)) return null;
    return {
      ...summary,
      week: { kw: typicalWeekKw, stepMinutes: 60 },
      source: { kind: 'typicalShape', ...(shape && { shape }) },
    };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
