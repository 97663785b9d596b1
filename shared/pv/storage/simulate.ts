/**
 * A storage project's year in one call: the load profile from the user's consumption, then
 * the battery dispatch against the engine's hourly PV.
 */
import type { EnergySplit } from '../../finance/cash-flow';
import type { BatteryParameters } from './battery';
import { withoutLeapDay } from './common-year';
import { type DispatchResult, dispatchBattery } from './dispatch';
import { hourlyLoadProfile, type LoadInput, type LoadProfileOptions } from './load-profile';
import { energySplitOf } from './self-use';

export interface StorageYearInput {
  /** Hourly AC energy of the PV system, 8760 values (8784: 29 February is dropped). [kWh] */
  pvKwh: Float64Array;
  /** The user's consumption and daytime ratio. */
  load: LoadInput;
  battery: BatteryParameters;
  /** Daytime mask and daily shape of the load (see `hourlyLoadProfile`). */
  loadOptions?: Omit<LoadProfileOptions, 'out'>;
}

export interface StorageYear {
  /** The load profile used. [kWh] */
  loadKwh: Float64Array;
  dispatch: DispatchResult;
  /** Annual shares for the cash flow (`projectCashFlow`'s energySplit). */
  energySplit: EnergySplit;
}

/**
 * Simulates one year of a storage project.
 *
 * @param input - Hourly PV, the user's load, the battery.
 * @returns Load profile, dispatch (hourly, monthly, annual with self-use ratio and
 *   self-sufficiency) and the energy split for the cash flow.
 *
 * @example
 * const year = simulateStorageYear({ pvKwh, load: { annualConsumptionKwh: 5000,
 *   daytimeLoadPowerRatio: 40 }, battery: { usableCapacityKwh: usableBatteryCapacityKwh(5, 2) } });
 * year.dispatch.annual.selfSufficiency;
 */
export function simulateStorageYear(input: StorageYearInput): StorageYear {
  const pvKwh = withoutLeapDay(input.pvKwh);
  const loadKwh = hourlyLoadProfile(input.load, input.loadOptions);
  const dispatch = dispatchBattery(pvKwh, loadKwh, input.battery);
  return { loadKwh, dispatch, energySplit: energySplitOf(dispatch.annual) };
}
