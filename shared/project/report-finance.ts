/**
 * The investment pages of a project's report (001 §1 "investment income, payback"; §4 "Investment
 * report pages exist only when needInvestment is true"): the 25-year cash flow of
 * `shared/finance` from the engine's first-year generation and the project's ageing, with payback,
 * NPV, IRR and LCOE, in the investment's currency.
 */
import type { FinanceReport } from '../api/project-report';
import { type CashFlow, type EnergySplit, projectCashFlow } from '../finance/cash-flow';
import type { InvestmentData } from '../finance/investment';
import { cashFlowMetrics, DEFAULT_DISCOUNT_RATE } from '../finance/metrics';
import { roundTo } from '../finance/rounding';
import { ageingFactors, EQUIPMENT_LIFE_YEARS } from '../pv/losses/ageing';
import type { ProjectType } from './base';

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
}

const money = (values: readonly number[]) => values.map((value) => roundTo(value, 3));
const orNull = (value: number | undefined, decimals: number) =>
  value === undefined || !Number.isFinite(value) ? null : roundTo(value, decimals);

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
  });
  const metrics = cashFlowMetrics(flow, DEFAULT_DISCOUNT_RATE);
  return {
    currency: input.investment.currency,
    discountRate: roundTo(DEFAULT_DISCOUNT_RATE * 100, 3),
    investment: roundTo(flow.investment, 3),
    loanPrincipal: roundTo(flow.loanPrincipal, 3),
    installationAllowance: roundTo(flow.installationAllowance, 3),
    cashFlow: {
      generationKwh: flow.generationKwh.map((value) => roundTo(value, 2)),
      selfConsumptionIncome: money(flow.selfConsumptionIncome),
      exportIncome: money(flow.exportIncome),
      subsidyIncome: money(flow.subsidyIncome),
      loanRepayment: money(flow.loanRepayment),
      netCashFlow: money(flow.netCashFlow),
      cumulativeCashFlow: money(flow.cumulativeCashFlow),
    },
    paybackYear: flow.paybackYear ?? null,
    paybackYears: orNull(flow.paybackYears, 2),
    netPresentValue: roundTo(metrics.netPresentValue, 3),
    internalRateOfReturn: orNull(
      metrics.internalRateOfReturn === undefined ? undefined : metrics.internalRateOfReturn * 100,
      2,
    ),
    levelizedCostOfEnergy: orNull(metrics.levelizedCostOfEnergy, 4),
  };
}
