/**
 * The investment items' values on the investment step [FIN-6]: the stated defaults in the
 * project's currency (the placeholders), the items after a field's change (an emptied field
 * leaves the item out, so it takes its default), the items a project type shows, and the battery
 * priced twice (an itemised per-W battery price in the cost per W and the battery's own cost per
 * kWh, which the figures add: docs/investment-items.md).
 */
import { type CostItems, type CostItemsInput, DEFAULT_COST_ITEMS } from '@pvd/shared/finance/cost-items';
import { type CurrencyOption, costItemsInCurrency } from '@pvd/shared/finance/currency';
import { defaultInvestment } from '@pvd/shared/finance/investment';
import type { InvestmentValues } from './investment-values';
import { numberOf } from './investment-values';

export type CostItemKey = keyof CostItems;

/** The items of every project, in the form's order. */
const SYSTEM_ITEMS = [
  'pvOperationPercentPerYear',
  'insurancePercentPerYear',
  'inverterReplacementYear',
  'inverterReplacementCostPerW',
  'electricityPriceEscalationPercentPerYear',
] as const satisfies readonly CostItemKey[];

/** The battery's items, shown for storage projects only (a grid-connected project has no bank). */
const BATTERY_ITEMS = [
  'batteryCostPerKwh',
  'pcsCostPerKw',
  'batteryOperationPercentPerYear',
] as const satisfies readonly CostItemKey[];

/** The items the step shows for a project type, the battery's first. */
export function costItemKeys(storage: boolean): readonly CostItemKey[] {
  return storage ? [...BATTERY_ITEMS, ...SYSTEM_ITEMS] : SYSTEM_ITEMS;
}

/**
 * The stated defaults in `currency`, converted from the defaults' currency at the catalogue's
 * rates as the server converts them [WIZ-12]; undefined while the rates are unknown.
 */
export function costItemDefaultsIn(
  currency: string,
  currencies: readonly CurrencyOption[] | undefined,
): CostItems | undefined {
  const from = defaultInvestment().currency;
  if (currency === from) return DEFAULT_COST_ITEMS;
  const fromRate = currencies?.find((option) => option.code === from)?.rate;
  const toRate = currencies?.find((option) => option.code === currency)?.rate;
  return fromRate && toRate ? costItemsInCurrency(fromRate, toRate) : undefined;
}

/**
 * The values with one item changed: an empty field leaves the item out (its default applies);
 * a text that is no number is kept, so the schema refuses it under the field.
 */
export function withCostItem(
  values: InvestmentValues,
  key: CostItemKey,
  value: number | string,
): InvestmentValues {
  const items: Record<string, unknown> = { ...(values.costItems ?? {}) };
  if (value === '') delete items[key];
  else items[key] = value;
  return { ...values, costItems: items as CostItemsInput };
}

/** The values with the items stated (none given: every one takes its default). */
export function withStatedCostItems(values: InvestmentValues): InvestmentValues {
  return { ...values, costItems: values.costItems ?? {} };
}

/**
 * The itemised per-W battery price of a storage project whose costs are itemised with one: the
 * figures price the battery once [FIN-6], by it when no cost per kWh is stated, else by the cost
 * per kWh (the itemised price then leaves the cost per W); else undefined.
 */
export function itemisedBatteryPerW(values: InvestmentValues, storage: boolean): number | undefined {
  if (!storage || !values.chargeDetailsShow) return undefined;
  const perW = numberOf(values.chargeDetails.battery);
  return perW !== undefined && perW > 0 ? perW : undefined;
}
