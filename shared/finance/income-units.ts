/**
 * Units of the cumulative income chart [FIN-4]: 'k' (thousand) above 999, 'w' (万, ten
 * thousand) above 9999. The chart shows one unit for the whole series, chosen from its
 * largest magnitude, so bars stay comparable.
 */
import { roundHalfUp } from '../numbers/rounding';

/** '' (plain), 'k' (×1000) or 'w' (万, ×10 000). The label text is the web's business. */
export type IncomeUnit = '' | 'k' | 'w';

/** An income ready to display: value in `unit`. */
export interface DisplayIncome {
  value: number;
  unit: IncomeUnit;
}

const DIVISOR: Record<IncomeUnit, number> = { '': 1, k: 1000, w: 10000 };

/**
 * The unit for an amount: 'w' when |amount| > 9999, 'k' when |amount| > 999, else ''.
 * Negative amounts (the years before payback) use their magnitude.
 *
 * @param amount - Money amount. [currency]
 *
 * @example
 * incomeUnitFor(999); // ''
 * incomeUnitFor(1000); // 'k'
 * incomeUnitFor(10000); // 'w'
 */
export function incomeUnitFor(amount: number): IncomeUnit {
  const magnitude = Math.abs(amount);
  if (magnitude > 9999) return 'w';
  if (magnitude > 999) return 'k';
  return '';
}

/**
 * Expresses an amount in a unit, rounded for display.
 *
 * @param amount - Money amount. [currency]
 * @param unit - Unit to express it in; default: the amount's own (`incomeUnitFor`).
 * @param decimals - Decimals kept, default 2.
 *
 * @example
 * formatIncome(12345); // { value: 1.23, unit: 'w' }
 * formatIncome(-1500); // { value: -1.5, unit: 'k' }
 */
export function formatIncome(
  amount: number,
  unit: IncomeUnit = incomeUnitFor(amount),
  decimals = 2,
): DisplayIncome {
  return { value: roundHalfUp(amount / DIVISOR[unit], decimals), unit };
}

/**
 * Expresses a whole series (e.g. the 25-year cumulative income) in the one unit of its
 * largest magnitude.
 *
 * @param amounts - Money amounts. [currency]
 * @param decimals - Decimals kept, default 2.
 * @returns The unit and the values in it.
 *
 * @example
 * formatIncomeSeries([-80000, -5000, 2000]); // { unit: 'w', values: [-8, -0.5, 0.2] }
 */
export function formatIncomeSeries(
  amounts: ArrayLike<number>,
  decimals = 2,
): { unit: IncomeUnit; values: number[] } {
  let largest = 0;
  for (let i = 0; i < amounts.length; i++) largest = Math.max(largest, Math.abs(amounts[i]!));
  const unit = incomeUnitFor(largest);
  return { unit, values: Array.from(amounts, (amount) => formatIncome(amount, unit, decimals).value) };
}
