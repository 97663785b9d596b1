/**
 * One year of a PV system with a battery under a tariff [TAR-6]: the flows of the chosen strategy
 * at the load's interval, and the three bills a customer compares (without PV; with PV and no
 * battery; with both), curtailment, imports above the import limit, cycles and how long the
 * battery sits at each state of charge. What a command line or an API call needs from the engine.
 */
import { type IntervalSeries, stepsPerYear } from '../load/interval-series';
import { type Bill, billOfSteps } from '../tariff/bill';
import { type Tariff, validateTariff } from '../tariff/schema';
import { type StepTariff, stepTariff } from '../tariff/steps';
import { type GridLimits, resolveBattery, type StorageBattery } from './battery';
import { createFlows, gridImportKw, type StorageFlows } from './flows';
import { dispatchPeakShaving } from './peak-shaving';
import { dispatchSelfConsumption } from './self-consumption';
import type { StepBounds } from './step';
import { dispatchTimeOfUse, type PlannedYearInput } from './time-of-use';

/** How the battery is run [TAR-10], [TAR-11]. */
export type StorageStrategy =
  | { kind: 'self-consumption' }
  | { kind: 'time-of-use'; gridCharging: boolean }
  | { kind: 'peak-shaving'; gridCharging: boolean; targetKw?: number | readonly number[] };

/** What a storage year is simulated from. */
export interface StorageYearInput {
  /** AC output of the PV system. [kW] */
  pv: IntervalSeries;
  /** The site's load, on the same calendar. [kW] */
  load: IntervalSeries;
  tariff: Tariff;
  battery: StorageBattery;
  limits?: GridLimits;
  strategy: StorageStrategy;
  /** Year of operation, 0 = the first (tariff escalation [TAR-2]). */
  operatingYear?: number;
  /**
   * The tariff already on the load's steps at that year's prices (`stepTariff` of the checked
   * tariff), for a caller that runs many years of one tariff; `tariff` is then not checked again.
   */
  prices?: StepTariff;
}

/** Energy sums of the year. [kWh] */
export interface StorageEnergy {
  pv: number;
  load: number;
  pvToLoad: number;
  pvToBattery: number;
  pvToGrid: number;
  pvCurtailed: number;
  batteryToLoad: number;
  gridToLoad: number;
  gridToBattery: number;
  /** Charging and discharging losses, and the change of stored energy over the year. */
  batteryLosses: number;
}

/** The year's answer. */
export interface StorageYear {
  flows: StorageFlows;
  energy: StorageEnergy;
  bills: {
    /** The load from the grid alone. */
    withoutPv: Bill;
    /** PV to the load, the rest exported up to the limit, the rest curtailed. */
    pvOnly: Bill;
    withBattery: Bill;
  };
  /** PV curtailed without the battery (export limit only). [kWh] */
  pvOnlyCurtailedKwh: number;
  /** Steps whose import exceeds the import limit, and the highest import. */
  importOverLimit: { steps: number; highestKw: number };
  /** Energy drawn from the cells (battery to load / η) over the usable capacity. [-] */
  equivalentFullCycles: number;
  /** Energy drawn from the cells over the year. [kWh] */
  throughputKwh: number;
  /** Share of the steps with the state of charge in each tenth of the usable capacity (10 bins). [-] */
  socHistogram: number[];
  /** Peak-shaving targets of each month, when that strategy ran. [kW] */
  targetsKw?: number[];
}

const SOC_BINS = 10;

function assertSameCalendar(pv: IntervalSeries, load: IntervalSeries): void {
  if (
    pv.firstIntervalStart !== load.firstIntervalStart ||
    pv.stepMinutes !== load.stepMinutes ||
    pv.kw.length !== load.kw.length
  ) {
    throw new RangeError('PV and load must share start, interval and length');
  }
  if (pv.kw.length > stepsPerYear(pv.stepMinutes))
    throw new RangeError('a storage year holds at most 365 days');
}

/** Flows of PV and load without the battery [TAR-6]. */
function pvOnlyFlows(
  pv: ArrayLike<number>,
  load: ArrayLike<number>,
  exportLimitKw: number,
): { importKw: Float64Array; exportKw: Float64Array; curtailedKwh: number } {
  const steps = pv.length;
  const importKw = new Float64Array(steps);
  const exportKw = new Float64Array(steps);
  let curtailed = 0;
  for (let t = 0; t < steps; t++) {
    const p = Math.max(pv[t]!, 0);
    const surplus = Math.max(p - load[t]!, 0);
    importKw[t] = Math.max(load[t]! - p, 0);
    exportKw[t] = Math.min(surplus, exportLimitKw);
    curtailed += surplus - exportKw[t]!;
  }
  return { importKw, exportKw, curtailedKwh: curtailed };
}

function sumOf(values: Float64Array, factor: number): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i]!;
  return s * factor;
}

