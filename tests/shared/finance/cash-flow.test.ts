import { type CashFlowInput, projectCashFlow } from '@pvd/shared/finance/cash-flow';
import { ENERGY_STORAGE_PROJECT, GRID_CONNECTED_PROJECT } from '@pvd/shared/finance/costs';
import { defaultInvestment, type InvestmentData, investmentOrDefaults } from '@pvd/shared/finance/investment';
import { describe, expect, it } from 'vitest';

/** 0.6 %/year linear ageing: year t gives 1 − 0.006 (t − 1) of year 1. */
const AGEING = Array.from({ length: 25 }, (_, i) => 1 - 0.006 * i);
const NO_AGEING = new Array<number>(25).fill(1);

function gridProject(investment: Partial<InvestmentData>, extra: Partial<CashFlowInput> = {}): CashFlowInput {
  return {
    investment: investmentOrDefaults(investment),
    projectType: GRID_CONNECTED_PROJECT,
    capacityKw: 10,
    firstYearGenerationKwh: 12000,
    yearlyEnergyFactors: AGEING,
    ...extra,
  };
}

describe('projectCashFlow', () => {
  it('pays the subsidy and the on-grid price during the subsidy years, the expiry price after', () => {
    // Prepare: 10 kW at 8/W, allowance 0.5/W, 12 000 kWh in year 1, all exported,
    // 0.42 on-grid + 0.42 subsidy for 2 years, then 0.35
    const input = gridProject({
      electricitySalesSubsidyYears: 2,
      sellingPriceOnExpiryOfTheFeedInTariff: 0.35,
    });
    // Act
    const flow = projectCashFlow(input);
    // Assess, by hand:
    // year 0: 0.5 × 10 000 W − 8 × 10 000 W = 5000 − 80 000 = −75 000
    expect(flow.investment).toBe(80000);
    expect(flow.installationAllowance).toBe(5000);
    expect(flow.netCashFlow[0]).toBe(-75000);
    // year 1: 12 000 kWh × 0.42 = 5040 sold + 5040 subsidy
    expect(flow.exportIncome[1]).toBeCloseTo(5040, 9);
    expect(flow.subsidyIncome[1]).toBeCloseTo(5040, 9);
    // year 2 (last subsidy year): 12 000 × 0.994 = 11 928 kWh × 0.42 = 5009.76, twice
    expect(flow.generationKwh[2]).toBeCloseTo(11928, 9);
    expect(flow.netCashFlow[2]).toBeCloseTo(10019.52, 9);
    // year 3 (expired): 12 000 × 0.988 = 11 856 kWh × 0.35 = 4149.6, no subsidy
    expect(flow.exportIncome[3]).toBeCloseTo(4149.6, 9);
    expect(flow.subsidyIncome[3]).toBe(0);
    // cumulative after year 3: −75 000 + 10 080 + 10 019.52 + 4149.6 = −50 750.88
    expect(flow.cumulativeCashFlow[3]).toBeCloseTo(-50750.88, 9);
  });

  it('has one value per year from construction (0) to the end of the 25-year life', () => {
    const flow = projectCashFlow(gridProject({}));
    expect(flow.netCashFlow).toHaveLength(26);
    expect(flow.generationKwh[0]).toBe(0);
    expect(flow.generationKwh[25]).toBeCloseTo(12000 * (1 - 0.006 * 24), 9);
  });

  it('pays back in the first year the cumulative income is positive, not when it reaches 0', () => {
    // Prepare: 1/W × 10 kW = 10 000 invested, 10 000 kWh × 0.5 = 5000 a year, nothing else
    const input = gridProject(
      {
        totalCost: 1,
        installationAllowance: 0,
        onGridElectricityPrice: 0.5,
        sellingPriceOnExpiryOfTheFeedInTariff: null,
      },
      { firstYearGenerationKwh: 10000, yearlyEnergyFactors: NO_AGEING },
    );
    // Act
    const flow = projectCashFlow(input);
    // Assess: cumulative −10 000, −5000, 0, 5000 → payback in year 3, break-even at 2.0 years
    expect(flow.cumulativeCashFlow.slice(0, 4)).toEqual([-10000, -5000, 0, 5000]);
    expect(flow.paybackYear).toBe(3);
    expect(flow.paybackYears).toBe(2);
  });

  it('pays the defaults back in year 15 (hand case)', () => {
    // Prepare: defaults (8/W, allowance 0.5/W, 0 subsidy years, 0.42 after expiry), 10 kW,
    // 12 000 kWh every year: −75 000 + 5040 t > 0 first for t = 15 (t = 14: −4440; 15: +600)
    const input = {
      ...gridProject({}),
      investment: investmentOrDefaults(null),
      yearlyEnergyFactors: NO_AGEING,
    };
    // Act
    const flow = projectCashFlow(input);
    // Assess
    expect(flow.cumulativeCashFlow[14]).toBeCloseTo(-4440, 9);
    expect(flow.cumulativeCashFlow[15]).toBeCloseTo(600, 9);
    expect(flow.paybackYear).toBe(15);
    expect(flow.paybackYears).toBeCloseTo(14 + 4440 / 5040, 9);
  });

  it('reports no payback when the income never covers the investment', () => {
    const input = gridProject({ totalCost: 100 }, { yearlyEnergyFactors: NO_AGEING });
    const flow = projectCashFlow(input);
    expect(flow.paybackYear).toBeUndefined();
    expect(flow.paybackYears).toBeUndefined();
  });

  it('borrows part of the investment and repays it in equal instalments over the term', () => {
    // Prepare: 80 000 invested, 50 % borrowed at 0 % over 4 years → 10 000 a year
    const input = gridProject(
      { needLoan: true, loanDetails: { proportion: 50, interestRate: 0, years: 4 } },
      { yearlyEnergyFactors: NO_AGEING },
    );
    // Act
    const flow = projectCashFlow(input);
    // Assess: year 0 = 5000 allowance − 40 000 equity; years 1-4 = 5040 − 10 000; year 5 = 5040
    expect(flow.loanPrincipal).toBe(40000);
    expect(flow.netCashFlow[0]).toBe(-35000);
    expect(flow.loanRepayment.slice(0, 6)).toEqual([0, 10000, 10000, 10000, 10000, 0]);
    expect(flow.netCashFlow[1]).toBeCloseTo(-4960, 9);
    expect(flow.netCashFlow[5]).toBeCloseTo(5040, 9);
  });

  it('compounds the loan interest over the term (annuity)', () => {
    // Prepare: 0.2 kW at 5/W = 1000, all borrowed at 10 % over 5 years: (A/P, 10 %, 5) = 0.2638
    const input = gridProject(
      {
        totalCost: 5,
        installationAllowance: 0,
        needLoan: true,
        loanDetails: { proportion: 100, interestRate: 10, years: 5 },
      },
      { capacityKw: 0.2 },
    );
    // Act
    const flow = projectCashFlow(input);
    // Assess
    expect(flow.netCashFlow[0]).toBe(0);
    expect(flow.loanRepayment[5]).toBeCloseTo(263.797, 3);
    expect(flow.loanRepayment[6]).toBe(0);
  });

  it('applies the generation factor to the generation', () => {
    const flow = projectCashFlow(gridProject({}, { firstYearGenerationKwh: 10000, generationFactor: 1.1 }));
    expect(flow.generationKwh[1]).toBeCloseTo(11000, 9);
  });

  it('values self-used energy at the electricity price and exported energy at the on-grid price', () => {
    // Prepare: storage project, 60 % used on site, 30 % exported (10 % battery losses),
    // 10 000 kWh, allowance 0.5 per Wh of a 10 kWh battery
    const input: CashFlowInput = {
      investment: defaultInvestment(),
      projectType: ENERGY_STORAGE_PROJECT,
      capacityKw: 10,
      batteryCapacityKwh: 10,
      firstYearGenerationKwh: 10000,
      yearlyEnergyFactors: NO_AGEING,
      energySplit: { selfConsumedShare: 0.6, exportedShare: 0.3 },
      annualOperatingCost: 200,
    };
    // Act
    const flow = projectCashFlow(input);
    // Assess: 6000 kWh × 1 + 3000 kWh × 0.42 = 6000 + 1260; minus 200 operating cost
    expect(flow.installationAllowance).toBe(5000);
    expect(flow.selfConsumptionIncome[1]).toBeCloseTo(6000, 9);
    expect(flow.exportIncome[1]).toBeCloseTo(1260, 9);
    expect(flow.netCashFlow[1]).toBeCloseTo(7060, 9);
  });

  it('follows a shorter life when asked', () => {
    const flow = projectCashFlow(gridProject({}, { lifeYears: 10 }));
    expect(flow.cumulativeCashFlow).toHaveLength(11);
  });

  it('refuses a storage project without its energy split, and too few ageing factors', () => {
    const storage: CashFlowInput = {
      ...gridProject({}),
      projectType: ENERGY_STORAGE_PROJECT,
      batteryCapacityKwh: 5,
    };
    expect(() => projectCashFlow(storage)).toThrow(RangeError);
    expect(() => projectCashFlow(gridProject({}, { yearlyEnergyFactors: [1, 1] }))).toThrow(RangeError);
    expect(() => projectCashFlow(gridProject({}, { lifeYears: 0 }))).toThrow(RangeError);
  });
});
