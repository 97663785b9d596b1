/**
 * The command line's run of a load with PV, a tariff and a battery (scripts/simulate.ts,
 * simulate-storage.ts): one storage year of the engine (`simulateStorageYear`, shared/storage)
 * and the blocks it prints [TAR-6]. Without a battery the year runs with an empty one, so PV
 * serves the load, the rest is exported up to the limit and curtailed beyond it, by the same
 * code. Pure: the series and the tariff come in, the blocks and the year's flows go out.
 */
import type { IntervalSeries } from '../shared/load/interval-series';
import {
  DEFAULT_ROUND_TRIP_EFFICIENCY,
  type GridLimits,
  type StorageBattery,
} from '../shared/storage/battery';
import { type StorageStrategy, type StorageYear, simulateStorageYear } from '../shared/storage/simulate';
import type { Bill } from '../shared/tariff/bill';
import { flatTariff } from '../shared/tariff/flat';
import type { Tariff } from '../shared/tariff/schema';
import type { LoadBlock } from './simulate-load';

/** What a run is made of. */
export interface StorageRunInput {
  load: IntervalSeries;
  /** On the load's calendar; all zeros for a run without PV. [kW] */
  pv: IntervalSeries;
  /** Whether PV was given (the self-consumption block needs some). */
  hasPv: boolean;
  /** Without it no bill is printed (the dispatch then prices every step at 0). */
  tariff?: Tariff;
  /** Without it the run has no battery. */
  battery?: StorageBattery;
  strategy: StorageStrategy;
  limits: GridLimits;
}

/** One bill of the first year. [currency] */
export interface BillBlock {
  energy: number;
  demand: number;
  fixed: number;
  exportCredit: number;
  total: number;
}

/** PV and load without a battery. [kWh], shares [-] */
export interface SelfConsumptionBlock {
  pvKwh: number;
  loadKwh: number;
  /** PV used on site as it was made. */
  selfConsumedKwh: number;
  exportedKwh: number;
  /** Beyond the export limit. */
  curtailedKwh: number;
  importedKwh: number;
  /** Self-consumed / PV. */
  selfConsumptionRatio: number;
  /** Self-consumed / load. */
  selfSufficiency: number;
}

/** The flows' sums of the year [TAR-9]. [kWh] */
export interface AnnualFlows {
  pv: number;
  load: number;
  pvToLoad: number;
  pvToBattery: number;
  pvToGrid: number;
  curtailed: number;
  batteryToLoad: number;
  gridToLoad: number;
  gridToBattery: number;
  /** Charging and discharging losses and the change of stored energy. */
  batteryLosses: number;
}

/** A run with a battery. */
export interface StorageBlock {
  strategy: StorageStrategy;
  battery: {
    usableCapacityKwh: number;
    powerKw: number;
    roundTripEfficiency: number;
    reserveKwh: number;
  };
  annual: AnnualFlows;
  /** With a tariff. */
  bill?: { currency: string; withoutPv: BillBlock; withPv: BillBlock; withPvAndBattery: BillBlock };
  /** PV curtailed by the export limit without the battery. [kWh] */
  curtailedWithoutBatteryKwh: number;
  equivalentFullCycles: number;
  /** Energy drawn from the cells. [kWh] */
  throughputKwh: number;
  /** Steps importing above the import limit, and the highest import [kW]. */
  importOverLimit: { steps: number; highestKw: number };
  /** Peak shaving: each month's import target. [kW] */
  targetsKw?: number[];
}

/** What a run prints besides the load. */
export interface StorageRunBlocks {
  /** Without a battery, with PV. */
  selfConsumption?: SelfConsumptionBlock;
  /** Without a battery, with a tariff: the load from the grid alone, and with PV. */
  bill?: { currency: string; withoutPv: BillBlock; withPv: BillBlock };
  /** With a battery. */
  storage?: StorageBlock;
}

/** Where the PV came from and how much there is. */
export interface PvBlock {
  source: 'weather' | 'file';
  /** [kWh] */
  annualKwh: number;
  /** Highest mean power of a step. [kW] */
  peakKw: number;
  stepMinutes: number;
  /** --weather: the clock the engine's hours were laid on, the load's too (UTC+h). [h] */
  timezoneHours?: number;
}

/** Everything a run prints. */
export type StorageRunOutput = { load: LoadBlock; pv?: PvBlock } & StorageRunBlocks;