function energyOf(input: StorageYearInput, flows: StorageFlows, dt: number): StorageEnergy {
  const e = {
    pv: 0,
    load: 0,
    pvToLoad: sumOf(flows.pvToLoad, dt),
    pvToBattery: sumOf(flows.pvToBattery, dt),
    pvToGrid: sumOf(flows.pvToGrid, dt),
    pvCurtailed: sumOf(flows.pvCurtailed, dt),
    batteryToLoad: sumOf(flows.batteryToLoad, dt),
    gridToLoad: sumOf(flows.gridToLoad, dt),
    gridToBattery: sumOf(flows.gridToBattery, dt),
    batteryLosses: 0,
  };
  for (let t = 0; t < input.pv.kw.length; t++) {
    e.pv += Math.max(input.pv.kw[t]!, 0) * dt;
    e.load += input.load.kw[t]! * dt;
  }
  e.batteryLosses = e.pvToBattery + e.gridToBattery - e.batteryToLoad;
  return e;
}

function socHistogram(soc: Float64Array, capacityKwh: number): number[] {
  const bins = new Array<number>(SOC_BINS).fill(0);
  if (soc.length === 0) return bins;
  for (let t = 0; t < soc.length; t++) {
    const share = capacityKwh > 0 ? soc[t]! / capacityKwh : 0;
    bins[Math.min(SOC_BINS - 1, Math.max(0, Math.floor(share * SOC_BINS)))]! += 1;
  }
  return bins.map((count) => count / soc.length);
}

/** Runs the strategy over the year; returns the peak-shaving targets when there are any. */
function dispatch(
  input: StorageYearInput,
  prices: StepTariff,
  bounds: StepBounds,
  flows: StorageFlows,
): number[] | undefined {
  const start = bounds.battery.reserveKwh;
  const strategy = input.strategy;
  if (strategy.kind === 'self-consumption') {
    dispatchSelfConsumption(input.pv.kw, input.load.kw, flows, bounds, start);
    return undefined;
  }
  const planned: PlannedYearInput = {
    pvKw: input.pv.kw,
    loadKw: input.load.kw,
    prices,
    bounds,
    stepsPerDay: (24 * 60) / input.load.stepMinutes,
    gridCharging: strategy.gridCharging,
  };
  if (strategy.kind === 'time-of-use') {
    dispatchTimeOfUse(planned, flows, start);
    return undefined;
  }
  const options = strategy.targetKw === undefined ? {} : { targetKw: strategy.targetKw };
  return dispatchPeakShaving(planned, flows, start, options).targetsKw;
}

/** The tariff, checked, on the steps at the prices of `operatingYear` [TAR-2]. */
function pricesOf(tariff: Tariff, load: IntervalSeries, steps: number, operatingYear: number): StepTariff {
  const checked = validateTariff(tariff);
  if (!checked.ok)
    throw new RangeError(`tariff refused: ${checked.issues.map((i) => `${i.path} ${i.key}`).join(', ')}`);
  return stepTariff(checked.tariff, load, steps, { operatingYear });
}

/**
 * Simulates a storage year [TAR-6].
 *
 * @throws RangeError for series on different calendars, a tariff refused by its schema (the
 *   message lists the field paths), or a battery out of bounds.
 *
 * @example
 * const year = simulateStorageYear({ pv, load, tariff: TARIFF_PRESETS['guangdong-prd-general-ic'],
 *   battery: { usableCapacityKwh: 1000, maxChargeKw: 500, maxDischargeKw: 500, reserveKwh: 100 },
 *   limits: { exportLimitKw: 0 }, strategy: { kind: 'time-of-use', gridCharging: true } });
 * year.bills.pvOnly.total - year.bills.withBattery.total; // what the battery saves
 */
export function simulateStorageYear(input: StorageYearInput): StorageYear {
  assertSameCalendar(input.pv, input.load);
  const steps = input.load.kw.length;
  const prices = input.prices ?? pricesOf(input.tariff, input.load, steps, input.operatingYear ?? 0);
  if (prices.importPrice.length !== steps) throw new RangeError(`prices need ${steps} steps`);
  const battery = resolveBattery(input.battery);
  const bounds: StepBounds = {
    battery,
    dt: input.load.stepMinutes / 60,
    exportLimitKw: input.limits?.exportLimitKw ?? Number.POSITIVE_INFINITY,
    importLimitKw: input.limits?.importLimitKw ?? Number.POSITIVE_INFINITY,
  };
  const flows = createFlows(steps);
  const targetsKw = dispatch(input, prices, bounds, flows);
  const imports = gridImportKw(flows);
  const pvOnly = pvOnlyFlows(input.pv.kw, input.load.kw, bounds.exportLimitKw);
  let over = 0;
  let highestKw = 0;
  for (let t = 0; t < steps; t++) {
    if (imports[t]! > bounds.importLimitKw + 1e-9) over++;
    if (imports[t]! > highestKw) highestKw = imports[t]!;
  }
  const energy = energyOf(input, flows, bounds.dt);
  const throughputKwh = energy.batteryToLoad / battery.eta;
  return {
    flows,
    energy,
    bills: {
      withoutPv: billOfSteps(prices, input.load.kw, new Float64Array(steps)),
      pvOnly: billOfSteps(prices, pvOnly.importKw, pvOnly.exportKw),
      withBattery: billOfSteps(prices, imports, flows.pvToGrid),
    },
    pvOnlyCurtailedKwh: pvOnly.curtailedKwh,
    importOverLimit: { steps: over, highestKw },
    equivalentFullCycles: battery.capacityKwh > 0 ? throughputKwh / battery.capacityKwh : 0,
    throughputKwh,
    socHistogram: socHistogram(flows.socKwh, battery.capacityKwh),
    ...(targetsKw ? { targetsKw } : {}),
  };
}
