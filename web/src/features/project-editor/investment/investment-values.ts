/**
 * The investment step's values [WIZ-11] [WIZ-12]: the data the
 * form shows (the draft's, else the defaults in the default currency of the site's
 * language), the next body after a change (the whole record written, so a null record's
 * defaults become the project's own), the currency conversion and the itemised total.
 */

import { totalCostFromChargeDetails } from '@pvd/shared/finance/costs';
import type { CurrencyOption } from '@pvd/shared/finance/currency';
import { convertInvestmentCurrency, defaultCurrencyCode } from '@pvd/shared/finance/currency';
import {
  CHARGE_DETAIL_KEYS,
  type ChargeDetailKey,
  type ChargeDetails,
  defaultInvestment,
  type InvestmentData,
  investmentOrDefaults,
} from '@pvd/shared/finance/investment';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';

/**
 * The investment as the form holds it: the shared data, where a number field may hold the text
 * typed while it is no number (the schema refuses it under the field with its message).
 */
export type InvestmentValues = InvestmentData;

/** The money fields of the form (converted on a currency change). */
export const PRICE_FIELDS = [
  'electricityPrice',
  'onGridElectricityPrice',
  'electricitySalesSubsidy',
] as const;

/**
 * The defaults [WIZ-11] in the default currency of `language` (CNY for Chinese, else USD),
 * converted at the catalogue's rates like the server's defaults; CNY while the rates are unknown.
 */
export function defaultInvestmentIn(language: string, currencies: readonly CurrencyOption[] | undefined) {
  const defaults = defaultInvestment();
  const code = defaultCurrencyCode(language);
  const from = currencies?.find((currency) => currency.code === defaults.currency);
  const to = currencies?.find((currency) => currency.code === code);
  return code !== defaults.currency && from && to ? convertInvestmentCurrency(defaults, from, to) : defaults;
}

/** What the form shows: the draft's investment (missing fields defaulted), else the defaults. */
export function investmentValues(
  investment: ProjectInputBody['investment'],
  language: string,
  currencies: readonly CurrencyOption[] | undefined,
): InvestmentValues {
  // The nested blocks may be partial too: investmentOrDefaults fills them field by field.
  return investment
    ? investmentOrDefaults(investment as Partial<InvestmentData>)
    : defaultInvestmentIn(language, currencies);
}

/** A number field's number, or undefined while it holds text. */
export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The itemised total (3 decimals), or undefined while an item holds no number. */
export function itemisedTotal(details: ChargeDetails): number | undefined {
  const numbers = CHARGE_DETAIL_KEYS.map((key) => numberOf(details[key]));
  if (numbers.some((value) => value === undefined)) return undefined;
  return totalCostFromChargeDetails(details);
}

/**
 * The values with the itemised costs switched on or off [WIZ-11]. Switched on while no item holds
 * an amount, the total typed so far becomes the item 'other': the items sum to the total, so the
 * recomputed total keeps what the user typed (it was zeroed) and the user splits it from there.
 */
export function withItemising(values: InvestmentValues, on: boolean): InvestmentValues {
  const total = numberOf(values.totalCost);
  const noItems = itemisedTotal(values.chargeDetails) === 0;
  if (!on || !noItems || !total) return { ...values, chargeDetailsShow: on };
  return { ...values, chargeDetailsShow: true, chargeDetails: { ...values.chargeDetails, other: total } };
}

/**
 * Every money amount × the new rate / the old rate, 3 decimals, years and percentages untouched
 * [WIZ-12]. The total cost is not recomputed here: the form does it 500 ms later when the costs
 * are itemised. Fields holding text are kept as typed.
 */
export function convertCurrency(
  values: InvestmentValues,
  from: CurrencyOption | undefined,
  to: CurrencyOption,
): InvestmentValues {
  if (!from) return { ...values, currency: to.code };
  const numeric = structuredClone(values);
  const texts: [path: string[], text: unknown][] = [];
  const visit = (record: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string' && key !== 'currency') {
        texts.push([[...path, key], value]);
        record[key] = 0;
      } else if (value && typeof value === 'object') visit(value as Record<string, unknown>, [...path, key]);
    }
  };
  visit(numeric as unknown as Record<string, unknown>, []);
  const converted = convertInvestmentCurrency({ ...numeric, chargeDetailsShow: false }, from, to);
  converted.chargeDetailsShow = values.chargeDetailsShow;
  for (const [path, text] of texts) {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>(
        (record, key) => record[key] as Record<string, unknown>,
        converted as unknown as Record<string, unknown>,
      );
    parent[path.at(-1)!] = text;
  }
  return converted;
}

/** The body with the investment replaced. */
export function withInvestment(body: ProjectInputBody, investment: InvestmentValues): ProjectInputBody {
  return { ...body, investment };
}

export type ChargeKey = ChargeDetailKey;
