/**
 * A cable's current-carrying check [STR-9] and the cross-section suggested beside a cable that
 * fails it or its loss check [STR-10], for the DC rows and the AC cable alike: the checks give
 * the design current, the run and how it is laid, and their own loss test of a size.
 */
import {
  type CableLaying,
  cableAmpacityA,
  DEFAULT_CABLE_LAYING,
  smallestPassingCrossSectionMm2,
} from './cable-ampacity';
import type { LoadedConductors } from './cable-ampacity-tables';
import type { CableRun } from './cable-loss';
import { type CheckResult, passOr } from './check-result';
import type { CableLayingFields } from './types';

/** The tables' own material: a cable with no material chosen (resistivity 0) is rated as copper. */
const COPPER_RESISTIVITY_OHM_MM2_PER_M = 0.0175;

/**
 * How an entry's cable is laid: its own choices, DEFAULT_CABLE_LAYING for those it leaves out (a
 * project saved before the choices existed), in the site's highest ambient temperature [STR-9].
 *
 * @param siteMaxTemperatureC - The site's maximum ambient temperature (`proMaxTemperature`). [°C]
 */
export function cableLayingOf(entry: CableLayingFields, siteMaxTemperatureC: number): CableLaying {
  return {
    insulation: entry.cableInsulation ?? DEFAULT_CABLE_LAYING.insulation,
    method: entry.cableInstallationMethod ?? DEFAULT_CABLE_LAYING.method,
    groupedCircuits: entry.cableGroupedCircuits ?? DEFAULT_CABLE_LAYING.groupedCircuits,
    ambientTemperatureC: siteMaxTemperatureC,
  };
}

/** What the suggestion beside a cable says [STR-10]. */
export type CableSizeAdvice =
  /** The cable passes its capacity and loss checks: nothing to suggest. */
  | { kind: 'fits' }
  /** The smallest standard cross-section that passes both. [mm²] */
  | { kind: 'resize'; areaMm2: number }
  /** Not even 300 mm² passes both (the loss comes from elsewhere, or the run is too long). */
  | { kind: 'no-standard-size' };

/** A cable's capacity check: the current it must carry, the current it may carry, the result. */
export interface CableCapacityCheck {
  /** [A] */
  designCurrentA: number;
  /** I_z where the cable is laid (0 for no cross-section). [A] */
  capacityA: number;
  /** Error when the design current exceeds the capacity; a run of no length is no cable, and passes. */
  result: CheckResult;
}

/** What the capacity check and the suggestion read of one cable. */
export interface CableSizingInput {
  run: CableRun;
  laying: CableLaying;
  loadedConductors: LoadedConductors;
  /** [A] */
  designCurrentA: number;
  /** The caller's loss check of the run at a cross-section ([STR-5] DC, [STR-7] AC). */
  lossPassesAt(areaMm2: number): boolean;
}

function capacityAt(input: CableSizingInput, areaMm2: number): number {
  const resistivity = input.run.resistivityOhmMm2PerM;
  return cableAmpacityA({
    areaMm2,
    resistivityOhmMm2PerM: resistivity > 0 ? resistivity : COPPER_RESISTIVITY_OHM_MM2_PER_M,
    loadedConductors: input.loadedConductors,
    laying: input.laying,
  });
}

/**
 * The capacity check of a cable [STR-9]: I_B ≤ I_z, else an error.
 *
 * @example
 * // 50 kW three phase: I_B = 50 000 / (658.16 × 0.97) = 78.3 A; 4 mm² XLPE, method C, 40 °C:
 * // I_z = 40 A × 0.91 = 36.5 A → error
 */
export function checkCableCapacity(input: CableSizingInput): CableCapacityCheck {
  const capacityA = capacityAt(input, input.run.areaMm2);
  const laid = input.run.lengthM > 0;
  return {
    designCurrentA: input.designCurrentA,
    capacityA,
    result: laid ? passOr(input.designCurrentA <= capacityA, 'error') : 'success',
  };
}

/**
 * The suggestion beside a cable [STR-10]: none when both its checks pass, else the smallest
 * standard cross-section whose capacity carries the design current and whose loss passes.
 */
export function cableSizeAdvice(
  input: CableSizingInput,
  capacity: CableCapacityCheck,
  lossResult: CheckResult,
): CableSizeAdvice {
  if (capacity.result === 'success' && lossResult === 'success') return { kind: 'fits' };
  const areaMm2 = smallestPassingCrossSectionMm2(
    (area) => capacityAt(input, area) >= input.designCurrentA && input.lossPassesAt(area),
  );
  return areaMm2 === null ? { kind: 'no-standard-size' } : { kind: 'resize', areaMm2 };
}
