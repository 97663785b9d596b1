/**
 * The self-use sums of a storage year at the load's interval, by month and for the year, in the
 * form the self-use pages print [REP-1] (`selfUseReport`): PV produced counts what was curtailed,
 * the load what came from PV, the battery and the grid, and the battery's losses what went in
 * (from PV and the grid) less what came out.
 */
import { type IntervalSeries, stepCalendar } from '../../load/interval-series';
import { type EnergyFlowSums, selfSufficiency, selfUseRatio } from '../../pv/storage/self-use';
import type { StorageFlows } from '../../storage/flows';

type Sums = Omit<EnergyFlowSums, 'selfUseRatio' | 'selfSufficiency'>;

const emptySums = (): Sums => ({
  pv: 0,
  load: 0,
  pvToLoad: 0,
  pvToBattery: 0,
  batteryToLoad: 0,
  pvToGrid: 0,
  gridToLoad: 0,
  batteryLosses: 0,
});

const withRatios = (sums: Sums): EnergyFlowSums => ({
  ...sums,
  selfUseRatio: selfUseRatio(sums),
  selfSufficiency: selfSufficiency(sums),
});

/**
 * Monthly (January first, 12 entries) and annual sums of a year's flows. [kWh]
 *
 * @param calendar - The load's first interval and interval.
 */
export function flowSumsOf(
  flows: StorageFlows,
  calendar: Pick<IntervalSeries, 'firstIntervalStart' | 'stepMinutes'>,
): { monthly: EnergyFlowSums[]; annual: EnergyFlowSums } {
  const steps = flows.socKwh.length;
  const month = stepCalendar(calendar, steps).month;
  const dt = calendar.stepMinutes / 60;
  const months = Array.from({ length: 12 }, emptySums);
  const annual = emptySums();
  for (let t = 0; t < steps; t++) {
    const toLoad = flows.pvToLoad[t]! * dt;
    const toBattery = flows.pvToBattery[t]! * dt;
    const toGrid = flows.pvToGrid[t]! * dt;
    const fromBattery = flows.batteryToLoad[t]! * dt;
    const fromGrid = flows.gridToLoad[t]! * dt;
    const gridCharge = flows.gridToBattery[t]! * dt;
    const curtailed = flows.pvCurtailed[t]! * dt;
    for (const sums of [months[month[t]!]!, annual]) {
      sums.pv += toLoad + toBattery + toGrid + curtailed;
      sums.load += toLoad + fromBattery + fromGrid;
      sums.pvToLoad += toLoad;
      sums.pvToBattery += toBattery;
      sums.batteryToLoad += fromBattery;
      sums.pvToGrid += toGrid;
      sums.gridToLoad += fromGrid;
      sums.batteryLosses += toBattery + gridCharge - fromBattery;
    }
  }
  return { monthly: months.map(withRatios), annual: withRatios(annual) };
}
