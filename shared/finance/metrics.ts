/**
 * Investment measures of a project's cash flow: NPV, IRR and LCOE.
 */
import type { CashFlow } from './cash-flow';
import { internalRateOfReturn } from './irr';
import { levelizedCostOfEnergy, netPresentValue } from './present-value';

/**
 * Discount rate of the report's NPV and LCOE when the project gives none. No requirement names a
 * rate (the investment step [WIZ-11] asks for none); 6 %/year is a usual cost of capital for a
 * small PV owner, and the report prints the rate beside the figures so they are never read
 * without it. [1/year]
 */
export const DEFAULT_DISCOUNT_RATE = 0.06;

/** The three measures, for one discount rate. */
export interface CashFlowMetrics {
  /** Net present value of the owner's net cash flow. [currency] */
  netPresentValue: number;
  /** Internal rate of return of the owner's net cash flow, or undefined. [1/year] */
  internalRateOfReturn: number | undefined;
  /** Levelized cost of energy of the project, or undefined without generation. [currency/kWh] */
  levelizedCostOfEnergy: number | undefined;
}

/**
 * NPV and IRR of the owner's net cash flow (equity, allowance, income, loan instalments), and
 * the LCOE of the project.
 *
 * @param flow - Result of `projectCashFlow`.
 * @param discountRate - Discount rate as a fraction, e.g. 0.06. [1/year]
 *
 * @remarks
 * The LCOE is the project's cost of energy, independent of how it is paid for and of
 * subsidies: costs are the whole investment at year 0 and the operating costs, energy the
 * yearly generation (`levelizedCostOfEnergy`). Loan interest and the installation allowance
 * stay out of it; the discount rate stands for the cost of capital.
 *
 * @example
 * cashFlowMetrics(projectCashFlow(input), 0.06).internalRateOfReturn;
 */
export function cashFlowMetrics(flow: CashFlow, discountRate: number): CashFlowMetrics {
  // Every cost of the owner's plant counts, replacements included [FIN-6].
  const costs = flow.operatingCost.map(
    (operating, t) =>
      operating + flow.insuranceCost[t]! + flow.inverterReplacement[t]! + flow.batteryReplacement[t]!,
  );
  costs[0] = flow.investment;
  return {
    netPresentValue: netPresentValue(discountRate, flow.netCashFlow),
    internalRateOfReturn: internalRateOfReturn(flow.netCashFlow),
    levelizedCostOfEnergy: levelizedCostOfEnergy(discountRate, costs, flow.generationKwh),
  };
}
