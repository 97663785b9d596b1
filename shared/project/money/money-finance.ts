/**
 * The money of a project's years [FIN-6]: each year's income from its bills (what the load no
 * longer buys, and the export credit), the investment items beside the PV's cost per W, the
 * yearly costs, and the battery's own cash flow with its payback, NPV and IRR.
 */
import type { ResolvedCostItems } from '../../finance/cost-items';
import { totalInvestment } from '../../finance/costs';
import type { InvestmentData } from '../../finance/investment';
import { internalRateOfReturn } from '../../finance/irr';
import { DEFAULT_DISCOUNT_RATE } from '../../finance/metrics';
import { fractionalPaybackYears, paybackYear } from '../../finance/payback';
import { netPresentValue } from '../../finance/present-value';
import { rounded } from '../../numbers/rounding';
import type { Bill } from '../../tariff/bill';
import type { BillsFinance } from '../report/report-finance';
import type { BatteryBank } from '../report/report-storage';
import type { ProjectYear } from './project-years';

/** How the bills' money is read. */
export interface MoneyTerms {
  investment: InvestmentData;
  costItems: ResolvedCostItems;
  /** Installed PV capacity. [kW] */
  capacityKw: number;
  /** The battery bank; null without one. */
  bank: BatteryBank | null;
  /** The flat tariff of the investment step [TAR-4]: its export price ends with the subsidy years. */
  flatTariff: boolean;
  /** Investment currency per unit of the tariff's currency (1 when they are the same). */
  tariffRate: number;
}

const exportKwhOf = (bill: Bill) => bill.byPeriod.reduce((sum, p) => sum + p.exportKwh, 0);

/** What the year's bill after PV (and the battery) saves, split into the load's part and the export. */
function yearIncome(
  year: ProjectYear,
  terms: MoneyTerms,
): { load: number; exported: number; battery: number } {
  const { withoutPv, pvOnly, withBattery } = year.run.bills;
  const after = terms.bank ? withBattery : pvOnly;
  const inv = terms.investment;
  const expired = terms.flatTariff && year.year + 1 > inv.electricitySalesSubsidyYears;
  // The flat tariff sells at the price after expiry once the subsidy years are over, as the
  // single-price cash flow always did (shared/finance/cash-flow.ts).
  const expiryPrice = inv.sellingPriceOnExpiryOfTheFeedInTariff ?? inv.onGridElectricityPrice;
  const exported = expired ? exportKwhOf(after) * expiryPrice : after.exportCredit * terms.tariffRate;
  const load = (withoutPv.total - (after.total + after.exportCredit)) * terms.tariffRate;
  const battery = terms.bank ? (pvOnly.total - withBattery.total) * terms.tariffRate : 0;
  return { load, exported, battery };
}

/** The items' money: the PV's, the battery's and a PCS's investment. [currency] */
/**
 * The investment's parts. The battery is priced once [FIN-6]: batteries priced per W among the
 * itemised costs are part of the cost per W, so with a battery bank they leave the PV's part and
 * are the battery's own cost, unless the project states a cost per kWh, which then replaces them.
 * Without a bank the cost per W stays whole (a grid project's figures as before).
 */
function investmentsOf(terms: MoneyTerms) {
  const whole = totalInvestment(terms.investment.totalCost, terms.capacityKw);
  const { bank } = terms;
  if (!bank) return { whole, pv: whole, battery: 0, pcs: 0, batteryFromItemised: false };
  const items = terms.costItems.items;
  const itemised = terms.investment.chargeDetailsShow
    ? totalInvestment(terms.investment.chargeDetails.battery, terms.capacityKw)
    : 0;
  const batteryFromItemised = itemised > 0 && terms.costItems.batteryCostIsDefault;
  return {
    whole,
    pv: whole - itemised,
    battery: batteryFromItemised ? itemised : items.batteryCostPerKwh * bank.nominalCapacityKwh,
    pcs: items.pcsCostPerKw * bank.maxPowerKw,
    batteryFromItemised,
  };
}

/**
 * The bills' money of a project's years.
 *
 * @remarks
 * Year y: income = bill without PV − (bill after + its export credit) for the load, + the export
 * credit (flat tariff after the subsidy years: exported kWh × the price after expiry); costs =
 * PV O&M % × PV investment + battery O&M % × (battery + PCS) + insurance % × the whole
 * investment, the inverter replacement (cost per W × capacity) in its year, the battery's cost in
 * a year it is replaced. The battery's own flow: −(battery + PCS) at year 0, then each year's
 * bill with PV alone less the bill with the battery, less its O&M and replacements.
 */
export function billsFinance(years: readonly ProjectYear[], terms: MoneyTerms): BillsFinance {
  const items = terms.costItems.items;
  const invest = investmentsOf(terms);
  const whole = invest.pv + invest.battery + invest.pcs;
  const incomes = years.map((year) => yearIncome(year, terms));
  const batteryOperating = (items.batteryOperationPercentPerYear / 100) * (invest.battery + invest.pcs);
  const operating = years.map(() => (items.pvOperationPercentPerYear / 100) * invest.pv + batteryOperating);
  const insurance = years.map(() => (items.insurancePercentPerYear / 100) * whole);
  const inverterCost = totalInvestment(items.inverterReplacementCostPerW, terms.capacityKw);
  const inverterReplacement = years.map((y) =>
    y.year + 1 === items.inverterReplacementYear ? inverterCost : 0,
  );
  const batteryReplacement = years.map((y) => (y.replaced ? invest.battery : 0));
  return {
    // Beside the cost per W the cash flow counts whole: what the battery adds to it.
    additionalInvestment: invest.pv + invest.battery + invest.pcs - invest.whole,
    yearlyIncome: { selfConsumption: incomes.map((i) => i.load), exported: incomes.map((i) => i.exported) },
    yearlyCosts: { operating, insurance, inverterReplacement, batteryReplacement },
    investmentItems: {
      pv: rounded(invest.pv, 'money'),
      battery: rounded(invest.battery, 'money'),
      pcs: rounded(invest.pcs, 'money'),
      items,
      stated: terms.costItems.stated,
      batteryCostIsDefault: terms.costItems.batteryCostIsDefault && !invest.batteryFromItemised,
    },
    battery: terms.bank
      ? batteryEconomics(
          invest.battery + invest.pcs,
          incomes.map((i, y) => i.battery - batteryOperating - batteryReplacement[y]!),
          incomes[0]?.battery ?? 0,
        )
      : null,
  };
}

/** The battery's own payback, NPV and IRR from its net flow of each operating year. */
function batteryEconomics(investment: number, yearlyNet: number[], firstYearSavings: number) {
  const net = [-investment, ...yearlyNet];
  const cumulative: number[] = [];
  let running = 0;
  for (const value of net) {
    running += value;
    cumulative.push(running);
  }
  const fractional = fractionalPaybackYears(cumulative);
  const irr = internalRateOfReturn(net);
  return {
    investment: rounded(investment, 'money'),
    firstYearSavings: rounded(firstYearSavings, 'money'),
    paybackYear: paybackYear(cumulative) ?? null,
    paybackYears: fractional === undefined ? null : rounded(fractional, 'years'),
    netPresentValue: rounded(netPresentValue(DEFAULT_DISCOUNT_RATE, net), 'money'),
    internalRateOfReturn: irr === undefined || !Number.isFinite(irr) ? null : rounded(irr * 100, 'percent'),
  };
}
