import { internalRateOfReturn } from '@pvd/shared/finance/irr';
import { netPresentValue } from '@pvd/shared/finance/present-value';
import { describe, expect, it } from 'vitest';

describe('internalRateOfReturn', () => {
  it('reproduces the numpy-financial example: irr([-100, 39, 59, 55, 20]) = 0.28095', () => {
    // Source: numpy-financial documentation, irr, "round(npf.irr([-100, 39, 59, 55, 20]), 5)" → 0.28095
    // Act
    const irr = internalRateOfReturn([-100, 39, 59, 55, 20]);
    // Assess
    expect(irr).toBeCloseTo(0.28095, 5);
    expect(netPresentValue(irr!, [-100, 39, 59, 55, 20])).toBeCloseTo(0, 8);
  });

  it('finds 10 % for 100 invested and 110 returned after a year', () => {
    expect(internalRateOfReturn([-100, 110])).toBeCloseTo(0.1, 10);
  });

  it('finds negative rates: 100 invested, 50 returned is -50 %', () => {
    expect(internalRateOfReturn([-100, 50])).toBeCloseTo(-0.5, 10);
  });

  it('returns the root closest to zero when the flow changes sign twice', () => {
    // Prepare: -100 + 230 x - 132 x² = 0 with x = 1/(1+r) has roots r = 10 % and r = 20 %
    // Act / Assess
    expect(internalRateOfReturn([-100, 230, -132])).toBeCloseTo(0.1, 10);
  });

  it('solves a 25-year project flow to an NPV of zero', () => {
    // Prepare: 80 000 invested, 7000 a year for 25 years
    const flows = [-80000, ...new Array(25).fill(7000)];
    // Act
    const irr = internalRateOfReturn(flows)!;
    // Assess: 7000 · (P/A, i, 25) = 80 000 gives i ≈ 7.4 %
    expect(netPresentValue(irr, flows)).toBeCloseTo(0, 6);
    expect(irr).toBeGreaterThan(0.07);
    expect(irr).toBeLessThan(0.08);
  });

  it('is undefined when the flow never changes sign', () => {
    expect(internalRateOfReturn([100, 20, 30])).toBeUndefined();
    expect(internalRateOfReturn([-100, -20, -30])).toBeUndefined();
    expect(internalRateOfReturn([0, 0, 0])).toBeUndefined();
  });

  it('is undefined when the investment is never recovered even at -99 %', () => {
    // -100 + 0.5/(1+r): zero at r = -99.5 %, below the scanned range
    expect(internalRateOfReturn([-100, 0.5])).toBeUndefined();
  });
});
