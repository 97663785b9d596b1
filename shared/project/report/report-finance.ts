/**
 * The investment pages of a project's report: investment income and payback, pages that exist only
 * when the investment is asked for [REP-1]: the 25-year cash flow of
 * `shared/finance` from the engine's first-year generation and the project's ageing, with payback,
 * NPV, IRR and LCOE, in the investment's currency.
 */
import * as z from 'zod';
import {
  type CashFlow,
  type CashFlowInput,
  type EnergySplit,
  projectCashFlow,
  type YearlyCosts,
} from '../../finance/cash-flow';
import { costItemsInput } from '../../finance/cost-items';
import type { InvestmentData } from '../../finance/investment';
import { cashFlowMetrics, DEFAULT_DISCOUNT_RATE } from '../../finance/metrics';
import { type RoundingRule, rounded } from '../../numbers/rounding';
import { ageingFactors, EQUIPMENT_LIFE_YEARS } from '../../pv/losses/ageing';
import type { ProjectType } from '../record/base';
import type { ProjectRecord } from '../record/project';
import { systemLossWithDefaults } from '../record/system-loss';
import type { BatteryBank } from './report-storage';

/** The investment pages: money in the investment's currency [currency], 3 decimals. */
export const financeSection = z.object({
  /** ISO code of the money figures. */
  currency: z.string(),
  /** The NPV's and LCOE's discount rate. [%/year] */
  discountRate: z.number(),
  /** Total cost per W × capacity. */
  investment: z.number(),
  loanPrincipal: z.number(),
  installationAllowance: z.number(),
  /** Years 0..25 (0 = construction): the cumulative income chart and its parts. */
  cashFlow: z.object({
    /** [kWh] */
    generationKwh: z.array(z.number()),
    selfConsumptionIncome: z.array(z.number()),
    exportIncome: z.array(z.number()),
    subsidyIncome: z.array(z.number()),
    loanRepayment: z.array(z.number()),
    netCashFlow: z.array(z.number()),
    cumulativeCashFlow: z.array(z.number()),
    /** Yearly operation and maintenance, PV and battery [FIN-6]. */
    operatingCost: z.array(z.number()).optional(),
    /** Yearly insurance [FIN-6]. */
    insuranceCost: z.array(z.number()).optional(),
    /** The inverter replacement, in its year [FIN-6]. */
    inverterReplacement: z.array(z.number()).optional(),
    /** The battery's replacement at the end of its life, in its year [TAR-13]. */
    batteryReplacement: z.array(z.number()).optional(),
  }),
  /** What the investment is made of [FIN-6]: absent in figures computed before the items. */
  investmentItems: z
    .object({
      /** The PV system: total cost per W × capacity. */
      pv: z.number(),
      /** The battery's own cost: per kWh × nominal capacity. */
      battery: z.number(),
      /** A separate power conversion system: per kW × the bank's power. */
      pcs: z.number(),
      /** The items the figures took (the stated defaults where the project gives none). */
      items: costItemsInput.required(),
      /** False for a project saved before the items: only the battery's cost took its default. */
      stated: z.boolean(),
      batteryCostIsDefault: z.boolean(),
    })
    .optional(),
  /**
   * The battery's own economics [FIN-6]: its cost (and replacements, O&M) against what it saves
   * over PV alone; null without a battery.
   */
  battery: z
    .object({
      investment: z.number(),
      firstYearSavings: z.number(),
      paybackYear: z.number().nullable(),
      paybackYears: z.number().nullable(),
      netPresentValue: z.number(),
      /** [%/year] */
      internalRateOfReturn: z.number().nullable(),
    })
    .nullish(),
  /** First year the cumulative income is positive [FIN-1]; null when it never is in 25 years. */
  paybackYear: z.number().nullable(),
  /** Payback with its fraction of a year. [years] */
  paybackYears: z.number().nullable(),
  netPresentValue: z.number(),
  /** Null when the cash flow has no rate of return. [%/year] */
  internalRateOfReturn: z.number().nullable(),
  /** Null without generation. [currency/kWh] */
  levelizedCostOfEnergy: z.number().nullable(),
});
export type FinanceReport = z.infer<typeof financeSection>;

/** What the investment pages are computed from. */
export interface FinanceInput {
  /** The investment data, defaults applied. */
  investment: InvestmentData;
  proType: ProjectType;
  /** Installed PV capacity (from the inverters). [kW] */
  capacityKw: number;
  /** Nominal battery capacity, the installation allowance's basis for storage projects. [kWh] */
  batteryCapacityKwh: number;
  /** The engine's first-year AC energy, calibration included. [kWh] */
  firstYearGenerationKwh: number;
  /** Component ageing (systemLoss componentagingdecay). [%/year] */
  ageingPerYear: number;
  /** Storage projects: the dispatch's split; grid-connected projects export everything. */
  energySplit?: EnergySplit;
  /** The bills' money [FIN-6]: the items beside the cost per W and each year's income and costs. */
  bills?: BillsFinance;
}

