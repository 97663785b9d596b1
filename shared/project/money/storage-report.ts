/**
 * The storage pages of a storage project [TAR-6] [TAR-13] from its years: the first year's flows,
 * curtailment, imports over the limit, cycles and state of charge, its typical days, and each
 * year's capacity, cycles, replacement, warranty and what the battery saved.
 */
import type { IntervalSeries } from '../../load/interval-series';
import { rounded } from '../../numbers/rounding';
import { DEFAULT_ROUND_TRIP_EFFICIENCY, type StorageBattery } from '../../storage/battery';
import type { Tariff } from '../../tariff/schema';
import { stepTariff } from '../../tariff/steps';
import type { ProjectRecord } from '../record/project';
import { storageStrategyRecord } from '../record/storage-strategy';
import type { BatteryBank } from '../report/report-storage';
import type { StorageSection } from '../report/storage-section';
import type { ProjectYear } from './project-years';
import { typicalDaysOf } from './typical-days';

/** What the storage pages are made from. */
export interface StorageReportInput {
  record: Pick<ProjectRecord, 'storageStrategy'>;
  bank: BatteryBank;
  /** Null: the project has no battery. */
  battery: StorageBattery | null;
  years: readonly ProjectYear[];
  pv: IntervalSeries;
  load: IntervalSeries;
  tariff: Tariff;
  southern: boolean;
}

const kwh = (value: number) => rounded(value, 'energy');
const money = (value: number) => rounded(value, 'money');

/** The storage section of a storage project. */
export function storageSectionOf(input: StorageReportInput): StorageSection {
  const settings = storageStrategyRecord.parse(input.record.storageStrategy ?? {});
  const first = input.years[0]!.run;
  const e = first.energy;
  const capacity = input.battery?.usableCapacityKwh ?? 0;
  const prices = stepTariff(input.tariff, input.load, input.load.kw.length);
  return {
    strategy: settings.strategy,
    gridCharging: settings.gridCharging,
    usableCapacityKwh: rounded(capacity, 'sum'),
    reserveKwh: rounded(input.battery?.reserveKwh ?? 0, 'sum'),
    maxPowerKw: rounded(input.bank.maxPowerKw, 'sum'),
    roundTripEfficiencyPercent: rounded(
      (input.battery?.roundTripEfficiency ?? DEFAULT_ROUND_TRIP_EFFICIENCY) * 100,
      'percent',
    ),
    stepMinutes: input.load.stepMinutes,
    energy: {
      pv: kwh(e.pv),
      load: kwh(e.load),
      pvToLoad: kwh(e.pvToLoad),
      pvToBattery: kwh(e.pvToBattery),
      pvToGrid: kwh(e.pvToGrid),
      pvCurtailed: kwh(e.pvCurtailed),
      batteryToLoad: kwh(e.batteryToLoad),
      gridToLoad: kwh(e.gridToLoad),
      gridToBattery: kwh(e.gridToBattery),
      batteryLosses: kwh(e.batteryLosses),
    },
    pvOnlyCurtailedKwh: kwh(first.pvOnlyCurtailedKwh),
    importOverLimit: {
      steps: first.importOverLimit.steps,
      highestKw: rounded(first.importOverLimit.highestKw, 'loadKw'),
    },
    equivalentFullCycles: rounded(first.equivalentFullCycles, 'sum'),
    throughputKwh: kwh(first.throughputKwh),
    socHistogramPercent: first.socHistogram.map((share) => rounded(share * 100, 'percent')),
    peakTargetsKw: first.targetsKw ? first.targetsKw.map((kw) => rounded(kw, 'loadKw')) : null,
    typicalDays: typicalDaysOf(input.pv, input.load, first.flows, prices, capacity, input.southern),
    life: input.years.map((y) => ({
      year: y.year + 1,
      capacityPercent: rounded(y.capacityShare * 100, 'percent'),
      replaced: y.replaced,
      cycles: rounded(y.cycles, 'sum'),
      beyondWarranty: y.beyondWarranty,
      savings: money(y.run.bills.pvOnly.total - y.run.bills.withBattery.total),
    })),
    batteryReplacementYears: input.years.filter((y) => y.replaced).map((y) => y.year + 1),
    beyondWarranty: input.years.some((y) => y.beyondWarranty),
  };
}
