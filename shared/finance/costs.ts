/**
 * From prices per unit to the money of one project: investment, itemised total, installation
 * allowance. The investment data hold prices per watt (see investment.ts); these functions
 * make the capacity they are multiplied by explicit.
 */

import { roundedSum } from '../numbers/rounding';
import { CHARGE_DETAIL_KEYS, type ChargeDetails } from './investment';

/** Project types [PRJ-1]: 0 grid-connected, 1 energy storage. */
export type ProjectType = 0 | 1;
export const GRID_CONNECTED_PROJECT: ProjectType = 0;
export const ENERGY_STORAGE_PROJECT: ProjectType = 1;

const WATTS_PER_KILOWATT = 1000;

/**
 * Total cost per watt as the sum of the itemised expenses, rounded as a sum [FIN-5]
 * (changing an expense recalculates the total cost [WIZ-11]).
 *
 * @param details - Itemised expenses. [currency/W]
 * @returns Their sum. [currency/W]
 *
 * @example
 * totalCostFromChargeDetails({ ...emptyChargeDetails(), component: 2.1, inverter: 0.4 }); // 2.5
 */
export function totalCostFromChargeDetails(details: ChargeDetails): number {
  return roundedSum(CHARGE_DETAIL_KEYS.map((key) => details[key]));
}

/**
 * Money invested in the project: the per-watt total cost times the installed PV capacity.
 *
 * @param totalCostPerWatt - Total cost. [currency/W]
 * @param capacityKw - Installed PV capacity (proCapacity). [kW]
 * @returns Investment. [currency]
 *
 * @example
 * totalInvestment(8, 10); // 80000: 10 kW at 8 per W
 */
export function totalInvestment(totalCostPerWatt: number, capacityKw: number): number {
  return totalCostPerWatt * capacityKw * WATTS_PER_KILOWATT;
}

/** What the installation allowance is paid on. */
export interface InstallationAllowanceBasis {
  projectType: ProjectType;
  /** Installed PV capacity, the basis of grid-connected projects. [kW] */
  capacityKw: number;
  /**
   * Nominal battery capacity (capacity × count, before depth of discharge), the basis of
   * storage projects. [kWh]
   */
  batteryCapacityKwh?: number;
}

/**
 * One-off installation allowance of a project: per W of PV capacity for grid-connected
 * projects, per Wh of nominal battery capacity for storage projects [WIZ-11].
 *
 * @param allowancePerUnit - installationAllowance. [currency/W] or [currency/Wh]
 * @param basis - Project type and the capacity the allowance is paid on.
 * @returns Allowance. [currency]
 * @throws RangeError for a storage project without a battery capacity.
 *
 * @example
 * installationAllowanceTotal(0.5, { projectType: 0, capacityKw: 10 }); // 5000
 */
export function installationAllowanceTotal(
  allowancePerUnit: number,
  basis: InstallationAllowanceBasis,
): number {
  if (basis.projectType === GRID_CONNECTED_PROJECT)
    return allowancePerUnit * basis.capacityKw * WATTS_PER_KILOWATT;
  if (basis.batteryCapacityKwh === undefined) {
    throw new RangeError('a storage project needs batteryCapacityKwh for its installation allowance');
  }
  return allowancePerUnit * basis.batteryCapacityKwh * WATTS_PER_KILOWATT;
}
