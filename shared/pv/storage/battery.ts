/**
 * The battery as the dispatch sees it: usable energy, power limits, efficiency.
 */

/** Battery depth-of-discharge coefficient [ENG-4]: usable share of nominal capacity. [-] */
export const DEFAULT_DEPTH_OF_DISCHARGE = 0.9;

/**
 * Default round-trip efficiency (AC to AC) of a lithium-ion battery system. [-]
 *
 * @remarks
 * 85 % is the representative value that NREL's Annual Technology Baseline adopts for
 * lithium-ion storage: W. Cole and A. W. Frazier, "Cost Projections for Utility-Scale Battery
 * Storage: 2020 Update", NREL, Golden, CO, USA, NREL/TP-6A20-75385, 2020,
 * doi:10.2172/1665769. It is a cautious figure for modern LFP home batteries (often 90 %+);
 * a project can give its own.
 */
export const DEFAULT_ROUND_TRIP_EFFICIENCY = 0.85;

/** What the dispatch needs to know about the battery bank. */
export interface BatteryParameters {
  /** Energy that may be cycled: nominal capacity × count × depth of discharge. [kWh] */
  usableCapacityKwh: number;
  /** Largest energy taken in one hour (power limit × 1 h); default unlimited. [kW] */
  maxChargePowerKw?: number;
  /** Largest energy delivered in one hour; default unlimited. [kW] */
  maxDischargePowerKw?: number;
  /** Energy out / energy in over a full cycle, 0 < η ≤ 1; default 0.85. [-] */
  roundTripEfficiency?: number;
  /** Stored energy at the start of the run, 0 to usable capacity; default 0 (empty). [kWh] */
  initialStateOfChargeKwh?: number;
}

/**
 * Usable capacity of a battery bank (depth-of-discharge factor 0.9 [ENG-4]).
 *
 * @param nominalCapacityKwh - Capacity of one battery (batterycapacity). [kWh]
 * @param count - Number of batteries (batterynumber). [-]
 * @param depthOfDischarge - Usable share, default 0.9. [-]
 * @returns nominal × count × depth of discharge. [kWh]
 * @throws RangeError for negative inputs or a depth of discharge above 1.
 *
 * @example
 * usableBatteryCapacityKwh(5, 2); // 9
 */
export function usableBatteryCapacityKwh(
  nominalCapacityKwh: number,
  count: number,
  depthOfDischarge = DEFAULT_DEPTH_OF_DISCHARGE,
): number {
  if (!(nominalCapacityKwh >= 0) || !(count >= 0) || !(depthOfDischarge >= 0 && depthOfDischarge <= 1)) {
    throw new RangeError('battery capacity and count must be >= 0, depth of discharge within 0-1');
  }
  return nominalCapacityKwh * count * depthOfDischarge;
}
