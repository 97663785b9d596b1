import {
  acPowerFromLossCoefficients,
  EUROPEAN_EFFICIENCY_WEIGHTS,
  europeanEfficiency,
  fitInverterLossCoefficients,
  inverterEfficiencyAt,
} from '@pvd/shared/pv/power/inverter-efficiency-curve';
import { describe, expect, it } from 'vitest';

function peakOf(coefficients: ReturnType<typeof fitInverterLossCoefficients>): number {
  let best = 0;
  for (let p = 0.01; p <= 1; p += 0.001) best = Math.max(best, inverterEfficiencyAt(coefficients, p));
  return best;
}

describe('fitInverterLossCoefficients', () => {
  it.each([
    [0.986, 0.983],
    [0.98, 0.975],
    [0.972, 0.965],
    [0.96, 0.94],
  ])('reproduces η_max %f and η_EU %f', (maxEfficiency, euro) => {
    const coefficients = fitInverterLossCoefficients(maxEfficiency, euro);
    expect(europeanEfficiency(coefficients)).toBeCloseTo(euro, 9);
    expect(peakOf(coefficients)).toBeCloseTo(maxEfficiency, 6);
    expect(coefficients.selfConsumption).toBeGreaterThanOrEqual(0);
    expect(coefficients.linear).toBeGreaterThanOrEqual(-1e-12);
  });

  it('uses the EN 50530 weights, which sum to 1', () => {
    expect(EUROPEAN_EFFICIENCY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)).toBeCloseTo(1, 12);
  });

  it('gives a flat curve when the European efficiency is not below the maximum', () => {
    const coefficients = fitInverterLossCoefficients(0.97, 0.97);
    expect(inverterEfficiencyAt(coefficients, 0.05)).toBeCloseTo(0.97, 12);
    expect(inverterEfficiencyAt(coefficients, 1)).toBeCloseTo(0.97, 12);
  });

  it('has lower efficiency at 5 % load than at 50 % (no-load loss)', () => {
    const coefficients = fitInverterLossCoefficients(0.984, 0.98);
    expect(inverterEfficiencyAt(coefficients, 0.05)).toBeLessThan(inverterEfficiencyAt(coefficients, 0.5));
  });

  it('rejects efficiencies outside (0, 1]', () => {
    expect(() => fitInverterLossCoefficients(98.4, 98)).toThrow(/efficiency must be in/);
    expect(() => fitInverterLossCoefficients(0.98, 0)).toThrow(/efficiency must be in/);
  });
});

describe('acPowerFromLossCoefficients', () => {
  const coefficients = fitInverterLossCoefficients(0.984, 0.98);

  it('inverts the loss model: AC + losses(AC) = DC', () => {
    for (const load of [0.05, 0.3, 0.8]) {
      const ac = load * 5000;
      const dc = ac / inverterEfficiencyAt(coefficients, load);
      expect(acPowerFromLossCoefficients(dc, 5000, coefficients)).toBeCloseTo(ac, 8);
    }
  });

  it('clips at the rated AC power and stays off below the no-load loss', () => {
    expect(acPowerFromLossCoefficients(20_000, 5000, coefficients)).toBe(5000);
    expect(acPowerFromLossCoefficients(coefficients.selfConsumption * 5000 * 0.5, 5000, coefficients)).toBe(
      0,
    );
    expect(acPowerFromLossCoefficients(0, 5000, coefficients)).toBe(0);
  });
});
