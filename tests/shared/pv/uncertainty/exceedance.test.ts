import { defaultUncertaintyBudget, type UncertaintyBudget } from '@pvd/shared/pv/uncertainty/budget';
import {
  budgetSigmaPercent,
  combinedSigmaPercent,
  exceedanceYield,
  rootSumSquare,
  yieldExceedance,
} from '@pvd/shared/pv/uncertainty/exceedance';
import { describe, expect, it } from 'vitest';

/** The defaults for PVGIS's typical year (docs/uncertainty.md), written out. */
const PVGIS_BUDGET: UncertaintyBudget = {
  irradiation: 5,
  transposition: 3,
  moduleRating: 3,
  soiling: 2,
  snow: 0,
  simulationModel: 3,
  degradation: 0.25,
};

describe('P90 worked by hand: P50 = 10 000 kWh, the PVGIS defaults, σ_iav = 4 % (temperate)', () => {
  // σ_budget² = 5² + 3² + 3² + 2² + 0² + 3² = 25 + 9 + 9 + 4 + 0 + 9 = 56  → σ_budget = 7.4833 %
  // one year:  σ₁² = 56 + 4²/1 = 72                                        → σ₁ = 8.4853 %
  //   P90 = 10 000 × (1 − 1.2816 × 0.084853) = 10 000 × (1 − 0.108748) = 8 912.5 kWh
  //   P99 = 10 000 × (1 − 2.3263 × 0.084853) = 10 000 × (1 − 0.197394) = 8 026.1 kWh
  // ten years: ageing 0.25 %/yr × (10 − 1)/2 = 1.125 %, 1.125² = 1.265625;
  //   σ₁₀² = 56 + 1.265625 + 4²/10 = 56 + 1.265625 + 1.6 = 58.865625    → σ₁₀ = 7.6724 %
  //   P90₁₀ = 10 000 × (1 − 1.2816 × 0.076724) = 10 000 × (1 − 0.098330) = 9 016.7 kWh
  //   P99₁₀ = 10 000 × (1 − 2.3263 × 0.076724) = 10 000 × (1 − 0.178483) = 8 215.2 kWh
  // z rounded to 4 decimals moves the figures by < 0.1 kWh; the test allows 0.5 kWh.
  const figures = yieldExceedance(10_000, PVGIS_BUDGET, 4);

  it('combines the budget to σ₁ = 8.4853 % and σ₁₀ = 7.6724 %', () => {
    expect(figures.budgetSigmaPercent).toBeCloseTo(7.4833, 4);
    expect(figures.sigmaPercent).toBeCloseTo(8.4853, 4);
    expect(figures.sigmaTenYearPercent).toBeCloseTo(7.6724, 4);
  });

  it('gives P90 = 8 912.5 kWh, P99 = 8 026.1 kWh for one year', () => {
    expect(figures.p50).toBe(10_000);
    expect(Math.abs(figures.p90 - 8912.5)).toBeLessThan(0.5);
    expect(Math.abs(figures.p99 - 8026.1)).toBeLessThan(0.5);
  });

  it('gives P90 = 9 016.7 kWh, P99 = 8 215.2 kWh for the ten-year mean', () => {
    expect(Math.abs(figures.p90TenYear - 9016.7)).toBeLessThan(0.5);
    expect(Math.abs(figures.p99TenYear - 8215.2)).toBeLessThan(0.5);
  });

  it('is the budget the defaults give for PVGIS', () => {
    expect(defaultUncertaintyBudget('pvgis-tmy')).toEqual(PVGIS_BUDGET);
  });
});

describe('the combination', () => {
  it('root-sum-squares 3 and 4 to 5 (Pythagoras)', () => {
    expect(rootSumSquare([3, 4])).toBe(5);
    expect(rootSumSquare([])).toBe(0);
  });

  it('lets the year-to-year part fall as 1/√N and the budget stay: σ_N → σ_budget', () => {
    expect(combinedSigmaPercent(3, 4, 1)).toBe(5);
    expect(combinedSigmaPercent(0, 4, 4)).toBeCloseTo(2, 12);
    expect(combinedSigmaPercent(3, 4, 1e12)).toBeCloseTo(3, 6);
  });

  it('counts the ageing rate for a span of years only', () => {
    const ageingOnly = {
      ...PVGIS_BUDGET,
      irradiation: 0,
      transposition: 0,
      moduleRating: 0,
      soiling: 0,
      simulationModel: 0,
    };
    expect(budgetSigmaPercent(ageingOnly, 1)).toBe(0);
    // 0.25 %/yr × (25 − 1)/2 = 3 %
    expect(budgetSigmaPercent(ageingOnly, 25)).toBeCloseTo(3, 12);
  });

  it('gives P50 itself at 50 % and never a negative yield', () => {
    expect(exceedanceYield(1000, 8, 50)).toBe(1000);
    expect(exceedanceYield(1000, 80, 99)).toBe(0);
  });
});
