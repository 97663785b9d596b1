/**
 * The shading steps of a simulated system as the loss waterfall, the live results and the report
 * show them: the far horizon, the obstacles (near shading), the rows in front and the electrical
 * effect of the obstacles' and the rows' shade, each a share of the energy reaching that step
 * (so the bars multiply, as the waterfall takes them), over the year and by month; and each
 * shaded array's panels against the unshaded best, for a shade map.
 */
import type { ArrayDcResult } from '../simulation/array-dc';
import type { SystemYearResult } from '../simulation/system';
import { answerFigure } from './monthly';

/** The shading steps, in the engine's order. */
export const SHADING_STEPS = ['horizon', 'nearShading', 'rows', 'electrical'] as const;
export type ShadingStep = (typeof SHADING_STEPS)[number];

/** Each step's loss as a share of the energy reaching it, 2 decimals. [%] */
export type ShadingStepLosses = Record<ShadingStep, number>;

/** The shading losses of a year. [%] */
export interface ShadingLosses {
  annual: ShadingStepLosses;
  /** Per step, January first. */
  monthly: Record<ShadingStep, number[]>;
}

/** An array's panels under its obstacles, for a shade map. */
export interface PanelShade {
  /** Index of the engine array. */
  array: number;
  /**
   * Per panel (in the scene's order), its annual irradiation with the obstacles and the far
   * horizon over the best panel's without the obstacles (the horizon's share kept), 3 decimals. [-]
   */
  shares: number[];
}

/** The energy reaching each step and what leaves the last, per month. [kWh] */
function stepEnergies(arrays: readonly ArrayDcResult[], capacities: readonly number[]) {
  const series = () => new Array<number>(12).fill(0);
  const sums = { nominal: series(), horizon: series(), near: series(), rows: series(), electrical: series() };
  arrays.forEach((array, a) => {
    const months = array.stages.shadingByMonth;
    for (let m = 0; m < 12; m++) {
      // An array without surroundings keeps its nominal energy through every step but its rows'.
      const perIrradiation = capacities[a]! / 1000;
      const nominal = months ? months.nominal[m]! : perIrradiation * (array.poa.monthly[m] ?? 0);
      const rows = array.shading ? perIrradiation * (array.shading.poa.monthly[m] ?? 0) : nominal;
      sums.nominal[m]! += nominal;
      sums.horizon[m]! += months ? months.afterHorizon[m]! : nominal;
      sums.near[m]! += months ? months.afterNearShading[m]! : nominal;
      sums.rows[m]! += months ? months.afterRows[m]! : rows;
      sums.electrical[m]! += months ? months.afterElectrical[m]! : rows;
    }
  });
  return sums;
}

const lossPercent = (before: number, after: number) =>
  before > 0 ? answerFigure((1 - after / before) * 100, 'percent') : 0;

/**
 * Each step's annual loss from the engine's loss breakdown, as a share of the energy reaching it.
 * Without surroundings the horizon and obstacles take exactly 0, so the rows' share is the
 * row-shading loss over the nominal energy it always was.
 */
function annualLosses({ losses }: SystemYearResult): ShadingStepLosses {
  const afterHorizon = losses.nominal - losses.horizon;
  const afterNear = afterHorizon - losses.nearShading;
  const share = (loss: number, reaching: number) =>
    reaching > 0 ? answerFigure((loss / reaching) * 100, 'percent') : 0;
  return {
    horizon: share(losses.horizon, losses.nominal),
    nearShading: share(losses.nearShading, afterHorizon),
    rows: share(losses.shading, afterNear),
    electrical: share(losses.electricalShading, afterNear - losses.shading),
  };
}

/**
 * The shading losses of a simulated system.
 * @param result the system's year
 * @param capacities each array's DC capacity, in the result's order [W]
 */
export function shadingLosses(result: SystemYearResult, capacities: readonly number[]): ShadingLosses {
  const e = stepEnergies(result.arrays, capacities);
  const chain = [e.nominal, e.horizon, e.near, e.rows, e.electrical];
  const annual = annualLosses(result);
  const monthly = Object.fromEntries(
    SHADING_STEPS.map((step, s) => [
      step,
      chain[s]!.map((before, m) => lossPercent(before, chain[s + 1]![m]!)),
    ]),
  ) as ShadingLosses['monthly'];
  return { annual, monthly };
}

/** The shade map of each array with obstacles. */
export function panelShades(result: SystemYearResult): PanelShade[] {
  return result.arrays.flatMap((array, index) => {
    const scene = array.scene;
    if (!scene) return [];
    const best = scene.panels.unshadedPoaAnnual.reduce((most, poa) => Math.max(most, poa), 0);
    const shares = Array.from(scene.panels.poaAnnual, (poa) =>
      best > 0 ? answerFigure(poa / best, 'shadeShare') : 0,
    );
    return [{ array: index, shares }];
  });
}
