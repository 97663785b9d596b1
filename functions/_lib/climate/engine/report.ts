/**
 * The report data's parts beside generation: the default currency of the caller's language and
 * the emissions the first year's generation avoids.
 */
import type { CurrencyOptionWithDate } from '@pvd/shared/api/catalogue-options';
import type { Culture } from '@pvd/shared/errors/codes';
import { defaultCurrencyCode } from '@pvd/shared/finance/currency';
import { emissionSavings } from '@pvd/shared/finance/emissions';
import { listCurrencies } from '../../db/entities/currency';
import { roundTo } from './monthly';

/**
 * The default currency (001 §4: CNY for a Chinese browser language, else USD) from the currency
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

/** The report's energy saving (001 §3): avoided CO2E, CO2, CH4, N2O [kg] and afforestation [ha]. */
export function energySavingOf(annualGenerationKwh: number) {
  const saving = emissionSavings(annualGenerationKwh);
  return {
    CO2E: roundTo(saving.co2EquivalentKg, 2),
    CO2: roundTo(saving.co2Kg, 2),
    CH4: roundTo(saving.ch4Kg, 3),
    N2O: roundTo(saving.n2oKg, 3),
    afforestationArea: roundTo(saving.afforestationAreaHa, 4),
  };
}
