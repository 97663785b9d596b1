import { type IamModel, iamAshrae, iamFromCos, iamPhysical, iamPhysicalFromCos } from '@pvd/shared/pv/iam';
import { describe, expect, it } from 'vitest';

describe('iamPhysical', () => {
  it('reproduces pvlib test_physical (n 1.526, K·L 0.008), atol 1e-7', () => {
    const aoi = [-90, -67.5, -45, -22.5, 0, 22.5, 45, 67.5, 90];
    const expected = [0, 0.8893998, 0.98797788, 0.99926198, 1, 0.99926198, 0.98797788, 0.8893998, 0];
    aoi.forEach((angle, i) => {
      expect(Math.abs(iamPhysical(angle) - expected[i]!)).toBeLessThan(1e-7);
    });
  });

  it('is 0 with the sun behind the plane and NaN for NaN', () => {
    expect(iamPhysical(100)).toBeLessThan(1e-12);
    expect(iamPhysicalFromCos(-0.5)).toBeLessThan(1e-12);
    expect(iamPhysical(Number.NaN)).toBeNaN();
  });

  it('is 1 for a lossless cover (n = 1, L = 0), as pvlib test_physical_n1_L0', () => {
    const lossless = { refractiveIndex: 1, extinctionCoefficient: 4, glassThickness: 0 };
    for (const angle of [0, 22.5, 45, 67.5]) expect(iamPhysical(angle, lossless)).toBeCloseTo(1, 12);
  });
});

describe('iamAshrae', () => {
  it('reproduces pvlib test_ashrae (b0 0.05), atol 1e-7', () => {
    const aoi = [-90, -67.5, -45, -22.5, 0, 22.5, 45, 67.5, 89, 90];
    const expected = [0, 0.9193437, 0.97928932, 0.99588039, 1, 0.99588039, 0.97928932, 0.9193437, 0, 0];
    aoi.forEach((angle, i) => {
      expect(Math.abs(iamAshrae(angle) - expected[i]!)).toBeLessThan(1e-7);
    });
    expect(iamAshrae(Number.NaN)).toBeNaN();
  });
});

describe('iamFromCos', () => {
  it('dispatches by name and treats "none" as no loss in front of the plane', () => {
    const cos45 = Math.SQRT1_2;
    expect(iamFromCos('physical', cos45)).toBeCloseTo(iamPhysical(45), 12);
    expect(iamFromCos('ashrae', cos45)).toBeCloseTo(iamAshrae(45), 12);
    expect(iamFromCos('none', cos45)).toBe(1);
    expect(iamFromCos('none', -0.1)).toBe(0);
    expect(() => iamFromCos('martin' as IamModel, cos45)).toThrow(/invalid incidence angle model/);
  });
});
