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

/**
 * The report's design: every inverter item is an array (peak power × count) wired to its
 * inverter, with its rows when it has some (row-to-row shading).
 */
export function designOfReport(inverters: readonly ReportInverter[]): {
  arrays: PvArray[];
  inverters: GenerationInverter[];
} {
  const arrays: PvArray[] = [];
  const units = inverters.map((inverter) => ({
    arrays: inverter.inverterItems.map((item) => {
      arrays.push({
        surfaceTilt: item.inclination,
        surfaceAzimuth: item.azimuth,
        dcCapacity: item.componentPeakPower * item.componentTotalCount,
        tempCoefficientPmax: item.tempCoefficientPmax ?? undefined,
        waferMaterial: item.waferMaterial ?? undefined,
        rows: item.rows ?? undefined,
      });
      return arrays.length - 1;
    }),
    ratedAcPower: inverter.ratedacoutputpower,
    maxEfficiency: inverter.maxeffec,
    europeanEfficiency: inverter.europeeffec,
    count:
      inverter.invertercount === null || inverter.invertercount === undefined
        ? undefined
        : Math.round(inverter.invertercount),
  }));
  return { arrays, inverters: units };
}
