/**
 * Currency options and the conversion of a project's money amounts when its currency changes
 * [WIZ-12].
 */

import { rounded } from '../numbers/rounding';
import { COST_ITEM_MONEY_KEYS, type CostItems, type CostItemsInput, DEFAULT_COST_ITEMS } from './cost-items';
import { totalCostFromChargeDetails } from './costs';
import { CHARGE_DETAIL_KEYS, type ChargeDetails, type InvestmentData } from './investment';

/** One entry of queryCurrencyOptions. */
export interface CurrencyOption {
  /** ISO 4217 code, e.g. 'CNY'. */
  code: string;
  /** Display symbol, e.g. '¥'. */
  symbol: string;
  /** Display name. */
  name: string;
  /**
   * Units of this currency per unit of the catalogue's reference currency, so an amount
   * moves from currency a to b as amount × b.rate / a.rate. [currency/reference unit]
   */
  rate: number;
}

/** Currency for a new project: CNY for a Chinese browser language, else USD [WIZ-11]. */
export function defaultCurrencyCode(browserLanguage: string | null | undefined): 'CNY' | 'USD' {
  return /^zh\b/i.test(browserLanguage?.trim() ?? '') ? 'CNY' : 'USD';
}

/**
 * Converts one money amount between currencies, rounded as money: 3 decimals [WIZ-12] [FIN-5].
 *
 * @param amount - Amount in the old currency. [old currency]
 * @param oldRate - Rate of the old currency (see `CurrencyOption.rate`).
 * @param newRate - Rate of the new currency.
 * @returns amount × newRate / oldRate, rounded to 3 decimals. [new currency]
 * @throws RangeError when a rate is not a positive finite number.
 *
 * @example
 * convertMoney(8, 1, 0.14); // 1.12
 */
export function convertMoney(amount: number, oldRate: number, newRate: number): number {
  for (const rate of [oldRate, newRate]) {
    if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`currency rate must be > 0, got ${rate}`);
  }
  return rounded((amount * newRate) / oldRate, 'money');
}

/**
 * Converts every money amount of the investment data to a new currency [WIZ-12].
 *
 * @remarks
 * Converted: totalCost, electricityPrice, onGridElectricityPrice, electricitySalesSubsidy,
 * sellingPriceOnExpiryOfTheFeedInTariff, installationAllowance and the twelve itemised
 * expenses. Not converted: the years fields (electricitySalesSubsidyYears, loan years) [WIZ-12],
 * and the loan proportion and interest rate, which are percentages, not money.
 * When the itemised expenses are shown, the total cost is then set to their sum (the form
 * recomputes it 500 ms after the change [WIZ-11]; the delay is the form's business).
 *
 * @example
 * convertInvestmentCurrency(data, { code: 'CNY', symbol: '¥', name: 'Yuan', rate: 7.1 },
 *   { code: 'USD', symbol: '$', name: 'Dollar', rate: 1 });
 */
export function convertInvestmentCurrency(
  data: InvestmentData,
  from: Pick<CurrencyOption, 'rate'>,
  to: Pick<CurrencyOption, 'code' | 'rate'>,
): InvestmentData {
  const convert = (amount: number) => convertMoney(amount, from.rate, to.rate);
  const chargeDetails = {} as ChargeDetails;
  for (const key of CHARGE_DETAIL_KEYS) chargeDetails[key] = convert(data.chargeDetails[key]);
  const expiryPrice = data.sellingPriceOnExpiryOfTheFeedInTariff;
  const converted: InvestmentData = {
    ...data,
    currency: to.code,
    totalCost: convert(data.totalCost),
    electricityPrice: convert(data.electricityPrice),
    onGridElectricityPrice: convert(data.onGridElectricityPrice),
    electricitySalesSubsidy: convert(data.electricitySalesSubsidy),
    sellingPriceOnExpiryOfTheFeedInTariff: expiryPrice === null ? null : convert(expiryPrice),
    installationAllowance: convert(data.installationAllowance),
    loanDetails: { ...data.loanDetails },
    chargeDetails,
    ...(data.costItems && { costItems: convertedCostItems(data.costItems, convert) }),
  };
  if (data.chargeDetailsShow) converted.totalCost = totalCostFromChargeDetails(chargeDetails);
  return converted;
}

/**
 * The stated investment items' defaults [FIN-6] (in CNY) in another currency [WIZ-12]: the money
 * items converted by the two rates, shares and years untouched.
 *
 * @param cnyRate - The rate of CNY (see `CurrencyOption.rate`).
 * @param toRate - The rate of the investment's currency.
 */
export function costItemsInCurrency(cnyRate: number, toRate: number): CostItems {
  const out = { ...DEFAULT_COST_ITEMS };
  for (const key of COST_ITEM_MONEY_KEYS) out[key] = convertMoney(DEFAULT_COST_ITEMS[key], cnyRate, toRate);
  return out;
}

function convertedCostItems(items: CostItemsInput, convert: (amount: number) => number): CostItemsInput {
  const out = { ...items };
  for (const key of COST_ITEM_MONEY_KEYS) if (out[key] !== undefined) out[key] = convert(out[key]);
  return out;
}
