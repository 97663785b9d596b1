import {
  airmassAbsolute,
  airmassRelativeKastenYoung1989,
  kastenYoungPower,
  pressureFromElevation,
} from '@pvd/shared/pv/atmosphere';
import { describe, expect, it } from 'vitest';

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

  it('equals the published formula with a power to 1e-14 of the air mass, from 0° to 90°', () => {
    // Prepare: AM = 1 / (cos z + 0.50572 (96.07995 − z)^−1.6364), z in degrees.
    const published = (z: number) =>
      1 / (Math.cos((z * Math.PI) / 180) + 0.50572 * (96.07995 - z) ** -1.6364);
    let worst = 0;
    // Act
    for (let z = 0; z <= 90; z += 0.001) {
      worst = Math.max(worst, Math.abs(airmassRelativeKastenYoung1989(z) / published(z) - 1));
    }
    // Assess
    expect(worst).toBeLessThan(1e-14);
  });

  it('uses the cosine of the zenith the caller gives', () => {
    const zenith = 60.25;
    expect(airmassRelativeKastenYoung1989(zenith, Math.cos((zenith * Math.PI) / 180))).toBe(
      airmassRelativeKastenYoung1989(zenith),
    );
    expect(airmassRelativeKastenYoung1989(zenith, 0.5)).not.toBe(airmassRelativeKastenYoung1989(zenith));
  });

  it('is NaN with the sun below the horizon', () => {
    expect(airmassRelativeKastenYoung1989(100)).toBeNaN();
    expect(airmassRelativeKastenYoung1989(Number.NaN)).toBeNaN();
  });
});

describe('kastenYoungPower', () => {
  it('equals x ** −1.6364 to 1e-14 of the value, by its series in [6, 97) and beyond', () => {
    // Prepare: every segment's ends and middle, and bases outside the series' range.
    const bases = [0.5, 5.999, 97, 150, 1e4];
    for (let x = 6; x < 97; x += 0.0625) bases.push(x, x + 0.0624999);
    // Act
    const worst = Math.max(...bases.map((x) => Math.abs(kastenYoungPower(x) / x ** -1.6364 - 1)));
    // Assess
    expect(worst).toBeLessThan(1e-14);
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
