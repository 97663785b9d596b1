/**
 * A project's load, bills, storage year and money [FIN-6], for both project types: its load
 * (project-load.ts) against the engine's PV at the load's interval, its tariff (its copy, else the
 * flat tariff of its investment prices [TAR-4]), its grid limits and (storage) its battery by its
 * strategy, over every year of the life; the first year's three bills, the storage pages, and the
 * cash flow the savings drive. A grid-connected project without a load, tariff, limits or
 * investment items keeps the single-price cash flow of before, every kWh exported.
 */
import type { Culture } from '../../errors/codes';
import type { CostItems } from '../../finance/cost-items';
import { resolveCostItems } from '../../finance/cost-items';
import type { InvestmentData } from '../../finance/investment';
import type { IntervalSeries } from '../../load/interval-series';
import { rounded } from '../../numbers/rounding';
import { ageingFactors, EQUIPMENT_LIFE_YEARS } from '../../pv/losses/ageing';
import type { StorageBattery } from '../../storage/battery';
import { flatTariffFromInvestment } from '../../tariff/flat';
import { presetName } from '../../tariff/presets/localized';
import type { Tariff } from '../../tariff/schema';
import { ProjectType } from '../record/base';
import { gridLimitsOf } from '../record/grid-limits';
import { engineSite } from '../record/location';
import type { ProjectRecord } from '../record/project';
import { backupReserveKwh, storageStrategyOf } from '../record/storage-strategy';
import { systemLossWithDefaults } from '../record/system-loss';
import { type BillSection, billSectionOf } from '../report/bill-section';
import type { LoadSection } from '../report/load-section';
import { type FinanceReport, projectFinance, reportFinance } from '../report/report-finance';
import {
  type BatteryBank,
  projectBatteryBank,
  projectStorageYear,
  type SelfUseReport,
  selfUseReport,
} from '../report/report-storage';
import type { StorageSection } from '../report/storage-section';
import { flowSumsOf } from './flow-sums';
import { billsFinance } from './money-finance';
import { type ProjectLoad, projectLoadOf } from './project-load';
import { pvOnLoadSteps, type SiteClockPv } from './project-pv';
import { simulateProjectYears } from './project-years';
import { storageSectionOf } from './storage-report';

/** What a project's money is computed from. */
export interface ProjectMoneyInput {
  record: ProjectRecord;
  /** The investment data, defaults applied. */
  investment: InvestmentData;
  /** The investment items' defaults in the investment's currency (`costItemsInCurrency`). */
  costDefaults: CostItems;
  /** The meter file's year when the project names one. */
  meterYear?: IntervalSeries;
  /** The engine's hourly PV on the site's clock (`pvOnSiteClock`). */
  pv: SiteClockPv;
  /** The weather site's elevation. [m] */
  elevationM: number;
  /** The engine's first-year AC energy. [kWh] */
  firstYearGenerationKwh: number;
  /** Investment currency per unit of the project tariff's currency; default 1. */
  tariffRate?: number;
  /** The caller's language: a preset's name is answered in it [TAR-3]; default zh-CN. */
  culture?: Culture;
}

/** The project's figures of its load, bills and storage. */
export interface ProjectMoney {
  load: LoadSection | null;
  bill: BillSection;
  storage: StorageSection | null;
  /** Storage projects: the self-use pages; else null. */
  selfUse: SelfUseReport | null;
  /** Null when the investment pages are not asked for. */
  finance: FinanceReport | null;
}

const zeroLoad = (): IntervalSeries => ({
  firstIntervalStart: '2025-01-01T00:00',
  stepMinutes: 60,
  kw: new Float64Array(8760),
});

/** Σ rated AC power of the project's inverters. [kW] */
function invertersRatedKw(record: Pick<ProjectRecord, 'inverter'>): number {
  return record.inverter.reduce((sum, g) => sum + (g.info.ratedacoutputpower * g.invertercount) / 1000, 0);
}

/** The tariff the project is billed by and whether it is the flat one [TAR-4]. */
function tariffOf(
  input: ProjectMoneyInput,
  escalationPercentPerYear: number,
): { tariff: Tariff; flat: boolean } {
  const own = input.record.tariff?.tariff;
  if (own) return { tariff: own, flat: false };
  return { tariff: { ...flatTariffFromInvestment(input.investment), escalationPercentPerYear }, flat: true };
}

