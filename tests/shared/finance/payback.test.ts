import { fractionalPaybackYears, paybackYear } from '@pvd/shared/finance/payback';
import { describe, expect, it } from 'vitest';

describe('paybackYear', () => {
  it('is the first year the cumulative income is positive', () => {
    expect(paybackYear([-100, -40, 20, 80])).toBe(2);
  });

  it('does not count a cumulative income of exactly 0 as positive', () => {
    // Prepare: break-even at the end of year 2, positive from year 3
    expect(paybackYear([-100, -50, 0, 50])).toBe(3);
  });

  it('turns on the smallest positive amount', () => {
    expect(paybackYear([-100, -0.01, 0.01])).toBe(2);
  });

  it('is 0 when the project is positive from the start', () => {
    expect(paybackYear([500, 600])).toBe(0);
  });

  it('is undefined when the income never turns positive', () => {
    expect(paybackYear([-100, -50, 0])).toBeUndefined();
    expect(paybackYear([])).toBeUndefined();
  });

  it('keeps the first positive year even if a later year dips again', () => {
    expect(paybackYear([-100, 10, -5, 20])).toBe(1);
  });
});

describe('fractionalPaybackYears', () => {
  it('interpolates inside the year of the crossing', () => {
    // -40 at the end of year 1, +20 at the end of year 2: 1 + 40/60 = 1.6667
    expect(fractionalPaybackYears([-100, -40, 20, 80])).toBeCloseTo(1.666667, 6);
  });

  it('gives the break-even year when the cumulative income is exactly 0 there', () => {
    expect(fractionalPaybackYears([-100, -50, 0, 50])).toBe(2);
  });

  it('is 0 or undefined like the payback year', () => {
    expect(fractionalPaybackYears([5, 10])).toBe(0);
    expect(fractionalPaybackYears([-5, -10])).toBeUndefined();
  });
});
