/**
 * The investment items [FIN-6]: a project saved before them keeps every item at 0 but the
 * battery's own cost (a battery is never free); a project that gives some takes the stated
 * defaults for the rest (docs/investment-items.md); the money items follow the currency [WIZ-12].
 */
import { DEFAULT_COST_ITEMS, resolveCostItems } from '@pvd/shared/finance/cost-items';
import { convertInvestmentCurrency, costItemsInCurrency } from '@pvd/shared/finance/currency';
import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import { describe, expect, it } from 'vitest';

describe('resolveCostItems', () => {
  it('gives a project saved before the items the battery’s default cost and nothing else', () => {
    const resolved = resolveCostItems(undefined);
    expect(resolved).toMatchObject({ stated: false, batteryCostIsDefault: true });
    expect(resolved.items).toEqual({
      ...DEFAULT_COST_ITEMS,
      pvOperationPercentPerYear: 0,
      batteryOperationPercentPerYear: 0,
      insurancePercentPerYear: 0,
      inverterReplacementYear: 0,
      inverterReplacementCostPerW: 0,
      electricityPriceEscalationPercentPerYear: 0,
    });
    expect(resolved.items.batteryCostPerKwh).toBe(800);
  });

  it('fills what a project leaves out with the stated defaults, and keeps its own', () => {
    const resolved = resolveCostItems({ batteryCostPerKwh: 650, insurancePercentPerYear: 0.4 });
    expect(resolved).toMatchObject({ stated: true, batteryCostIsDefault: false });
    expect(resolved.items).toEqual({
      ...DEFAULT_COST_ITEMS,
      batteryCostPerKwh: 650,
      insurancePercentPerYear: 0.4,
    });
  });
});

describe('the items in another currency', () => {
  it('converts the money items by the rates, 3 decimals, and leaves shares and years', () => {
    // 7.1 CNY a USD: 800 CNY/kWh is 112.676 USD/kWh, 0.15 CNY/W is 0.021 USD/W.
    const usd = costItemsInCurrency(7.1, 1);
    expect(usd).toMatchObject({
      batteryCostPerKwh: 112.676,
      inverterReplacementCostPerW: 0.021,
      pcsCostPerKw: 0,
    });
    expect(usd.pvOperationPercentPerYear).toBe(1);
    expect(usd.inverterReplacementYear).toBe(12);
    const converted = convertInvestmentCurrency(
      investmentOrDefaults({ costItems: { batteryCostPerKwh: 710, insurancePercentPerYear: 0.3 } }),
      { rate: 7.1 },
      { code: 'USD', rate: 1 },
    );
    expect(converted.costItems).toEqual({ batteryCostPerKwh: 100, insurancePercentPerYear: 0.3 });
  });
});