const EMPTY_BATTERY: StorageBattery = { usableCapacityKwh: 0, maxChargeKw: 0, maxDischargeKw: 0 };
/** Prices every step at 0 where no tariff is given: the flows need none, the bill is not printed. */
const NO_TARIFF = flatTariff(0, 0, 'XXX');

const kwh = (x: number) => Number(x.toFixed(3));
const money = (x: number) => Number(x.toFixed(2));
const share = (part: number, whole: number) => (whole > 0 ? Number((part / whole).toFixed(4)) : 0);

function billBlock(bill: Bill): BillBlock {
  return {
    energy: money(bill.energy),
    demand: money(bill.demand),
    fixed: money(bill.fixed),
    exportCredit: money(bill.exportCredit),
    total: money(bill.total),
  };
}

function annualOf(year: StorageYear): AnnualFlows {
  const e = year.energy;
  return {
    pv: kwh(e.pv),
    load: kwh(e.load),
    pvToLoad: kwh(e.pvToLoad),
    pvToBattery: kwh(e.pvToBattery),
    pvToGrid: kwh(e.pvToGrid),
    curtailed: kwh(e.pvCurtailed),
    batteryToLoad: kwh(e.batteryToLoad),
    gridToLoad: kwh(e.gridToLoad),
    gridToBattery: kwh(e.gridToBattery),
    batteryLosses: kwh(e.batteryLosses),
  };
}

function selfConsumptionOf(year: StorageYear): SelfConsumptionBlock {
  const e = year.energy;
  return {
    pvKwh: kwh(e.pv),
    loadKwh: kwh(e.load),
    selfConsumedKwh: kwh(e.pvToLoad),
    exportedKwh: kwh(e.pvToGrid),
    curtailedKwh: kwh(e.pvCurtailed),
    importedKwh: kwh(e.gridToLoad),
    selfConsumptionRatio: share(e.pvToLoad, e.pv),
    selfSufficiency: share(e.pvToLoad, e.load),
  };
}

function storageBlockOf(input: StorageRunInput, battery: StorageBattery, year: StorageYear): StorageBlock {
  const { bills } = year;
  return {
    strategy: input.strategy,
    battery: {
      usableCapacityKwh: battery.usableCapacityKwh,
      powerKw: battery.maxChargeKw,
      roundTripEfficiency: battery.roundTripEfficiency ?? DEFAULT_ROUND_TRIP_EFFICIENCY,
      reserveKwh: battery.reserveKwh ?? 0,
    },
    annual: annualOf(year),
    ...(input.tariff && {
      bill: {
        currency: input.tariff.currency,
        withoutPv: billBlock(bills.withoutPv),
        withPv: billBlock(bills.pvOnly),
        withPvAndBattery: billBlock(bills.withBattery),
      },
    }),
    curtailedWithoutBatteryKwh: kwh(year.pvOnlyCurtailedKwh),
    equivalentFullCycles: Number(year.equivalentFullCycles.toFixed(2)),
    throughputKwh: kwh(year.throughputKwh),
    importOverLimit: { steps: year.importOverLimit.steps, highestKw: kwh(year.importOverLimit.highestKw) },
    ...(year.targetsKw && { targetsKw: year.targetsKw.map(kwh) }),
  };
}

/**
 * Runs the year and makes its blocks.
 * @throws RangeError from the engine (series on different calendars, a battery out of bounds)
 *
 * @example
 * const { blocks } = storageRun({ load, pv, hasPv: true, tariff, strategy: { kind: 'self-consumption' }, limits: {} });
 * blocks.selfConsumption?.selfConsumptionRatio;
 */
export function storageRun(input: StorageRunInput): { blocks: StorageRunBlocks; year: StorageYear } {
  const battery = input.battery ?? EMPTY_BATTERY;
  const year = simulateStorageYear({
    pv: input.pv,
    load: input.load,
    tariff: input.tariff ?? NO_TARIFF,
    battery,
    limits: input.limits,
    strategy: input.battery ? input.strategy : { kind: 'self-consumption' },
  });
  if (input.battery) return { blocks: { storage: storageBlockOf(input, input.battery, year) }, year };
  const blocks: StorageRunBlocks = {
    ...(input.hasPv && { selfConsumption: selfConsumptionOf(year) }),
    ...(input.tariff && {
      bill: {
        currency: input.tariff.currency,
        withoutPv: billBlock(year.bills.withoutPv),
        withPv: billBlock(year.bills.pvOnly),
      },
    }),
  };
  return { blocks, year };
}
