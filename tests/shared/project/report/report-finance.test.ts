import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import { reportFinance } from '@pvd/shared/project/report/report-finance';
import { describe, expect, it } from 'vitest';

/** 10 kW at 1 per W, no allowance, 10 000 kWh a year sold at 0.5: −10 000, then +5000 a year. */
const simple = {
  investment: investmentOrDefaults({
    currency: 'USD',
    totalCost: 1,
    installationAllowance: 0,
    onGridElectricityPrice: 0.5,
    sellingPriceOnExpiryOfTheFeedInTariff: null,
  }),
  proType: 0 as const,
  capacityKw: 10,
  batteryCapacityKwh: 0,
  firstYearGenerationKwh: 10_000,
  ageingPerYear: 0,
};

describe('reportFinance', () => {
  it('gives the cash flow, payback, NPV, IRR and LCOE of a hand-worked grid project', () => {
    // Act
    const finance = reportFinance(simple);
    // Assess
    expect(finance).toMatchObject({
      currency: 'USD',
      discountRate: 6,
      investment: 10_000,
      installationAllowance: 0,
    });
    expect(finance.cashFlow.netCashFlow.slice(0, 4)).toEqual([-10_000, 5000, 5000, 5000]);
    expect(finance.cashFlow.cumulativeCashFlow.slice(0, 4)).toEqual([-10_000, -5000, 0, 5000]);
    expect(finance.cashFlow.netCashFlow).toHaveLength(26);
    // [FIN-1]: the first year the cumulative income is positive (0 is not yet).
    expect(finance.paybackYear).toBe(3);
    expect(finance.paybackYears).toBe(2);
    // NPV at 6 %: −10 000 + 5000 × (1 − 1.06^−25) / 0.06 = −10 000 + 5000 × 12.783356 = 53 916.78.
    expect(finance.netPresentValue).toBeCloseTo(53_916.78, 1);
    // IRR: 5000 × (P/A, i, 25) = 10 000; (P/A, 50 %, 25) = 2 × (1 − 1.5^−25) = 1.99992, so i ≈ 50 %.
    expect(finance.internalRateOfReturn).toBeCloseTo(50, 1);
    // LCOE: 10 000 / (10 000 kWh × 12.783356) = 0.0782 per kWh.
    expect(finance.levelizedCostOfEnergy).toBeCloseTo(0.0782, 4);
  });

  it('ages the generation linearly by the project’s componentagingdecay, as the engine’s 25 years', () => {
    const finance = reportFinance({ ...simple, ageingPerYear: 0.6 });
    expect(finance.cashFlow.generationKwh[1]).toBe(10_000);
    expect(finance.cashFlow.generationKwh[2]).toBe(9940);
    expect(finance.cashFlow.generationKwh[25]).toBe(10_000 * (1 - 24 * 0.006));
  });

  it('pays a storage project’s allowance per Wh of battery and its income by the dispatch’s split', () => {
    // Act: 10 kWh of batteries at 0.5 per Wh; 60 % used on site at 1, 30 % exported at 0.5.
    const finance = reportFinance({
      ...simple,
      investment: investmentOrDefaults({
        ...simple.investment,
        installationAllowance: 0.5,
        electricityPrice: 1,
      }),
      proType: 1,
      batteryCapacityKwh: 10,
      energySplit: { selfConsumedShare: 0.6, exportedShare: 0.3 },
    });
    // Assess
    expect(finance.installationAllowance).toBe(5000);
    expect(finance.cashFlow.netCashFlow[0]).toBe(-5000);
    expect(finance.cashFlow.selfConsumptionIncome[1]).toBe(6000);
    expect(finance.cashFlow.exportIncome[1]).toBe(1500);
  });

  it('answers null payback and IRR when the income never pays the investment back', () => {
    const finance = reportFinance({ ...simple, firstYearGenerationKwh: 10 });
    expect(finance.paybackYear).toBeNull();
    expect(finance.paybackYears).toBeNull();
    expect(finance.netPresentValue).toBeLessThan(0);
  });
});
