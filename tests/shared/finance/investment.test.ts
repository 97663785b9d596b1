import {
  CHARGE_DETAIL_KEYS,
  defaultInvestment,
  EQUIPMENT_LIFE_YEARS,
  investmentOrDefaults,
} from '@pvd/shared/finance/investment';
import { describe, expect, it } from 'vitest';

describe('defaultInvestment', () => {
  it('holds the default investment data', () => {
    // Act
    const defaults = defaultInvestment();
    // Assess
    expect(defaults).toMatchObject({
      currency: 'CNY',
      totalCost: 8,
      electricityPrice: 1,
      onGridElectricityPrice: 0.42,
      electricitySalesSubsidy: 0.42,
      electricitySalesSubsidyYears: 0,
      installationAllowance: 0.5,
    });
  });

  it('defaults the price after expiry to the on-grid price, so only the subsidy ends', () => {
    const defaults = defaultInvestment();
    expect(defaults.sellingPriceOnExpiryOfTheFeedInTariff).toBe(defaults.onGridElectricityPrice);
  });

  it('has twelve itemised expenses, all zero', () => {
    const defaults = defaultInvestment();
    expect(CHARGE_DETAIL_KEYS).toHaveLength(12);
    expect(Object.values(defaults.chargeDetails)).toEqual(new Array(12).fill(0));
  });

  it('returns a fresh object each time', () => {
    const first = defaultInvestment();
    first.chargeDetails.component = 3;
    expect(defaultInvestment().chargeDetails.component).toBe(0);
  });

  it('uses an equipment life of 25 years', () => {
    expect(EQUIPMENT_LIFE_YEARS).toBe(25);
  });
});

describe('investmentOrDefaults', () => {
  it('gives the defaults for null investment data', () => {
    expect(investmentOrDefaults(null)).toEqual(defaultInvestment());
    expect(investmentOrDefaults(undefined)).toEqual(defaultInvestment());
  });

  it('keeps stored values and fills the missing ones, also inside the loan and expense blocks', () => {
    // Act
    const data = investmentOrDefaults({
      totalCost: 4.5,
      electricityPrice: undefined,
      loanDetails: { proportion: 70, interestRate: 4.9, years: 10 },
      chargeDetails: { ...defaultInvestment().chargeDetails, battery: 1.2 },
    });
    // Assess
    expect(data.totalCost).toBe(4.5);
    expect(data.electricityPrice).toBe(1);
    expect(data.loanDetails).toEqual({ proportion: 70, interestRate: 4.9, years: 10 });
    expect(data.chargeDetails.battery).toBe(1.2);
    expect(data.chargeDetails.component).toBe(0);
  });

  it('keeps an explicit null price after expiry (meaning: keep the on-grid price)', () => {
    expect(
      investmentOrDefaults({ sellingPriceOnExpiryOfTheFeedInTariff: null })
        .sellingPriceOnExpiryOfTheFeedInTariff,
    ).toBeNull();
  });
});
