/**
 * Time-of-use [TAR-11]: the battery charges where energy is cheap (PV surplus, and the grid in
 * cheap periods when allowed) and discharges to the load where it is dear, by the day-ahead
 * plan, never below the reserve. With a demand charge it never lets grid charging raise a
 * month's import above the month's highest import without the battery.
 */
import type { StepTariff } from '../tariff/steps';
import { dispatchDayAhead } from './day-ahead';
import type { DayAheadContext, DayAheadScratch } from './day-blocks';
import type { StorageFlows } from './flows';
import type { StepBounds } from './step';

/** Highest import of each month without the battery (load − PV). [kW] */
export function monthlyNetPeaksKw(
  pvKw: ArrayLike<number>,
  loadKw: ArrayLike<number>,
  month: Uint8Array,
): Float64Array {
  const peaks = new Float64Array(12);
  for (let t = 0; t < pvKw.length; t++) {
    const net = loadKw[t]! - Math.max(pvKw[t]!, 0);
    if (net > peaks[month[t]!]!) peaks[month[t]!] = net;
  }
  return peaks;
}

/** The inputs of a time-of-use or peak-shaving year. */
export interface PlannedYearInput {
  pvKw: ArrayLike<number>;
  loadKw: ArrayLike<number>;
  prices: StepTariff;
  bounds: StepBounds;
  stepsPerDay: number;
  gridCharging: boolean;
}

/** The time-of-use context: grid charging capped by the import limit and, with a demand charge, the month's own peak. */
export function timeOfUseContext(input: PlannedYearInput): DayAheadContext {
  const chargeCapKw = new Float64Array(12).fill(input.bounds.importLimitKw);
  if (input.prices.demandChargePerKwMonth > 0) {
    const peaks = monthlyNetPeaksKw(input.pvKw, input.loadKw, input.prices.month);
    for (let m = 0; m < 12; m++) chargeCapKw[m] = Math.min(chargeCapKw[m]!, peaks[m]!);
  }
  return { ...input, chargeCapKw, shaveTargetKw: new Float64Array(12).fill(Number.POSITIVE_INFINITY) };
}

/**
 * Dispatches the whole year by the time-of-use plan.
 *
 * @returns The stored energy at the end of the year. [kWh]
 */
export function dispatchTimeOfUse(
  input: PlannedYearInput,
  flows: StorageFlows,
  socKwh: number,
  scratch?: DayAheadScratch,
): number {
  const days = Math.ceil(input.pvKw.length / input.stepsPerDay);
  return dispatchDayAhead(timeOfUseContext(input), flows, socKwh, 0, days, scratch);
}