function storageBattery(record: ProjectRecord, bank: BatteryBank): StorageBattery {
  return {
    usableCapacityKwh: bank.usableCapacityKwh,
    maxChargeKw: bank.maxPowerKw,
    maxDischargeKw: bank.maxPowerKw,
    reserveKwh: backupReserveKwh(record.storageStrategy, bank.usableCapacityKwh),
    ...(bank.roundTripEfficiency !== undefined && { roundTripEfficiency: bank.roundTripEfficiency }),
  };
}

/** Whether the year is the hourly storage year of before: its self-use pages are then its own. */
function isHourlyStorageYearOfBefore(record: ProjectRecord, load: ProjectLoad, bank: BatteryBank): boolean {
  const strategy = record.storageStrategy;
  return (
    load.source === 'loadStep' &&
    bank.roundTripEfficiency === undefined &&
    (!strategy || (strategy.strategy === 'self-consumption' && strategy.backupReservePercent === 0)) &&
    Object.keys(gridLimitsOf(record.gridLimits, 0)).length === 0
  );
}

function loadSectionOf(
  load: ProjectLoad,
  pvOnly: ReturnType<typeof flowSumsOf>['annual'],
  curtailedKwh: number,
): LoadSection {
  let peak = 0;
  let energy = 0;
  for (const kw of load.series.kw) {
    energy += kw;
    if (kw > peak) peak = kw;
  }
  const kwh = (value: number) => rounded(value, 'energy');
  return {
    source: load.source,
    typicalShape: load.typicalShape,
    fileName: load.fileName,
    partial: load.partial,
    stepMinutes: load.series.stepMinutes,
    annualKwh: kwh((energy * load.series.stepMinutes) / 60),
    peakKw: rounded(peak, 'loadKw'),
    pvOnly: {
      pvToLoad: kwh(pvOnly.pvToLoad),
      pvToGrid: kwh(pvOnly.pvToGrid),
      pvCurtailed: kwh(curtailedKwh),
      gridToLoad: kwh(pvOnly.gridToLoad),
      selfUseRatio: rounded(pvOnly.selfUseRatio * 100, 'percent'),
      selfSufficiency: rounded(pvOnly.selfSufficiency * 100, 'percent'),
    },
  };
}

/**
 * The project's load, bills, storage pages and money [FIN-6].
 *
 * @example
 * const money = projectMoney({ record, investment, costDefaults: DEFAULT_COST_ITEMS, pv, elevationM: 10,
 *   firstYearGenerationKwh: 120_000 });
 * money.bill.savings.total; // the first year's savings [currency]
 */
export function projectMoney(input: ProjectMoneyInput): ProjectMoney {
  const { record, investment } = input;
  const storageProject = record.projectBase.proType === ProjectType.energyStorage;
  const load = projectLoadOf(record, input.meterYear);
  const loadSeries = load?.series ?? zeroLoad();
  const pv = pvOnLoadSteps(record, input.pv, input.elevationM, loadSeries);
  const costItems = resolveCostItems(investment.costItems, input.costDefaults);
  const { tariff, flat } = tariffOf(input, costItems.items.electricityPriceEscalationPercentPerYear);
  const bank = storageProject ? projectBatteryBank(record) : null;
  const battery = bank && bank.usableCapacityKwh > 0 ? storageBattery(record, bank) : null;
  const years = simulateProjectYears({
    pv,
    load: loadSeries,
    tariff,
    battery,
    limits: gridLimitsOf(record.gridLimits, invertersRatedKw(record)),
    strategy: storageStrategyOf(record.storageStrategy),
    ...(bank?.ageing && { ageing: bank.ageing }),
    pvFactors: ageingFactors(
      systemLossWithDefaults(record.systemLoss).componentagingdecay,
      storageProject || billsDriveFinance(input, load) ? EQUIPMENT_LIFE_YEARS : 1,
    ),
  });
  const first = years[0]!.run;
  const bill = billSectionOf({
    currency: tariff.currency,
    tariffName:
      record.tariff?.source === 'preset' ? presetName(tariff.name, input.culture ?? 'zh-CN') : tariff.name,
    tariffKind: flat ? 'flat' : 'project',
    withoutPv: first.bills.withoutPv,
    withPv: first.bills.pvOnly,
    withPvAndBattery: storageProject ? first.bills.withBattery : null,
    pvCurtailedKwh: {
      withPv: first.pvOnlyCurtailedKwh,
      withPvAndBattery: storageProject ? first.energy.pvCurtailed : null,
    },
  });
  const pvOnlySums = storageProject ? null : flowSumsOf(first.flows, loadSeries).annual;
  const southern = engineSite(record.mapLocation).latitude < 0;
  const storage =
    storageProject && bank
      ? storageSectionOf({ record, bank, battery, years, pv, load: loadSeries, tariff, southern })
      : null;
  const selfUse =
    storageProject && bank && load
      ? isHourlyStorageYearOfBefore(record, load, bank)
        ? selfUseReport(projectStorageYear(record, input.pv.hourlyKwh))
        : selfUseReport({ bank, year: { dispatch: flowSumsOf(first.flows, loadSeries) } })
      : null;
  const loadSection = load
    ? loadSectionOf(load, pvOnlySums ?? pvOnlyAnnual(first), first.pvOnlyCurtailedKwh)
    : null;
  return {
    load: loadSection,
    bill,
    storage,
    selfUse,
    finance: financeOf(input, years, { load, flat, costItems, bank }),
  };
}

