/**
 * A project's load at its own interval [LOAD-5], for both project types: the meter file's year
 * (read from the bucket by the caller), else the typical shape named in `userLoad.typicalShape`
 * scaled to proUserLoadInformation [LOAD-3], else the load step's figures shaped as they always
 * were (the hourly storage year's profile [ENG-4]). A grid-connected project without a meter file
 * and without consumption has no load: every kWh it makes is exported, as before.
 */
import type { IntervalSeries } from '../../load/interval-series';
import { TYPICAL_SHAPES } from '../../load/typical-shapes/catalogue';
import type { TypicalShapeId } from '../../load/typical-shapes/ids';
import { DEFAULT_TYPICAL_YEAR, typicalLoadSeries } from '../../load/typical-shapes/typical-load';
import { hourlyLoadProfile } from '../../pv/storage/load-profile';
import { loadInputFromUserLoad } from '../../pv/storage/user-load';
import { ProjectType } from '../record/base';
import { engineSite } from '../record/location';
import type { ProjectRecord } from '../record/project';
import type { LoadSourceKind } from '../report/load-section';

/** A project's load and where it comes from. */
export interface ProjectLoad {
  /** Mean power of each step. [kW] */
  series: IntervalSeries;
  source: LoadSourceKind;
  typicalShape: TypicalShapeId | null;
  fileName: string | null;
  /** The meter file covered less than a year and was extended [LOAD-2]. */
  partial: boolean;
}

type LoadParts = Pick<ProjectRecord, 'projectBase' | 'proUserLoadInformation' | 'userLoad' | 'mapLocation'>;

/** Whether the load step's figures give any energy. */
function hasConsumption(info: NonNullable<ProjectRecord['proUserLoadInformation']>): boolean {
  const input = loadInputFromUserLoad(info);
  if ('monthlyConsumptionKwh' in input) return Array.from(input.monthlyConsumptionKwh).some((kwh) => kwh > 0);
  return input.annualConsumptionKwh > 0;
}

/**
 * The project's load [LOAD-5].
 *
 * @param meterYear - The meter file's year when the project names one (`readProjectLoadYear`).
 * @returns The load, or null for a grid-connected project without one.
 *
 * @example
 * projectLoadOf(storageProject, undefined)?.source; // 'loadStep' (no shape chosen, no meter file)
 */
export function projectLoadOf(record: LoadParts, meterYear: IntervalSeries | undefined): ProjectLoad | null {
  const file = record.userLoad?.meterFile;
  if (meterYear && file) {
    const partial = file.summary.partial;
    return { series: meterYear, source: 'meterFile', typicalShape: null, fileName: file.fileName, partial };
  }
  const info = record.proUserLoadInformation;
  const storage = record.projectBase.proType === ProjectType.energyStorage;
  if (!storage && (!info || !hasConsumption(info))) return null;
  const shape = record.userLoad?.typicalShape;
  const base = { fileName: null, partial: false };
  if (info && shape) {
    const southernHemisphere = engineSite(record.mapLocation).latitude < 0;
    const series = typicalLoadSeries(TYPICAL_SHAPES[shape], loadInputFromUserLoad(info), {
      southernHemisphere,
    });
    return { ...base, series, source: 'typicalShape', typicalShape: shape };
  }
  // No consumption given counts as none, as the hourly storage year always took it.
  const input = info ? loadInputFromUserLoad(info) : { daytimeLoadPowerRatio: 0, annualConsumptionKwh: 0 };
  const series: IntervalSeries = {
    firstIntervalStart: `${DEFAULT_TYPICAL_YEAR}-01-01T00:00`,
    stepMinutes: 60,
    kw: hourlyLoadProfile(input),
  };
  return { ...base, series, source: 'loadStep', typicalShape: null };
}
