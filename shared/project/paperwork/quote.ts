/**
 * The quote of a saved project: the investment step's itemised costs as money for this project
 * (each per W × the installed capacity), their total, and the installation allowance, in the
 * investment's currency. The exported workbook's second sheet and the report's page show it.
 */
import { installationAllowanceTotal, totalInvestment } from '../../finance/costs';
import { CHARGE_DETAIL_KEYS, type ChargeDetailKey, type InvestmentData } from '../../finance/investment';
import { rounded } from '../../numbers/rounding';
import { ProjectType } from '../record/base';

export interface QuoteSource {
  proType: ProjectType;
  /** Installed capacity from the inverters. [kW] */
  capacityKw: number;
  investment: InvestmentData;
  inverter: readonly {
    invertercount: number;
    batterynumber?: number | null;
    battery: { batterycapacity: number } | null;
  }[];
}

export interface QuoteItem {
  key: ChargeDetailKey;
  /** [currency/W] */
  pricePerW: number;
  /** [currency], 2 decimals */
  amount: number;
}

export interface Quote {
  currency: string;
  /** [kW] */
  capacityKw: number;
  /** The itemised costs given (above zero), in the form's order. */
  items: QuoteItem[];
  /** The total cost per W as entered (the items' sum when itemised). [currency/W] */
  totalCostPerW: number;
  /** Total cost × capacity, 2 decimals. [currency] */
  totalInvestment: number;
  /** The one-off allowance (per W of PV, or per Wh of battery for storage projects), 2 decimals. [currency] */
  installationAllowance: number;
}

/** Nominal battery capacity of the project: modules × module capacity over every unit. [kWh] */
export function batteryCapacityKwh(inverter: QuoteSource['inverter']): number {
  return inverter.reduce(
    (sum, group) =>
      sum + group.invertercount * (group.batterynumber ?? 0) * (group.battery?.batterycapacity ?? 0),
    0,
  );
}

/**
 * The project's quote.
 *
 * @example
 * // 10 kW at 8 per W with 0.5 per W of allowance: 80 000 invested, 5 000 allowance.
 * projectQuote({ proType: 0, capacityKw: 10, investment: investmentOrDefaults(null), inverter: [] });
 */
export function projectQuote(source: QuoteSource): Quote {
  const { investment, capacityKw } = source;
  const watts = capacityKw * 1000;
  const items = CHARGE_DETAIL_KEYS.filter((key) => investment.chargeDetails[key] > 0).map((key) => ({
    key,
    pricePerW: investment.chargeDetails[key],
    amount: rounded(investment.chargeDetails[key] * watts, 'quoteMoney'),
  }));
  const allowance = installationAllowanceTotal(investment.installationAllowance, {
    projectType: source.proType === ProjectType.energyStorage ? 1 : 0,
    capacityKw,
    batteryCapacityKwh: batteryCapacityKwh(source.inverter),
  });
  return {
    currency: investment.currency,
    capacityKw,
    items,
    totalCostPerW: investment.totalCost,
    totalInvestment: rounded(totalInvestment(investment.totalCost, capacityKw), 'quoteMoney'),
    installationAllowance: rounded(allowance, 'quoteMoney'),
  };
}
