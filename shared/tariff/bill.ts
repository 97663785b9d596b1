/**
 * The electricity bill of a year of grid import and export under a tariff [TAR-5]: energy
 * charges by period, a demand charge on each month's highest import, fixed charges per month,
 * less the credit for exported energy.
 */
import type { IntervalSeries } from '../load/interval-series';
import type { Tariff } from './schema';
import { type StepTariff, type StepTariffOptions, stepTariff } from './steps';

/** One period's share of the bill. */
export interface PeriodBill {
  period: string;
  /** [kWh] */
  importKwh: number;
  /** Energy charge. [currency] */
  energy: number;
  /** [kWh] */
  exportKwh: number;
  /** [currency] */
  exportCredit: number;
}

/** One month's bill. */
export interface MonthBill {
  /** 0 = January. */
  month: number;
  /** [kWh] */
  importKwh: number;
  /** [currency] */
  energy: number;
  /** Highest mean import over one step. [kW] */
  peakImportKw: number;
  /** [currency] */
  demand: number;
  /** [currency] */
  fixed: number;
  /** [kWh] */
  exportKwh: number;
  /** [currency] */
  exportCredit: number;
  /** energy + demand + fixed − exportCredit. [currency] */
  total: number;
}

/** The year's bill. All amounts [currency]. */
export interface Bill {
  energy: number;
  demand: number;
  fixed: number;
  exportCredit: number;
  /** energy + demand + fixed − exportCredit. */
  total: number;
  byPeriod: PeriodBill[];
  /** The months the series covers, in calendar order. */
  byMonth: MonthBill[];
}

function emptyMonth(month: number): MonthBill {
  return {
    month,
    importKwh: 0,
    energy: 0,
    peakImportKw: 0,
    demand: 0,
    fixed: 0,
    exportKwh: 0,
    exportCredit: 0,
    total: 0,
  };
}

/**
 * The bill of import and export steps priced by `prices` (the engine's form: one pricing, many
 * bills).
 *
 * @param prices - The tariff on the series' steps (`stepTariff`).
 * @param importKw - Mean grid import of each step (≥ 0). [kW]
 * @param exportKw - Mean grid export of each step (≥ 0). [kW]
 * @throws RangeError when the lengths differ.
 *
 * @remarks
 * With Δt the step [h]: energy = Σ p_t·import_t·Δt; export credit = Σ e_t·export_t·Δt; each
 * month m present in the series adds demand = d·max_{t∈m} import_t (the mean power over one
 * interval, as a meter's demand register reads it at that interval) and the fixed charge [TAR-5].
 */
export function billOfSteps(
  prices: StepTariff,
  importKw: ArrayLike<number>,
  exportKw: ArrayLike<number>,
): Bill {
  const steps = prices.importPrice.length;
  if (importKw.length !== steps || exportKw.length !== steps) {
    throw new RangeError(`import (${importKw.length}) and export (${exportKw.length}) need ${steps} steps`);
  }
  const dt = prices.stepHours;
  const byPeriod: PeriodBill[] = prices.periodNames.map((period) => ({
    period,
    importKwh: 0,
    energy: 0,
    exportKwh: 0,
    exportCredit: 0,
  }));
  const months: (MonthBill | undefined)[] = new Array(12);
  for (let t = 0; t < steps; t++) {
    const imported = importKw[t]! * dt;
    const exported = exportKw[t]! * dt;
    const p = byPeriod[prices.period[t]!]!;
    const m = prices.month[t]!;
    if (!months[m]) months[m] = emptyMonth(m);
    const month = months[m]!;
    const energy = imported * prices.importPrice[t]!;
    const credit = exported * prices.exportPrice[t]!;
    p.importKwh += imported;
    p.energy += energy;
    p.exportKwh += exported;
    p.exportCredit += credit;
    month.importKwh += imported;
    month.energy += energy;
    month.exportKwh += exported;
    month.exportCredit += credit;
    if (importKw[t]! > month.peakImportKw) month.peakImportKw = importKw[t]!;
  }
  const byMonth = months.filter((m): m is MonthBill => m !== undefined);
  const bill: Bill = { energy: 0, demand: 0, fixed: 0, exportCredit: 0, total: 0, byPeriod, byMonth };
  for (const month of byMonth) {
    month.demand = month.peakImportKw * prices.demandChargePerKwMonth;
    month.fixed = prices.fixedPerMonth;
    month.total = month.energy + month.demand + month.fixed - month.exportCredit;
    bill.energy += month.energy;
    bill.demand += month.demand;
    bill.fixed += month.fixed;
    bill.exportCredit += month.exportCredit;
  }
  bill.total = bill.energy + bill.demand + bill.fixed - bill.exportCredit;
  return bill;
}

/**
 * The bill of a year of grid import and export [TAR-5].
 *
 * @param gridImport - Mean import of each step. [kW]
 * @param gridExport - Mean export of each step, on the same calendar. [kW]
 * @throws RangeError when the two series differ in start, interval or length.
 *
 * @example
 * const bill = billOf(tariff, gridImport, gridExport);
 * bill.total; bill.byMonth[6].demand;
 */
export function billOf(
  tariff: Tariff,
  gridImport: IntervalSeries,
  gridExport: IntervalSeries,
  options: StepTariffOptions = {},
): Bill {
  if (
    gridImport.firstIntervalStart !== gridExport.firstIntervalStart ||
    gridImport.stepMinutes !== gridExport.stepMinutes
  ) {
    throw new RangeError('import and export must share their calendar (start and interval)');
  }
  const prices = stepTariff(tariff, gridImport, gridImport.kw.length, options);
  return billOfSteps(prices, gridImport.kw, gridExport.kw);
}
