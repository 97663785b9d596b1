/**
 * A project's investment data as the investment step and the report read them: the stored data, or
 * the defaults [WIZ-11] in the caller's currency (no stored data means the defaults).
 */
import type { Culture } from '@pvd/shared/errors/codes';
import { type CostItems, DEFAULT_COST_ITEMS } from '@pvd/shared/finance/cost-items';
import {
  convertInvestmentCurrency,
  costItemsInCurrency,
  defaultCurrencyCode,
} from '@pvd/shared/finance/currency';
import { defaultInvestment, type InvestmentData } from '@pvd/shared/finance/investment';
import type { InvestmentInput } from '@pvd/shared/project/record/investment';
import { listCurrencies } from '../db/entities/currency';

/**
 * The defaults [WIZ-11] (in CNY) in the caller's default currency (CNY for zh-CN, else
 * USD): every money amount × the catalogue's rate ratio, 3 decimals, years untouched
 * (`convertInvestmentCurrency`). Left in CNY when the catalogue lacks either currency.
 */
export async function defaultInvestmentFor(culture: Culture): Promise<InvestmentData> {
  const defaults = defaultInvestment();
  const code = defaultCurrencyCode(culture);
  if (code === defaults.currency) return defaults;
  const currencies = await listCurrencies();
  const from = currencies.find((currency) => currency.code === defaults.currency);
  const to = currencies.find((currency) => currency.code === code);
  return from && to ? convertInvestmentCurrency(defaults, from, to) : defaults;
}

/**
 * The stored investment (`isDefault` false), or the defaults in the caller's currency (true).
 *
 * @example
 * await projectInvestment(null, 'en'); // { currency: 'USD', totalCost: 1.126, …, isDefault: true }
 */
export async function projectInvestment(
  stored: InvestmentInput | null,
  culture: Culture,
): Promise<InvestmentData & { isDefault: boolean }> {
  if (stored) return { ...stored, isDefault: false };
  return { ...(await defaultInvestmentFor(culture)), isDefault: true };
}

/** The currency the investment items' defaults are stated in (docs/investment-items.md). */
const COST_ITEMS_CURRENCY = 'CNY';

/**
 * The rates the project's money is converted by [WIZ-12]: the investment items' defaults [FIN-6]
 * in the investment's currency, and the investment currency per unit of the tariff's (1 when they
 * are the same or the catalogue lacks either).
 */
export async function moneyRates(
  investmentCurrency: string,
  tariffCurrency: string,
): Promise<{ costDefaults: CostItems; tariffRate: number }> {
  if (investmentCurrency === COST_ITEMS_CURRENCY && tariffCurrency === investmentCurrency)
    return { costDefaults: DEFAULT_COST_ITEMS, tariffRate: 1 };
  const currencies = await listCurrencies();
  const rateOf = (code: string) => currencies.find((currency) => currency.code === code)?.rate;
  const investmentRate = rateOf(investmentCurrency);
  const cnyRate = rateOf(COST_ITEMS_CURRENCY);
  const tariffRate = rateOf(tariffCurrency);
  return {
    costDefaults:
      investmentRate && cnyRate ? costItemsInCurrency(cnyRate, investmentRate) : DEFAULT_COST_ITEMS,
    tariffRate: investmentRate && tariffRate ? investmentRate / tariffRate : 1,
  };
}
