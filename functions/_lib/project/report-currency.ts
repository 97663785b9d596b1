/**
 * The report's currency: the caller's language's default (queryProjectReportData) or the
 * project's (the report by id), from the currency catalogue as the currency options list shows it.
 */
import type { CurrencyOptionWithDate } from '@pvd/shared/api/catalogue-options';
import type { Culture } from '@pvd/shared/errors/codes';
import { defaultCurrencyCode } from '@pvd/shared/finance/currency';
import { listCurrencies } from '../db/entities/currency';

/**
 * The default currency (CNY for a Chinese browser language, else USD [WIZ-11]) from the currency
 * catalogue, as the currency options list shows it; null when the catalogue lacks it.
 */
export async function defaultCurrency(culture: Culture): Promise<CurrencyOptionWithDate | null> {
  return currencyOptionOf(defaultCurrencyCode(culture), culture);
}

/** A currency of the catalogue as the options list shows it (name in `culture`); null when absent. */
export async function currencyOptionOf(
  code: string,
  culture: Culture,
): Promise<CurrencyOptionWithDate | null> {
  const currency = (await listCurrencies()).find((c) => c.code === code);
  if (!currency) return null;
  return {
    code: currency.code,
    symbol: currency.symbol,
    name: currency.name[culture],
    rate: currency.rate,
    rateDate: currency.rateDate,
  };
}
