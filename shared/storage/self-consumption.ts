/**
 * Self-consumption [TAR-10]: PV serves the load, its surplus charges the battery, the battery
 * serves the load when PV is short, down to the reserve; no grid charging. The rule of the hourly
 * storage year (shared/pv/storage/dispatch.ts), at any step length: on an hourly year with no
 * reserve and no grid limits it gives the same flows.
 */
import type { StorageFlows } from './flows';
import { type StepBounds, type StepRequest, settleStep } from './step';

const ALL: StepRequest = {
  pvChargeKw: Number.POSITIVE_INFINITY,
  gridChargeKw: 0,
  dischargeKw: Number.POSITIVE_INFINITY,
};

/**
 * Dispatches steps `from` to `to` (exclusive) by the self-consumption rule.
 *
 * @returns The stored energy after the last step. [kWh]
 */
export function dispatchSelfConsumption(
  pvKw: ArrayLike<number>,
  loadKw: ArrayLike<number>,
  flows: StorageFlows,
  bounds: StepBounds,
  socKwh: number,
  from = 0,
  to = pvKw.length,
): number {
  let soc = socKwh;
  for (let t = from; t < to; t++) soc = settleStep(flows, t, pvKw[t]!, loadKw[t]!, soc, ALL, bounds);
  return soc;
}
