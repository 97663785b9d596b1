/**
 * From the generation calls' payloads to the engine's design: arrays with their DC capacity
 * [W] and orientation, and for the report the inverters they are wired to.
 */
import type { RowGeometry } from '@pvd/shared/pv/shading/row-shading';
import type { PvArray } from '@pvd/shared/pv/simulation/types';
import type { GenerationInverter } from './generation';

/** An array of queryMonthPowerGeneration (numbers already parsed). */
export interface QueryArray {
  peakPowerKw?: number;
  componentPeakPower?: number;
  componentTotalCount?: number;
  inclination: number;
  azimuth: number;
  tempCoefficientPmax?: number | null;
  waferMaterial?: string | null;
}

/** The arrays of queryMonthPowerGeneration: peakPowerKw, else panel peak power × count. */
export function arraysOfQuery(arrays: readonly QueryArray[]): PvArray[] {
  return arrays.map((array) => ({
    surfaceTilt: array.inclination,
    surfaceAzimuth: array.azimuth,
    dcCapacity:
      array.peakPowerKw !== undefined
        ? array.peakPowerKw * 1000
        : (array.componentPeakPower ?? 0) * (array.componentTotalCount ?? 0),
    tempCoefficientPmax: array.tempCoefficientPmax ?? undefined,
    waferMaterial: array.waferMaterial ?? undefined,
  }));
}

/** An inverter of queryProjectReportData (numbers already parsed). */
export interface ReportInverter {
  inverterItems: {
    componentPeakPower: number;
    componentTotalCount: number;
    azimuth: number;
    inclination: number;
    tempCoefficientPmax?: number | null;
    waferMaterial?: string | null;
    /** Rows of a drawn array of several groups: the engine's row-to-row shading. [m] */
    rows?: RowGeometry | null;
  }[];
  ratedacoutputpower?: number | null;
  maxeffec?: number | null;
  europeeffec?: number | null;
  invertercount?: number | null;
}

type ReportItem = ReportInverter['inverterItems'][number];

/** What of an item the engine's array depends on, besides its capacity. */
function arrayKind(item: ReportItem): Omit<PvArray, 'dcCapacity'> {
  return {
    surfaceTilt: item.inclination,
    surfaceAzimuth: item.azimuth,
    tempCoefficientPmax: item.tempCoefficientPmax ?? undefined,
    waferMaterial: item.waferMaterial ?? undefined,
    rows: item.rows ?? undefined,
  };
}

/**
 * The report's design: the inverter items (peak power × count) wired to their inverters, with
 * their rows when they have some (row-to-row shading). Items alike in all but their capacity
 * (the MPPTs of one PV array on many inverters) are one array of the engine, each inverter
 * taking its share: an array's DC power is proportional to its capacity, so the figures are
 * those of one array per item, and a project's engine work follows its PV arrays (at most 20),
 * not its MPPTs (up to 500 of the catalogue's models).
 */
export function designOfReport(inverters: readonly ReportInverter[]): {
  arrays: PvArray[];
  inverters: GenerationInverter[];
} {
  const arrays: PvArray[] = [];
  const byKind = new Map<string, number>();
  const arrayOf = (item: ReportItem): number => {
    const kind = arrayKind(item);
    const key = JSON.stringify(kind);
    let index = byKind.get(key);
    if (index === undefined) {
      index = arrays.push({ ...kind, dcCapacity: 0 }) - 1;
      byKind.set(key, index);
    }
    return index;
  };
  const units = inverters.map((inverter) => {
    const shares = new Map<number, number>();
    for (const item of inverter.inverterItems) {
      const index = arrayOf(item);
      const watts = item.componentPeakPower * item.componentTotalCount;
      arrays[index]!.dcCapacity += watts;
      shares.set(index, (shares.get(index) ?? 0) + watts);
    }
    return unitOf(inverter, [...shares.keys()], [...shares.values()]);
  });
  return { arrays, inverters: units };
}

function unitOf(inverter: ReportInverter, arrays: number[], shares: number[]): GenerationInverter {
  return {
    arrays,
    shares,
    ratedAcPower: inverter.ratedacoutputpower,
    maxEfficiency: inverter.maxeffec,
    europeanEfficiency: inverter.europeeffec,
    count:
      inverter.invertercount === null || inverter.invertercount === undefined
        ? undefined
        : Math.round(inverter.invertercount),
  };
}
