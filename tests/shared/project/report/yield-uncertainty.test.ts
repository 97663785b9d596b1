/**
 * A project's P50/P90/P99 [UNC-1]: its own budget items over the climate source's defaults
 * [UNC-2] [UNC-7], the zone or an entered σ_iav [UNC-3], worked by hand.
 */
import { uncertaintyBudgetOf, uncertaintyInput } from '@pvd/shared/project/record/uncertainty';
import { p90Factor, yieldUncertaintyOf } from '@pvd/shared/project/report/yield-uncertainty';
import { describe, expect, it } from 'vitest';

describe('uncertaintyInput [UNC-7]', () => {
  it('takes items within 0-50 % (ageing 0-2 %/year), a zone and σ_iav 0-20 %', () => {
    const ok = uncertaintyInput.safeParse({
      budget: { irradiation: 6, degradation: 0.5, soiling: null },
      climateZone: 'arid',
      interannualSigmaPercent: '3.5',
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.interannualSigmaPercent).toBe(3.5);
  });

  it.each([
    [{ budget: { irradiation: -1 } }, ['budget', 'irradiation'], 'notNegative'],
    [{ budget: { moduleRating: 51 } }, ['budget', 'moduleRating'], 'tooLarge'],
    [{ budget: { degradation: 2.5 } }, ['budget', 'degradation'], 'tooLarge'],
    [{ interannualSigmaPercent: 21 }, ['interannualSigmaPercent'], 'tooLarge'],
    [{ climateZone: 'polar' }, ['climateZone'], 'invalidValue'],
  ])('refuses %j at its field', (value, path, message) => {
    const result = uncertaintyInput.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path, message });
  });
});

describe('uncertaintyBudgetOf', () => {
  it("fills the items the project leaves out with its climate source's defaults", () => {
    expect(uncertaintyBudgetOf({ budget: { irradiation: 6, snow: 1.5 } }, 'nasa-power')).toEqual({
      irradiation: 6,
      transposition: 3,
      moduleRating: 3,
      soiling: 2,
      snow: 1.5,
      simulationModel: 3,
      degradation: 0.25,
    });
    expect(uncertaintyBudgetOf(undefined, 'nasa-power').irradiation).toBe(8);
    expect(uncertaintyBudgetOf(null, 'clear-sky-estimate').irradiation).toBe(15);
  });
});

describe('yieldUncertaintyOf', () => {
  it('works a NASA POWER project at 23.5° N (just beyond the tropics: temperate) by hand', () => {
    // σ_budget² = 8² + 3² + 3² + 2² + 0² + 3² = 64 + 9 + 9 + 4 + 9 = 95; σ_iav = 4 % (temperate)
    // σ₁ = √(95 + 16) = √111 = 10.5357 %; P90 = 20 000 × (1 − 1.2816 × 0.105357) = 17 299.5 kWh
    const figures = yieldUncertaintyOf({ section: null, source: 'nasa-power', latitude: 23.5, p50: 20_000 });
    expect(figures.sigmaPercent).toBeCloseTo(10.5357, 4);
    expect(Math.abs(figures.p90 - 17_299.5)).toBeLessThan(1);
    expect(figures).toMatchObject({ climateZone: 'temperate', interannualBasis: 'zone', financeAtP90: null });
    expect(p90Factor(figures)).toBeCloseTo(17_299.5 / 20_000, 4);
  });

  it("takes the project's zone and entered σ_iav", () => {
    const entered = yieldUncertaintyOf({
      section: { interannualSigmaPercent: 0, climateZone: 'arid' },
      source: 'pvgis-tmy',
      latitude: 23,
      p50: 1000,
    });
    // σ = √56 = 7.4833 % without the year-to-year part
    expect(entered.sigmaPercent).toBeCloseTo(7.4833, 4);
    expect(entered).toMatchObject({
      climateZone: 'arid',
      interannualBasis: 'entered',
      interannualSigmaPercent: 0,
    });
  });

  it('has a factor of 1 without energy', () => {
    expect(p90Factor({ p50: 0, p90: 0 })).toBe(1);
  });
});
