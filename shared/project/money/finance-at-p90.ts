/**
 * The finance at P90 [UNC-6]: the project's money run again with every hour's PV, and so every
 * year's energy, scaled by P90/P50, the figures a bank's conservative case reads beside the P50's.
 */
import type { FinanceAtP90 } from '../report/yield-uncertainty';
import { type ProjectMoneyInput, projectMoney } from './project-money';

/**
 * Payback, NPV and IRR with the PV scaled by `factor`; null when the investment pages are not
 * asked for.
 * @param input what the P50's money was computed from
 * @param factor P90/P50 of one year [-]
 */
export function financeAtP90(input: ProjectMoneyInput, factor: number): FinanceAtP90 | null {
  if (!input.investment.needInvestment) return null;
  const hourlyKwh = input.pv.hourlyKwh.map((kwh) => kwh * factor);
  const { finance } = projectMoney({
    ...input,
    pv: { ...input.pv, hourlyKwh },
    firstYearGenerationKwh: input.firstYearGenerationKwh * factor,
  });
  if (!finance) return null;
  return {
    paybackYear: finance.paybackYear,
    paybackYears: finance.paybackYears,
    netPresentValue: finance.netPresentValue,
    internalRateOfReturn: finance.internalRateOfReturn,
  };
}
