/**
 * The engine input of a draft whose strings carry no panels yet (the editor's live results from
 * the PV array step on, issue 10 §9): every array whole, on an inverter of its own size (no
 * catalogue rating, so no clipping, and no cable losses). Once a string carries panels the
 * report's design (`reportDesign`) is used instead, so a wired draft gives the report's numbers.
 */
import type { RowGeometry } from '../pv/shading/row-shading';
import type { PvArrayRecord } from './pv-array';
import type { ReportDesign } from './report-design';

/**
 * @example
 * arraysOnlyDesign([{ pvarrayname: 'South', panelcount: 12, panel: { peakpower: 410, … }, … }]).inverters;
 * // [{ inverterName: 'South', invertercount: 1, ratedacoutputpower: null,
 * //    inverterItems: [{ componentPeakPower: 410, componentTotalCount: 12, … }] }]
 */
export function arraysOnlyDesign(
  arrays: readonly PvArrayRecord[],
  rows: ReadonlyMap<string, RowGeometry> = new Map(),
): ReportDesign {
  return {
    inverters: arrays.map((array) => ({
      inverterName: array.pvarrayname,
      inverterItems: [
        {
          componentPeakPower: array.panel.peakpower,
          componentTotalCount: array.panelcount,
          azimuth: array.azimuth,
          inclination: array.inclination,
          tempCoefficientPmax: array.panel.tempCoefficientPmax ?? null,
          waferMaterial: array.panel.wafermaterial,
          ...(rows.has(array.id) ? { rows: rows.get(array.id) } : {}),
        },
      ],
      ratedacoutputpower: null,
      maxeffec: null,
      europeeffec: null,
      invertercount: 1,
    })),
    dcLineLoss: 0,
    acLineLoss: 0,
    arrayCount: arrays.length,
  };
}

/** Σ panel peak power × count of the arrays, 3 decimals. [kW] */
export function arraysPeakPowerKw(arrays: readonly PvArrayRecord[]): number {
  const watts = arrays.reduce((sum, array) => sum + array.panel.peakpower * array.panelcount, 0);
  return Math.round(watts) / 1000;
}
