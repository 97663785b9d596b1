/**
 * Installed capacity figures with their roundings [PRJ-7] [FIN-5].
 */
import { rounded } from '../numbers/rounding';
import type { InverterGroup, PvArrayForChecks } from './types';

/**
 * Peak power of a PV array: panel peak power × panel count / 1000, 2 decimals. [kW]
 *
 * @param panelPeakPowerW - Peak power of one panel. [W]
 * @param panelCount - Number of panels.
 * @example
 * arrayPeakPowerKw(550, 9); // 4.95
 */
export function arrayPeakPowerKw(panelPeakPowerW: number, panelCount: number): number {
  return rounded((panelPeakPowerW * panelCount) / 1000, 'capacityKw');
}

/** One MPPT's string design, as the capacity sum reads it. */
export interface StringDesign {
  /** Peak power of the panel wired. [W] */
  panelPeakPowerW: number;
  numberOfStrings: number;
  numberOfComponentsPerString: number;
}

/**
 * Project capacity from the string design [PRJ-7]. [kW]
 *
 * @remarks
 * Σ P_panel × strings × panels per string / 1000: each term and each running sum are kept at
 * 3 decimals ("sums use 3 decimals"), and the total is rounded to 2 decimals.
 *
 * @example
 * projectCapacityKw([{ panelPeakPowerW: 550, numberOfStrings: 2, numberOfComponentsPerString: 9 }]); // 9.9
 */
export function projectCapacityKw(designs: Iterable<StringDesign>): number {
  let sumKw = 0;
  for (const design of designs) {
    const termKw = rounded(
      (design.panelPeakPowerW * design.numberOfStrings * design.numberOfComponentsPerString) / 1000,
      'sum',
    );
    sumKw = rounded(sumKw + termKw, 'sum');
  }
  return rounded(sumKw, 'capacityKw');
}

/**
 * Project capacity from every inverter unit's DC rows, the panels found through each row's PV
 * array (re-derived once the inverter step is reached [PRJ-7]). Rows whose array is missing or
 * removed carry no panels and count nothing. [kW]
 */
export function projectCapacityFromInverters(
  pvArrays: readonly PvArrayForChecks[],
  inverterGroups: readonly InverterGroup[],
): number {
  const panelPowerById = new Map(pvArrays.map((array) => [array.id, array.panel.peakpower]));
  const designs: StringDesign[] = [];
  for (const group of inverterGroups) {
    for (const unit of group.inverters) {
      for (const entry of unit.DC) {
        const panelPeakPowerW = entry.pvArrayId ? panelPowerById.get(entry.pvArrayId) : undefined;
        if (panelPeakPowerW === undefined) continue;
        designs.push({
          panelPeakPowerW,
          numberOfStrings: entry.numberOfStrings,
          numberOfComponentsPerString: entry.numberOfComponentsPerString,
        });
      }
    }
  }
  return projectCapacityKw(designs);
}
