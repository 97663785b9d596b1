/**
 * The flat tariff of the old single-price inputs [TAR-4]: one import price (the investment step's
 * electricity price) and one export price (its on-grid price) at every hour, no demand or fixed
 * charge. A project without a tariff of its own is billed with it, so its savings are the figures
 * it had before tariffs existed: self-consumed kWh × electricity price + exported kWh × on-grid price.
 */
import type { InvestmentData } from '../finance/investment';
import type { Tariff } from './schema';

const FLAT = 'flat';

/** The same period in every hour of every month. */
function allHours(period: string): string[][] {
  return Array.from({ length: 12 }, () => Array.from({ length: 24 }, () => period));
}

/**
 * A tariff of one price.
 *
 * @param importPrice - Price of imported energy. [currency/kWh]
 * @param exportPrice - Price paid for exported energy. [currency/kWh]
 *
 * @example
 * flatTariff(1, 0.42, 'CNY').periods.flat; // { import: 1, export: 0.42 }
 */
export function flatTariff(importPrice: number, exportPrice: number, currency: string): Tariff {
  return {
    name: 'flat',
    currency,
    periods: { [FLAT]: { import: importPrice, export: exportPrice } },
    weekday: allHours(FLAT),
  };
}

/**
 * The flat tariff of a project's investment data [TAR-4]: import at `electricityPrice`, export at
 * `onGridElectricityPrice` (the price while the feed-in tariff runs; the cash flow changes it at
 * expiry itself, shared/finance/cash-flow.ts).
 */
export function flatTariffFromInvestment(
  investment: Pick<InvestmentData, 'electricityPrice' | 'onGridElectricityPrice' | 'currency'>,
): Tariff {
  return flatTariff(investment.electricityPrice, investment.onGridElectricityPrice, investment.currency);
}
