import { describe, expect, it } from 'vitest';
import { roundedSum, roundTo, roundTo3 } from '../../../shared/finance/rounding';

describe('roundTo', () => {
  it('rounds the decimal the number prints as, not its binary neighbour (1.005 → 1.01)', () => {
    // Prepare: 1.005 and 2.675 are stored just below the tie (1.00499…, 2.67499…),
    // so Math.round(x * 100) / 100 gives 1 and 2.67.
    // Act / Assess
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1.45, 1)).toBe(1.5);
  });

  it('rounds below the tie down', () => {
    expect(roundTo(1.0049, 2)).toBe(1);
    expect(roundTo(0.0625, 3)).toBe(0.063);
    expect(roundTo(0.06249, 3)).toBe(0.062);
  });

  it('rounds halves away from zero for negative numbers', () => {
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('never returns negative zero', () => {
    // Act
    const result = roundTo(-0.0001, 2);
    // Assess
    expect(Object.is(result, 0)).toBe(true);
  });

  it('rounds to tens and hundreds with negative decimals', () => {
    expect(roundTo(1234.5678, -2)).toBe(1200);
    expect(roundTo(1250, -2)).toBe(1300);
  });

  it('handles numbers printed in exponent notation', () => {
    expect(roundTo(1.23456e-7, 9)).toBe(1.23e-7);
    expect(roundTo(1e21, 2)).toBe(1e21);
    expect(roundTo(1.5e21, -21)).toBe(2e21);
  });

  it('passes NaN and infinities through', () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rejects decimals that are not whole numbers', () => {
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
    expect(() => roundTo(1, 101)).toThrow(RangeError);
  });
});

describe('roundTo3', () => {
  it('keeps three decimals, the precision of converted money', () => {
    expect(roundTo3(1.12676056)).toBe(1.127);
  });
});

describe('roundedSum', () => {
  it('hides the binary noise of the additions', () => {
    // Prepare: 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    // Act / Assess
    expect(roundedSum([0.1, 0.2])).toBe(0.3);
    expect(roundedSum([1.1, 2.2, 3.3], 1)).toBe(6.6);
  });

  it('is 0 for no values', () => {
    expect(roundedSum([])).toBe(0);
  });
});
