import { describe, expect, it } from 'vitest';
import {
  airmassAbsolute,
  airmassRelativeKastenYoung1989,
  pressureFromElevation,
} from '../../../shared/pv/atmosphere';

// Expected values: pvlib-python tests/test_atmosphere.py (test_alt2pres, test_airmass
// 'kastenyoung1989', test_get_absolute_airmass), tolerance as there (atol 0.001).
describe('pressureFromElevation', () => {
  it('reproduces pvlib alt2pres', () => {
    const expected = [102532.073, 101324.999, 89874.75, 35600.496];
    [-100, 0, 1000, 8000].forEach((elevation, i) => {
      expect(Math.abs(pressureFromElevation(elevation) - expected[i]!)).toBeLessThan(0.001);
    });
  });
});

describe('airmassRelativeKastenYoung1989', () => {
  it('reproduces pvlib get_relative_airmass', () => {
    const expected = [36.467, 5.586, 1.0];
    [89.9, 80, 0].forEach((zenith, i) => {
      expect(Math.abs(airmassRelativeKastenYoung1989(zenith) - expected[i]!)).toBeLessThan(0.001);
    });
  });

  it('is NaN with the sun below the horizon', () => {
    expect(airmassRelativeKastenYoung1989(100)).toBeNaN();
    expect(airmassRelativeKastenYoung1989(Number.NaN)).toBeNaN();
  });
});

describe('airmassAbsolute', () => {
  it('scales by pressure as pvlib get_absolute_airmass', () => {
    const expected = [35.529, 1.776, 0.887];
    [40, 2, 0.999].forEach((relative, i) => {
      expect(Math.abs(airmassAbsolute(relative, 90_000) - expected[i]!)).toBeLessThan(0.001);
    });
    expect(airmassAbsolute(2)).toBe(2);
  });
});
