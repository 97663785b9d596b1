import { convertInvestmentCurrency, convertMoney, defaultCurrencyCode } from '@pvd/shared/finance/currency';
import { defaultInvestment, type InvestmentData } from '@pvd/shared/finance/investment';
import { describe, expect, it } from 'vitest';

const CNY = { code: 'CNY', symbol: '¥', name: 'Renminbi', rate: 7.1 };
const USD = { code: 'USD', symbol: '$', name: 'US dollar', rate: 1 };

function projectInCny(): InvestmentData {
  return {
    ...defaultInvestment(),
    electricitySalesSubsidyYears: 20,
    sellingPriceOnExpiryOfTheFeedInTariff: 0.35,
    needLoan: true,
    loanDetails: { proportion: 70, interestRate: 4.9, years: 10 },
  };
}

describe('defaultCurrencyCode', () => {
  it('chooses CNY for a Chinese browser language', () => {
    expect(defaultCurrencyCode('zh-CN')).toBe('CNY');
    expect(defaultCurrencyCode('zh')).toBe('CNY');
    expect(defaultCurrencyCode('ZH-tw')).toBe('CNY');
  });

  it('chooses USD for any other or unknown language', () => {
    expect(defaultCurrencyCode('en-US')).toBe('USD');
    expect(defaultCurrencyCode('zha')).toBe('USD');
    expect(defaultCurrencyCode('')).toBe('USD');
    expect(defaultCurrencyCode(undefined)).toBe('USD');
  });
});

describe('convertMoney', () => {
  it('multiplies by new rate / old rate and keeps 3 decimals', () => {
    // 8 CNY × 1 / 7.1 = 1.126760… → 1.127 USD
    expect(convertMoney(8, 7.1, 1)).toBe(1.127);
    // 0.42 CNY × 1 / 7.1 = 0.059154… → 0.059 USD
    expect(convertMoney(0.42, 7.1, 1)).toBe(0.059);
    // 100 USD × 7.1 / 1 = 710 CNY
    expect(convertMoney(100, 1, 7.1)).toBe(710);
  });

  it('rejects zero, negative or missing rates', () => {
    expect(() => convertMoney(1, 0, 1)).toThrow(RangeError);
    expect(() => convertMoney(1, 1, -2)).toThrow(RangeError);
    expect(() => convertMoney(1, Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('convertInvestmentCurrency', () => {
  it('converts every money amount, 3 decimals, and sets the new currency', () => {
    // Act
    const usd = convertInvestmentCurrency(projectInCny(), CNY, USD);
    // Assess: each amount × 1 / 7.1, worked out by hand
    expect(usd.currency).toBe('USD');
    expect(usd.totalCost).toBe(1.127); // 8 / 7.1 = 1.12676
    expect(usd.electricityPrice).toBe(0.141); // 1 / 7.1 = 0.140845
    expect(usd.onGridElectricityPrice).toBe(0.059); // 0.42 / 7.1 = 0.059155
    expect(usd.electricitySalesSubsidy).toBe(0.059);
    expect(usd.sellingPriceOnExpiryOfTheFeedInTariff).toBe(0.049); // 0.35 / 7.1 = 0.049296
    expect(usd.installationAllowance).toBe(0.07); // 0.5 / 7.1 = 0.070423
  });

  it('leaves the years fields and the loan percentages alone', () => {
    const usd = convertInvestmentCurrency(projectInCny(), CNY, USD);
    expect(usd.electricitySalesSubsidyYears).toBe(20);
    expect(usd.loanDetails).toEqual({ proportion: 70, interestRate: 4.9, years: 10 });
  });

  it('keeps a null price after expiry null', () => {
    const data = { ...projectInCny(), sellingPriceOnExpiryOfTheFeedInTariff: null };
    expect(convertInvestmentCurrency(data, CNY, USD).sellingPriceOnExpiryOfTheFeedInTariff).toBeNull();
  });

  it('recomputes the total cost as the sum of the converted expenses when they are shown', () => {
    // Prepare: 4 + 1 + 2.5 = 7.5 CNY/W, but the stored total (8) disagrees
    const data = projectInCny();
    data.chargeDetailsShow = true;
    data.chargeDetails = { ...data.chargeDetails, component: 4, inverter: 1, battery: 2.5 };
    // Act
    const usd = convertInvestmentCurrency(data, CNY, USD);
    // Assess: 4/7.1 = 0.563380 → 0.563; 1/7.1 → 0.141; 2.5/7.1 = 0.352113 → 0.352
    expect(usd.chargeDetails.component).toBe(0.563);
    expect(usd.chargeDetails.inverter).toBe(0.141);
    expect(usd.chargeDetails.battery).toBe(0.352);
    expect(usd.totalCost).toBe(1.056); // 0.563 + 0.141 + 0.352
  });

  it('converts the total cost itself when the expenses are hidden', () => {
    const data = projectInCny();
    data.chargeDetails = { ...data.chargeDetails, component: 4 };
    expect(convertInvestmentCurrency(data, CNY, USD).totalCost).toBe(1.127);
  });

  it('does not change the data it was given', () => {
    const data = projectInCny();
    convertInvestmentCurrency(data, CNY, USD);
    expect(data).toEqual(projectInCny());
  });
});
