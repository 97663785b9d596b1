/**
 * Monthly and annual sums of the dispatch flows, and the two figures of the storage report:
 * self-use ratio and self-sufficiency.
 */
import type { EnergySplit } from '../../finance/cash-flow';
import { MONTH_START_HOUR } from './common-year';
import type { DispatchSeries } from './dispatch-series';

/** Energy sums over a period [kWh] and its ratios [-]. */
export interface EnergyFlowSums {
  /** PV produced (negative hourly values read as 0). [kWh] */
  pv: number;
  /** Load. [kWh] */
  load: number;
  pvToLoad: number;
  pvToBattery: number;
  batteryToLoad: number;
  pvToGrid: number;
  gridToLoad: number;
  batteryLosses: number;
  /** PV consumed on site, directly or through the battery, per PV produced (0 without PV). [-] */
  selfUseRatio: number;
  /** Load served by PV and battery per load (0 without load). [-] */
  selfSufficiency: number;
}

/**
 * Self-use (self-consumption) ratio: the share of the PV energy that is not exported.
 *
 * @param flows - PV to load, PV to battery and PV produced over a period. [kWh]
 * @returns (PV to load + PV to battery) / PV, or 0 when no PV was produced. [-]
 *
 * @remarks
 * Energy charged into the battery counts as used on site, including what the battery loses,
 * as in the definition of R. Luthander, J. Widén, D. Nilsson and J. Palm, "Photovoltaic
 * self-consumption in buildings: A review", Applied Energy, vol. 142, pp. 80-94, 2015,
 * doi:10.1016/j.apenergy.2014.12.028 (self-consumption with storage).
 *
 * @example
 * selfUseRatio({ pvToLoad: 3, pvToBattery: 1, pv: 8 }); // 0.5
 */
export function selfUseRatio(flows: Pick<EnergyFlowSums, 'pvToLoad' | 'pvToBattery' | 'pv'>): number {
  return flows.pv > 0 ? (flows.pvToLoad + flows.pvToBattery) / flows.pv : 0;
}

/**
 * Self-sufficiency: the share of the load served by PV and battery.
 *
 * @param flows - PV to load, battery to load and load over a period. [kWh]
 * @returns (PV to load + battery to load) / load, or 0 when there was no load. [-]
 *
 * @remarks
 * Luthander et al. 2015 (see `selfUseRatio`).
 *
 * @example
 * selfSufficiency({ pvToLoad: 3, batteryToLoad: 1, load: 10 }); // 0.4
 */
export function selfSufficiency(flows: Pick<EnergyFlowSums, 'pvToLoad' | 'batteryToLoad' | 'load'>): number {
  return flows.load > 0 ? (flows.pvToLoad + flows.batteryToLoad) / flows.load : 0;
}

function sumRange(values: Float64Array, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i]!;
  return sum;
}

/** Sums of the flows between two hours, with their ratios. */
function sumsBetween(series: DispatchSeries, start: number, end: number): EnergyFlowSums {
  const pvToLoad = sumRange(series.pvToLoad, start, end);
  const pvToBattery = sumRange(series.pvToBattery, start, end);
  const batteryToLoad = sumRange(series.batteryToLoad, start, end);
  const pvToGrid = sumRange(series.pvToGrid, start, end);
  const gridToLoad = sumRange(series.gridToLoad, start, end);
  const batteryLosses = sumRange(series.batteryLosses, start, end);
  const sums = {
    pv: pvToLoad + pvToBattery + pvToGrid,
    load: pvToLoad + batteryToLoad + gridToLoad,
    pvToLoad,
    pvToBattery,
    batteryToLoad,
    pvToGrid,
    gridToLoad,
    batteryLosses,
  };
  return { ...sums, selfUseRatio: selfUseRatio(sums), selfSufficiency: selfSufficiency(sums) };
}

/**
 * Monthly and total sums of the first `hours` hours of a dispatch (months by the 365-day
 * calendar; a shorter run leaves the later months at 0).
 */
export function summariseFlows(
  series: DispatchSeries,
  hours: number,
): { monthly: EnergyFlowSums[]; annual: EnergyFlowSums } {
  const monthly: EnergyFlowSums[] = [];
  for (let month = 0; month < 12; month++) {
    const start = Math.min(hours, MONTH_START_HOUR[month]!);
    const end = Math.min(hours, MONTH_START_HOUR[month + 1]!);
    monthly.push(sumsBetween(series, start, end));
  }
  return { monthly, annual: sumsBetween(series, 0, hours) };
}

/**
 * Where the PV energy went, as shares, for the cash flow: energy used on site (directly and
 * through the battery, after its losses) and energy exported.
 *
 * @param sums - Annual sums of a dispatch. [kWh]
 * @returns (PV to load + battery to load) / PV and PV to grid / PV; both 0 without PV. [-]
 *
 * @example
 * energySplitOf(result.annual); // { selfConsumedShare: 0.62, exportedShare: 0.33 }
 */
export function energySplitOf(sums: EnergyFlowSums): EnergySplit {
  if (!(sums.pv > 0)) return { selfConsumedShare: 0, exportedShare: 0 };
  return {
    selfConsumedShare: (sums.pvToLoad + sums.batteryToLoad) / sums.pv,
    exportedShare: sums.pvToGrid / sums.pv,
  };
}
