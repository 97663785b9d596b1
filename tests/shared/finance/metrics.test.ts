import { projectCashFlow } from '@pvd/shared/finance/cash-flow';
import { GRID_CONNECTED_PROJECT } from '@pvd/shared/finance/costs';
import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import { cashFlowMetrics } from '@pvd/shared/finance/metrics';
import { describe, expect, it } from 'vitest';

/** 10 000 invested, 5000 a year for 3 years: net flow [−10 000, 5000, 5000, 5000]. */
function threeYearFlow() {
  return projectCashFlow({
    investment: investmentOrDefaults({
      totalCost: 1,
      installationAllowance: 0,
      onGridElectricityPrice: 0.5,
      sellingPriceOnExpiryOfTheFeedInTariff: null,
    }),
    projectType: GRID_CONNECTED_PROJECT,
    capacityKw: 10,
    firstYearGenerationKwh: 10000,
    yearlyEnergyFactors: [1, 1, 1],
    lifeYears: 3,
  });
}

describe('cashFlowMetrics', () => {
  it('gives the NPV of the net cash flow', () => {
    // −10 000 + 5000 (1/1.1 + 1/1.21 + 1/1.331) = −10 000 + 5000 × 2.486852 = 2434.26
    expect(cashFlowMetrics(threeYearFlow(), 0.1).netPresentValue).toBeCloseTo(2434.26, 2);
  });

  it('gives the IRR of the net cash flow', () => {
    // 5000 (P/A, i, 3) = 10 000 → (P/A, i, 3) = 2; at i = 23.375 %:
    // 1/1.23375 + 1/1.23375² + 1/1.23375³ = 0.810537 + 0.656970 + 0.532498 = 2.000005
    expect(cashFlowMetrics(threeYearFlow(), 0.1).internalRateOfReturn).toBeCloseTo(0.23375, 5);
  });

  it('gives the LCOE from the investment and the generation', () => {
    // 10 000 / (10 000 kWh × 2.486852) = 0.402115 per kWh at 10 %; 10 000 / 30 000 at 0 %
    expect(cashFlowMetrics(threeYearFlow(), 0.1).levelizedCostOfEnergy).toBeCloseTo(0.402115, 6);
    expect(cashFlowMetrics(threeYearFlow(), 0).levelizedCostOfEnergy).toBeCloseTo(1 / 3, 12);
  });
});
