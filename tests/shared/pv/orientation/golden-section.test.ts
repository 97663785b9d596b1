import { goldenSectionMaximum } from '@pvd/shared/pv/orientation/golden-section';
import { describe, expect, it } from 'vitest';

describe('goldenSectionMaximum', () => {
  it('finds the maximum of a unimodal function to the tolerance', () => {
    const result = goldenSectionMaximum((x) => -((x - 2.3) ** 2), 0, 5, 1e-6);
    expect(Math.abs(result.x - 2.3)).toBeLessThan(1e-6);
    expect(result.value).toBeCloseTo(0, 10);
    // log(5/1e-6)/log(1.618) ≈ 32 narrowing steps
    expect(result.evaluations).toBeLessThan(40);
  });

  it('returns an end of the bracket when the function is monotonic there', () => {
    expect(goldenSectionMaximum((x) => x, 0, 10, 1e-3).x).toBeGreaterThan(10 - 1e-3);
  });
});
