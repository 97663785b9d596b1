/**
 * The bill pages of a project [TAR-5] [TAR-6]: the first year's electricity bill without PV, with
 * PV and (storage projects) with PV and the battery, each as energy charges per period, demand
 * charges per month, fixed charges and export credit, in the tariff's currency, and what PV and
 * the battery save. Money rounded as money, energy as energy (shared/numbers/rounding.ts).
 */
import * as z from 'zod';
import { rounded } from '../../numbers/rounding';
import type { Bill } from '../../tariff/bill';

const periodCharge = z.object({
  period: z.string(),
  /** [kWh] */
  importKwh: z.number(),
  /** [currency] */
  energy: z.number(),
  /** [kWh] */
  exportKwh: z.number(),
  /** [currency] */
  exportCredit: z.number(),
});

const monthCharge = z.object({
  /** 0 = January. */
  month: z.number(),
  /** [kWh] */
  importKwh: z.number(),
  /** [currency] */
  energy: z.number(),
  /** The month's highest mean import over one interval. [kW] */
  peakImportKw: z.number(),
  /** [currency] */
  demand: z.number(),
  /** [currency] */
  fixed: z.number(),
  /** [kWh] */
  exportKwh: z.number(),
  /** [currency] */
  exportCredit: z.number(),
  /** [currency] */
  total: z.number(),
});

/** One year's bill. Money [currency]. */
export const billSummary = z.object({
  /** Energy charges of the year. */
  energy: z.number(),
  /** Energy charges and export credit per period of the tariff. */
  energyByPeriod: z.array(periodCharge),
  /** Demand charges of the year. */
  demand: z.number(),
  fixed: z.number(),
  exportCredit: z.number(),
  /** energy + demand + fixed − exportCredit. */
  total: z.number(),
  /** Each month's bill, January first (demand per month here). */
  byMonth: z.array(monthCharge),
});
export type BillSummary = z.infer<typeof billSummary>;

/** The bill section of the design results and the report. */
export const billSection = z.object({
  /** ISO code of the tariff's money (the project's currency). */
  currency: z.string(),
  /** The tariff's name (a preset's in the caller's language); `flat` for the investment step's prices [TAR-4]. */
  tariffName: z.string(),
  /** 'project': the project's own tariff copy; 'flat': the investment step's prices [TAR-4]. */
  tariffKind: z.enum(['project', 'flat']),
  /** The load from the grid alone (0 for a grid-connected project without a load). */
  withoutPv: billSummary,
  /** PV to the load, the rest exported up to the limit, the rest curtailed. */
  withPv: billSummary,
  /** Storage projects: PV and the battery by the project's strategy; else null. */
  withPvAndBattery: billSummary.nullable(),
  /** PV curtailed by the export limit (and a full battery) [TAR-8], first year. [kWh] */
  pvCurtailedKwh: z.object({ withPv: z.number(), withPvAndBattery: z.number().nullable() }),
  /** The first year's savings. [currency] */
  savings: z.object({
    /** withoutPv.total − withPv.total. */
    pv: z.number(),
    /** withPv.total − withPvAndBattery.total; null without a battery. */
    battery: z.number().nullable(),
    /** withoutPv.total − (withPvAndBattery ?? withPv).total. */
    total: z.number(),
  }),
});
export type BillSection = z.infer<typeof billSection>;

const money = (value: number) => rounded(value, 'money');
const kwh = (value: number) => rounded(value, 'energy');

/**
 * A bill as the pages print it.
 *
 * @example
 * billSummaryOf(year.bills.pvOnly).total; // 12345.678 [currency]
 */
export function billSummaryOf(bill: Bill): BillSummary {
  return {
    energy: money(bill.energy),
    energyByPeriod: bill.byPeriod.map((p) => ({
      period: p.period,
      importKwh: kwh(p.importKwh),
      energy: money(p.energy),
      exportKwh: kwh(p.exportKwh),
      exportCredit: money(p.exportCredit),
    })),
    demand: money(bill.demand),
    fixed: money(bill.fixed),
    exportCredit: money(bill.exportCredit),
    total: money(bill.total),
    byMonth: bill.byMonth.map((m) => ({
      month: m.month,
      importKwh: kwh(m.importKwh),
      energy: money(m.energy),
      peakImportKw: rounded(m.peakImportKw, 'loadKw'),
      demand: money(m.demand),
      fixed: money(m.fixed),
      exportKwh: kwh(m.exportKwh),
      exportCredit: money(m.exportCredit),
      total: money(m.total),
    })),
  };
}

/** The three bills of a first year, and the savings. */
export interface FirstYearBills {
  currency: string;
  tariffName: string;
  tariffKind: 'project' | 'flat';
  withoutPv: Bill;
  withPv: Bill;
  withPvAndBattery: Bill | null;
  /** [kWh] */
  pvCurtailedKwh: { withPv: number; withPvAndBattery: number | null };
}

/** The bill section of a project's first year. */
export function billSectionOf(bills: FirstYearBills): BillSection {
  const after = bills.withPvAndBattery ?? bills.withPv;
  return {
    currency: bills.currency,
    tariffName: bills.tariffName,
    tariffKind: bills.tariffKind,
    withoutPv: billSummaryOf(bills.withoutPv),
    withPv: billSummaryOf(bills.withPv),
    withPvAndBattery: bills.withPvAndBattery ? billSummaryOf(bills.withPvAndBattery) : null,
    pvCurtailedKwh: {
      withPv: kwh(bills.pvCurtailedKwh.withPv),
      withPvAndBattery:
        bills.pvCurtailedKwh.withPvAndBattery === null ? null : kwh(bills.pvCurtailedKwh.withPvAndBattery),
    },
    savings: {
      pv: money(bills.withoutPv.total - bills.withPv.total),
      battery: bills.withPvAndBattery ? money(bills.withPv.total - bills.withPvAndBattery.total) : null,
      total: money(bills.withoutPv.total - after.total),
    },
  };
}
