/**
 * A project's investment data as the investment step and the report read them: the stored data, or
 * the defaults [WIZ-11] in the caller's currency (no stored data means the defaults).
 */
import type { Culture } from '@pvd/shared/errors/codes';
import { convertInvestmentCurrency, defaultCurrencyCode } from '@pvd/shared/finance/currency';
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
