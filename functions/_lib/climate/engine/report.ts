/**
 * The report data's parts: the engine's (generation, horizontal radiation, the emissions the
 * first year's generation avoids, the climate source), answered alike by queryProjectReportData
 * and the report by id, and the currency of the caller's language or of the project.
 */
import type { CurrencyOptionWithDate } from '@pvd/shared/api/catalogue-options';
import type { ClimateSource } from '@pvd/shared/api/climate';
import type { Culture } from '@pvd/shared/errors/codes';
import { defaultCurrencyCode } from '@pvd/shared/finance/currency';
import { emissionSavings } from '@pvd/shared/finance/emissions';
import { listCurrencies } from '../../db/entities/currency';
import type { ClimateData } from '../climate-data';
import type { Generation } from './generation';
import { horizontalByMonth, roundTo } from './monthly';

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

/**
 * The engine's parts of a report: the year's and the 25 years' generation [kWh], the monthly
 * horizontal irradiation [kWh/m²], the energy saving and the climate source.
 */
export function reportEngineParts(generation: Generation, climate: ClimateData, source: ClimateSource) {
  return {
    powergeneration: {
      monthlyPowerGeneration: generation.monthlyPowerGeneration,
      totalPowerGeneration: generation.totalPowerGeneration,
      yearlyPowerGeneration: generation.yearlyPowerGeneration,
    },
    horizontalradiation: horizontalByMonth(climate.derived().ghiMonthly),
    energySaving: energySavingOf(generation.totalPowerGeneration),
    source,
  };
}
