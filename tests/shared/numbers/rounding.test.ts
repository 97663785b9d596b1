import { DECIMALS, rounded, roundedSum, roundHalfUp } from '@pvd/shared/numbers/rounding';
import { describe, expect, it } from 'vitest';

describe('roundHalfUp', () => {
  it('rounds the decimal the number prints as, not its binary neighbour (1.005 → 1.01)', () => {
    // Prepare: 1.005, 2.675 and 1.095 are held just below the tie (1.00499…, 2.67499…, 1.09499…),
    // so Math.round(x * 100) / 100 gives 1, 2.67 and 1.09.
    // Act / Assess
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.095, 2)).toBe(1.1);
    expect(roundHalfUp(1.45, 1)).toBe(1.5);
  });

  it('rounds the decimal value of a computed number, not its arithmetic noise', () => {
    // 0.1 + 0.2 is 0.30000000000000004; 30 × 545.55 W is 16 366.499999999998 for 16 366.5.
    expect(roundHalfUp(0.1 + 0.2, 3)).toBe(0.3);
    expect(roundHalfUp((30 * 545.55) / 1000, 3)).toBe(16.367);
  });

  it('rounds below the tie down', () => {
    expect(roundHalfUp(1.0049, 2)).toBe(1);
    expect(roundHalfUp(0.0625, 3)).toBe(0.063);
    expect(roundHalfUp(0.06249, 3)).toBe(0.062);
  });

  it('rounds halves away from zero for negative numbers, never to −0', () => {
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundHalfUp(-0.0001, 2), 0)).toBe(true);
  });

  it('rounds to tens and hundreds with negative decimals', () => {
    expect(roundHalfUp(1234.5678, -2)).toBe(1200);
    expect(roundHalfUp(1250, -2)).toBe(1300);
  });

  it('handles numbers printed in exponent notation', () => {
    expect(roundHalfUp(1.23456e-7, 9)).toBe(1.23e-7);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(4.5e-3, 2)).toBe(0);
    expect(roundHalfUp(5e-3, 2)).toBe(0.01);
    expect(roundHalfUp(1e21, 2)).toBe(1e21);
    expect(roundHalfUp(1.5e21, -21)).toBe(2e21);
  });

  it('passes NaN and infinities through', () => {
    expect(roundHalfUp(Number.NaN, 2)).toBeNaN();
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rejects decimals that are not whole numbers', () => {
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 101)).toThrow(RangeError);
  });
});

describe('the rounding rules', () => {
  it('keep the requirements’ decimals: capacity 2, sums 3, cable losses 2, money 3 [FIN-5]', () => {
    expect([DECIMALS.capacityKw, DECIMALS.sum, DECIMALS.cableLossW, DECIMALS.money]).toEqual([2, 3, 2, 3]);
    // A capacity entered in kW or MW keeps 3 decimals of kW [PRJ-7].
    expect(DECIMALS.enteredCapacityKw).toBe(3);
  });

  it('round a figure by its kind', () => {
    expect(rounded(1.2345, 'capacityKw')).toBe(1.23);
    expect(rounded(1.12676056, 'money')).toBe(1.127);
    expect(rounded(29.9376, 'cableLossW')).toBe(29.94);
  });
});

describe('roundedSum', () => {
  it('rounds the total once, as a sum by default [FIN-5]', () => {
    expect(roundedSum([0.1, 0.2])).toBe(0.3);
    expect(roundedSum([1.1, 2.2, 3.3], 'siteTemperature')).toBe(6.6);
    expect(roundedSum([0.0004, 0.0001])).toBe(0.001);
  });

  it('is 0 for no values', () => {
    expect(roundedSum([])).toBe(0);
  });
});