/** PV alone's sums of a storage year, from its energy and its bill without the battery. */
function pvOnlyAnnual(year: ReturnType<typeof simulateProjectYears>[number]['run']) {
  const e = year.energy;
  const pvToGrid = year.bills.pvOnly.byPeriod.reduce((sum, p) => sum + p.exportKwh, 0);
  const gridToLoad = year.bills.pvOnly.byPeriod.reduce((sum, p) => sum + p.importKwh, 0);
  const pvToLoad = e.load - gridToLoad;
  return {
    pv: e.pv,
    load: e.load,
    pvToLoad,
    pvToBattery: 0,
    batteryToLoad: 0,
    pvToGrid,
    gridToLoad,
    batteryLosses: 0,
    selfUseRatio: e.pv > 0 ? pvToLoad / e.pv : 0,
    selfSufficiency: e.load > 0 ? pvToLoad / e.load : 0,
  };
}

/**
 * Whether the cash flow follows the bills: asked for, and not a grid-connected project of before
 * (no load, tariff, limits or items: the single-price cash flow, every kWh exported).
 */
function billsDriveFinance(input: ProjectMoneyInput, load: ProjectLoad | null): boolean {
  const { record, investment } = input;
  if (!investment.needInvestment) return false;
  return !(
    record.projectBase.proType === ProjectType.gridConnected &&
    !load &&
    !record.tariff &&
    !record.gridLimits &&
    !investment.costItems
  );
}

function financeOf(
  input: ProjectMoneyInput,
  years: ReturnType<typeof simulateProjectYears>,
  parts: {
    load: ProjectLoad | null;
    flat: boolean;
    costItems: ReturnType<typeof resolveCostItems>;
    bank: BatteryBank | null;
  },
): FinanceReport | null {
  const { record, investment } = input;
  if (!investment.needInvestment) return null;
  // A grid-connected project of before keeps the single-price cash flow; only its first year is billed.
  if (!billsDriveFinance(input, parts.load))
    return projectFinance(record, investment, input.firstYearGenerationKwh, null);
  const bills = billsFinance(years, {
    investment,
    costItems: parts.costItems,
    capacityKw: record.projectBase.proCapacityKw,
    bank: parts.bank && parts.bank.nominalCapacityKwh > 0 ? parts.bank : null,
    flatTariff: parts.flat,
    tariffRate: input.tariffRate ?? 1,
  });
  return reportFinance({
    investment,
    proType: record.projectBase.proType,
    capacityKw: record.projectBase.proCapacityKw,
    batteryCapacityKwh: parts.bank?.nominalCapacityKwh ?? 0,
    firstYearGenerationKwh: input.firstYearGenerationKwh,
    ageingPerYear: systemLossWithDefaults(record.systemLoss).componentagingdecay,
    bills,
  });
}
