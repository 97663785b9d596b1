import { discountedSum, levelizedCostOfEnergy, netPresentValue } from '@pvd/shared/finance/present-value';
import { describe, expect, it } from 'vitest';

describe('netPresentValue', () => {
  it('discounts year t by (1 + r)^t with year 0 undiscounted (numpy-financial npv example)', () => {
    // Source: numpy-financial documentation, npv: npf.npv(0.08, [-40_000, 5_000, 8_000, 12_000, 30_000])
    // = 3065.22267. By hand: -40000 + 5000/1.08 + 8000/1.1664 + 12000/1.259712 + 30000/1.36048896
    // = -40000 + 4629.630 + 6858.711 + 9525.987 + 22050.895 = 3065.223
    expect(netPresentValue(0.08, [-40000, 5000, 8000, 12000, 30000])).toBeCloseTo(3065.22267, 4);
  });

  it('is the plain sum at a zero rate', () => {
    expect(netPresentValue(0, [-100, 30, 30, 30])).toBeCloseTo(-10, 12);
  });

  it('reads typed arrays as well as arrays', () => {
    expect(netPresentValue(0.1, new Float64Array([-100, 110]))).toBeCloseTo(0, 12);
  });

  it('rejects rates at or below -100 %', () => {
    expect(() => netPresentValue(-1, [1, 2])).toThrow(RangeError);
    expect(() => netPresentValue(Number.NaN, [1, 2])).toThrow(RangeError);
  });
});

describe('discountedSum', () => {
  it('is 0 for an empty cash flow', () => {
    expect(discountedSum([], 0.05)).toBe(0);
  });
});

describe('levelizedCostOfEnergy', () => {
  it('divides discounted costs by discounted energy (hand case, 10 %, 2 years)', () => {
    // Prepare: 1000 invested, 10 a year to run, 100 kWh a year.
    // Costs: 1000 + 10/1.1 + 10/1.21 = 1000 + 9.0909 + 8.2645 = 1017.3554
    // Energy: 100/1.1 + 100/1.21 = 90.9091 + 82.6446 = 173.5537 kWh
    // LCOE = 1017.3554 / 173.5537 = 5.86190
    // Act
    const lcoe = levelizedCostOfEnergy(0.1, [1000, 10, 10], [0, 100, 100]);
    // Assess
    expect(lcoe).toBeCloseTo(5.8619, 4);
  });

  it('is cost per kWh without discounting at a zero rate', () => {
    expect(levelizedCostOfEnergy(0, [1000, 0, 0], [0, 500, 500])).toBe(1);
  });

  it('is undefined when no energy is delivered', () => {
    expect(levelizedCostOfEnergy(0.05, [1000, 0], [0, 0])).toBeUndefined();
  });
});
