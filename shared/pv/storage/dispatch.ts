/**
 * Hour-by-hour energy flows of a PV system with a battery and a household load: PV serves the
 * load first, its surplus charges the battery, the battery serves the load when PV is short,
 * and the grid takes or gives the rest. Rule-based "maximise self-consumption" control with
 * no forecast and no charging from the grid.
 */

import { HOURS_PER_YEAR } from '../civil-calendar';
import { type BatteryParameters, DEFAULT_ROUND_TRIP_EFFICIENCY } from './battery';
import { createDispatchSeries, type DispatchSeries } from './dispatch-series';
import { type EnergyFlowSums, summariseFlows } from './self-use';

/** Result of one dispatch run. */
export interface DispatchResult {
  hourly: DispatchSeries;
  /** Sums and ratios of each month (12 entries; months beyond a short run are 0). */
  monthly: EnergyFlowSums[];
  /** Sums and ratios of the whole run. */
  annual: EnergyFlowSums;
  /** Stored energy before the first hour. [kWh] */
  initialStateOfChargeKwh: number;
}

function resolveBattery(battery: BatteryParameters) {
  const capacity = battery.usableCapacityKwh;
  const roundTrip = battery.roundTripEfficiency ?? DEFAULT_ROUND_TRIP_EFFICIENCY;
  const initial = battery.initialStateOfChargeKwh ?? 0;
  const maxCharge = battery.maxChargePowerKw ?? Number.POSITIVE_INFINITY;
  const maxDischarge = battery.maxDischargePowerKw ?? Number.POSITIVE_INFINITY;
  if (!(capacity >= 0) || !(roundTrip > 0 && roundTrip <= 1) || !(initial >= 0 && initial <= capacity)) {
    throw new RangeError(
      'battery needs capacity >= 0, 0 < round-trip efficiency <= 1, 0 <= initial SOC <= capacity',
    );
  }
  if (!(maxCharge >= 0) || !(maxDischarge >= 0)) throw new RangeError('battery power limits must be >= 0');
  // Half of the round-trip loss on the way in, half on the way out (HOMER's convention).
  const oneWay = Math.sqrt(roundTrip);
  return { capacity, initial, maxCharge, maxDischarge, etaCharge: oneWay, etaDischarge: oneWay };
}

/**
 * Dispatches a battery hour by hour between PV, load and grid.
 *
 * @param pvKwh - AC energy of the PV system in each hour (negative values, e.g. an
 *   inverter's night tare, are read as 0). [kWh]
 * @param loadKwh - Load in each hour (>= 0), same length, at most 8760 hours. [kWh]
 * @param battery - Usable capacity, power limits, efficiency, initial charge.
 * @param out - Series to write into (from `createDispatchSeries`), to run without allocating;
 *   only the first `pvKwh.length` hours are written.
 * @returns Hourly flows, monthly and annual sums with self-use ratio and self-sufficiency.
 * @throws RangeError for series of different lengths, more than 8760 hours, or invalid
 *   battery parameters.
 *
 * @remarks
 * For each hour, with SOC the stored energy, C the usable capacity, η_c = η_d = √η_rt:
 * - direct = min(PV, load); surplus = PV − direct; deficit = load − direct
 * - charge = min(surplus, (C − SOC)/η_c, P_charge·1 h); SOC += η_c·charge
 * - discharge = min(deficit, η_d·SOC, P_discharge·1 h); SOC −= discharge/η_d
 * - PV to grid = surplus − charge; grid to load = deficit − discharge
 * - losses = (1 − η_c)·charge + (1/η_d − 1)·discharge
 * So PV = to load + to battery + to grid; load = from PV + from battery + from grid; and to
 * battery = from battery + losses + ΔSOC. Splitting the round trip evenly between charging
 * and discharging follows HOMER Energy, "Battery Roundtrip Efficiency", HOMER Grid 1.4 user
 * manual. The rule is the usual self-consumption strategy of the review: R. Luthander,
 * J. Widén, D. Nilsson and J. Palm, "Photovoltaic self-consumption in buildings: A review",
 * Applied Energy, vol. 142, pp. 80-94, 2015, doi:10.1016/j.apenergy.2014.12.028.
 *
 * @example
 * const result = dispatchBattery(pv, load, { usableCapacityKwh: 9 });
 * result.annual.selfUseRatio;
 */
export function dispatchBattery(
  pvKwh: ArrayLike<number>,
  loadKwh: ArrayLike<number>,
  battery: BatteryParameters,
  out?: DispatchSeries,
): DispatchResult {
  const hours = pvKwh.length;
  if (loadKwh.length !== hours || hours > HOURS_PER_YEAR) {
    throw new RangeError(
      `PV (${hours}) and load (${loadKwh.length}) need the same length, at most 8760 hours`,
    );
  }
  const series = out ?? createDispatchSeries(hours);
  if (series.stateOfCharge.length < hours) throw new RangeError('output series are shorter than the input');
  const b = resolveBattery(battery);
  const { pvToLoad, pvToBattery, batteryToLoad, pvToGrid, gridToLoad, batteryLosses, stateOfCharge } = series;
  let soc = b.initial;
  for (let i = 0; i < hours; i++) {
    const pv = Math.max(pvKwh[i]!, 0);
    const load = loadKwh[i]!;
    const direct = Math.min(pv, load);
    const surplus = pv - direct;
    const deficit = load - direct;
    let charge = 0;
    let discharge = 0;
    if (surplus > 0) {
      charge = Math.max(0, Math.min(surplus, (b.capacity - soc) / b.etaCharge, b.maxCharge));
      soc = Math.min(b.capacity, soc + charge * b.etaCharge);
    } else if (deficit > 0) {
      discharge = Math.min(deficit, soc * b.etaDischarge, b.maxDischarge);
      soc = Math.max(0, soc - discharge / b.etaDischarge);
    }
    pvToLoad[i] = direct;
    pvToBattery[i] = charge;
    batteryToLoad[i] = discharge;
    pvToGrid[i] = surplus - charge;
    gridToLoad[i] = deficit - discharge;
    batteryLosses[i] = charge * (1 - b.etaCharge) + discharge * (1 / b.etaDischarge - 1);
    stateOfCharge[i] = soc;
  }
  const { monthly, annual } = summariseFlows(series, hours);
  return { hourly: series, monthly, annual, initialStateOfChargeKwh: b.initial };
}
