import { exceedanceQuantile, standardNormalQuantile } from '@pvd/shared/pv/uncertainty/inverse-normal';
import { describe, expect, it } from 'vitest';

/**
 * Quantiles of the standard normal distribution, as scipy.stats.norm.ppf gives them (Debian's
 * scipy; they agree with Abramowitz & Stegun's Table 26.5 to its printed digits). Acklam's
 * approximation claims a relative error below 1.15e-9.
 */
const SCIPY_QUANTILES: ReadonlyArray<[probability: number, quantile: number]> = [
  [0.5, 0],
  [0.75, 0.6744897501960817],
  [0.9, 1.2815515655446004],
  [0.95, 1.6448536269514722],
  [0.975, 1.959963984540054],
  [0.99, 2.3263478740408408],
  [0.999, 3.090232306167813],
  [0.03, -1.880793608151251],
  [0.02, -2.053748910631823],
  [0.01, -2.3263478740408408],
  [1e-6, -4.753424308822899],
];

describe('standardNormalQuantile (Acklam 2003)', () => {
  it.each(SCIPY_QUANTILES)('Φ⁻¹(%s) matches scipy within a relative 1.2e-9', (probability, quantile) => {
    const z = standardNormalQuantile(probability);
    expect(Math.abs(z - quantile)).toBeLessThanOrEqual(1.2e-9 * Math.max(1, Math.abs(quantile)));
  });

  it('is −∞ at 0, +∞ at 1 and NaN outside [0, 1]', () => {
    expect(standardNormalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(standardNormalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(standardNormalQuantile(-0.1)).toBeNaN();
    expect(standardNormalQuantile(1.1)).toBeNaN();
    expect(standardNormalQuantile(Number.NaN)).toBeNaN();
  });

  it('is odd around ½ across the switch to the tails (p = 0.02425)', () => {
    for (const p of [0.0242, 0.02425, 0.0243, 0.3]) {
      expect(standardNormalQuantile(1 - p)).toBeCloseTo(-standardNormalQuantile(p), 8);
    }
  });
});

describe('exceedanceQuantile', () => {
  it('gives the z of P90 and P99 the requirement states (1.2816, 2.3263) to 4 decimals', () => {
    expect(exceedanceQuantile(90)).toBeCloseTo(1.2816, 4);
    expect(exceedanceQuantile(99)).toBeCloseTo(2.3263, 4);
    expect(exceedanceQuantile(50)).toBe(0);
  });
});
