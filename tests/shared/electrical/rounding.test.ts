import { describe, expect, it } from 'vitest';
import { roundToDecimals } from '../../../shared/electrical/rounding';

describe('roundToDecimals', () => {
  it('rounds a binary-inexact half up: 1.005 → 1.01 (Math.round(100.49999…) would give 1)', () => {
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
  });

  it('rounds 2.675 → 2.68 and 1.095 → 1.1', () => {
    expect(roundToDecimals(2.675, 2)).toBe(2.68);
    expect(roundToDecimals(1.095, 2)).toBe(1.1);
  });

  it('rounds halves away from zero for negative values', () => {
    expect(roundToDecimals(-1.005, 2)).toBe(-1.01);
  });

  it('keeps 3 decimals for sums', () => {
    expect(roundToDecimals(0.1 + 0.2, 3)).toBe(0.3);
  });

  it('rounds very small numbers written in exponent form', () => {
    expect(roundToDecimals(1e-7, 2)).toBe(0);
    expect(roundToDecimals(4.5e-3, 2)).toBe(0);
    expect(roundToDecimals(5e-3, 2)).toBe(0.01);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundToDecimals(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roundToDecimals(Number.NaN, 2)).toBeNaN();
  });
});
