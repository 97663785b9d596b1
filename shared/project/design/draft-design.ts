/**
 * The engine design of a draft whose strings carry no panels yet (the editor's live results from
 * the PV array step on): every array whole, on an inverter of its own size (no catalogue rating,
 * so no clipping, and no cable losses). Once a string carries panels the project's design
 * (`projectDesign`) is used instead, so a wired draft gives the report's numbers.
 */
import { rounded } from '../../numbers/rounding';
import { systemLossesFromSpec } from '../../pv/losses/system-losses';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { ProjectRecord } from '../record/project';
import type { PvArrayRecord } from '../record/pv-array';
import { albedoOf, type ProjectDesign, storedArrayForEngine, wiredDesign } from './engine-design';
import type { ProjectSurroundings } from './surroundings-by-array';

/**
 * @param rows - The rows of the drawn arrays of several groups, by array id (`rowsByArray`).
 * @param surroundings - What shades each array besides its rows' linear loss (`surroundingsOfDesign`).
 * @example
 * arraysOnlyDesign({ pvArray: [{ id: 'south', panelcount: 12, panel: { peakpower: 410, … }, … }], systemLoss: null });
 * // { arrays: [{ surfaceTilt: 24, …, dcCapacity: 4920 }], inverters: [{ arrays: [0], shares: [4920], ratedAcPower: null, count: 1, … }], … }
 */
export function arraysOnlyDesign(
  project: Pick<ProjectRecord, 'pvArray' | 'systemLoss'> & Partial<Pick<ProjectRecord, 'ground'>>,
  rows: ReadonlyMap<string, RowGeometry> = new Map(),
  surroundings?: ProjectSurroundings,
): ProjectDesign {
  const wired = project.pvArray.map((array) => ({
    figures: { ratedacoutputpower: null, maxeffec: null, europeeffec: null },
    count: 1,
    items: [
      {
        array: storedArrayForEngine(array, rows.get(array.id), surroundings),
        watts: array.panel.peakpower * array.panelcount,
      },
    ],
  }));
  return {
    ...wiredDesign(wired),
    losses: systemLossesFromSpec(project.systemLoss, { dcLine: 0, acLine: 0 }),
    arrayCount: project.pvArray.length,
    ...(surroundings && { surroundings }),
    ...albedoOf(project),
  };
}

/** Σ panel peak power × count of the arrays, rounded as a sum [FIN-5]. [kW] */
export function arraysPeakPowerKw(arrays: readonly PvArrayRecord[]): number {
  const watts = arrays.reduce((sum, array) => sum + array.panel.peakpower * array.panelcount, 0);
  return rounded(watts / 1000, 'sum');
}