/** What the bills give the investment pages [FIN-6]. */
export interface BillsFinance {
  /** The battery's own cost and a PCS. [currency] */
  additionalInvestment: number;
  yearlyIncome: NonNullable<CashFlowInput['yearlyIncome']>;
  yearlyCosts: YearlyCosts;
  investmentItems: NonNullable<FinanceReport['investmentItems']>;
  battery: FinanceReport['battery'];
}

const money = (values: readonly number[]) => values.map((value) => rounded(value, 'money'));
const orNull = (value: number | undefined, rule: RoundingRule) =>
  value === undefined || !Number.isFinite(value) ? null : rounded(value, rule);

/**
 * The investment pages of a project.
 *
 * @remarks The engine's generation already carries the generation factor, so the cash flow
 * takes it at 1; each year's energy is the first year's × the linear ageing factor of the
 * project's componentagingdecay, as the engine's 25-year generation. NPV and LCOE are at
 * {@link DEFAULT_DISCOUNT_RATE}.
 *
 * @example
 * reportFinance({ investment: investmentOrDefaults(null), proType: 0, capacityKw: 4.92,
 *   batteryCapacityKwh: 0, firstYearGenerationKwh: 6400, ageingPerYear: 0.6 }).paybackYear; // 14
 */
export function reportFinance(input: FinanceInput): FinanceReport {
  const flow: CashFlow = projectCashFlow({
    investment: input.investment,
    projectType: input.proType,
    capacityKw: input.capacityKw,
    batteryCapacityKwh: input.batteryCapacityKwh,
    firstYearGenerationKwh: input.firstYearGenerationKwh,
    yearlyEnergyFactors: ageingFactors(input.ageingPerYear, EQUIPMENT_LIFE_YEARS),
    energySplit: input.energySplit,
    ...(input.bills && {
      additionalInvestment: input.bills.additionalInvestment,
      yearlyIncome: input.bills.yearlyIncome,
      yearlyCosts: input.bills.yearlyCosts,
    }),
  });
  const metrics = cashFlowMetrics(flow, DEFAULT_DISCOUNT_RATE);
  return {
    currency: input.investment.currency,
    discountRate: rounded(DEFAULT_DISCOUNT_RATE * 100, 'percent'),
    investment: rounded(flow.investment, 'money'),
    loanPrincipal: rounded(flow.loanPrincipal, 'money'),
    installationAllowance: rounded(flow.installationAllowance, 'money'),
    cashFlow: {
      generationKwh: flow.generationKwh.map((value) => rounded(value, 'energy')),
      selfConsumptionIncome: money(flow.selfConsumptionIncome),
      exportIncome: money(flow.exportIncome),
      subsidyIncome: money(flow.subsidyIncome),
      loanRepayment: money(flow.loanRepayment),
      netCashFlow: money(flow.netCashFlow),
      cumulativeCashFlow: money(flow.cumulativeCashFlow),
      ...(input.bills && {
        operatingCost: money(flow.operatingCost),
        insuranceCost: money(flow.insuranceCost),
        inverterReplacement: money(flow.inverterReplacement),
        batteryReplacement: money(flow.batteryReplacement),
      }),
    },
    ...(input.bills && { investmentItems: input.bills.investmentItems, battery: input.bills.battery }),
    paybackYear: flow.paybackYear ?? null,
    paybackYears: orNull(flow.paybackYears, 'years'),
    netPresentValue: rounded(metrics.netPresentValue, 'money'),
    internalRateOfReturn: orNull(
      metrics.internalRateOfReturn === undefined ? undefined : metrics.internalRateOfReturn * 100,
      'percent',
    ),
    levelizedCostOfEnergy: orNull(metrics.levelizedCostOfEnergy, 'moneyPerKwh'),
  };
}

/**
 * The investment pages of a project record, in the investment's currency; a storage project's
 * split by its battery dispatch.
 *
 * @param firstYearGenerationKwh - The engine's first-year AC energy. [kWh]
 */
export function projectFinance(
  record: Pick<ProjectRecord, 'projectBase' | 'systemLoss'>,
  investment: InvestmentData,
  firstYearGenerationKwh: number,
  storage: { bank: BatteryBank; year: { energySplit: EnergySplit } } | null,
): FinanceReport {
  return reportFinance({
    investment,
    proType: record.projectBase.proType,
    capacityKw: record.projectBase.proCapacityKw,
    batteryCapacityKwh: storage?.bank.nominalCapacityKwh ?? 0,
    firstYearGenerationKwh,
    ageingPerYear: systemLossWithDefaults(record.systemLoss).componentagingdecay,
    energySplit: storage?.year.energySplit,
  });
}
