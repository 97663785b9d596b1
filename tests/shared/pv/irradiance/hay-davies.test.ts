import { haydavies } from '@pvd/shared/pv/irradiance/hay-davies';
import { describe, expect, it } from 'vitest';
import { PVLIB_FIXTURE as F } from '../support/pvlib-irradiance-fixture';

describe('haydavies', () => {
  it('reproduces pvlib test_haydavies ("values from matlab 1.4 code"), atol 1e-4', () => {
    const expected = [0, 27.1775, 102.9949, 33.1909];
    for (let i = 0; i < 4; i++) {
      const sky = haydavies(40, 180, F.dhi[i]!, F.dni[i]!, F.dniExtra, F.apparentZenith[i]!, F.azimuth[i]!);
      expect(Math.abs(sky - expected[i]!)).toBeLessThan(1e-4);
    }
  });

  it('reduces to the isotropic model without beam irradiance', () => {
    expect(haydavies(30, 180, 100, 0, 1367, 40, 180)).toBeCloseTo(
      (100 * (1 + Math.cos(Math.PI / 6))) / 2,
      12,
    );
  });

  it('stays bounded near the horizon (pvlib GH 432)', () => {
    expect(haydavies(30, 180, 50, 10, 1360, 89.999, 230)).toBeLessThan(100);
  });

  it('drops the circumsolar part with the sun behind the plane', () => {
    const behind = haydavies(60, 0, 100, 800, 1360, 30, 180);
    const anisotropy = 800 / 1360;
    expect(behind).toBeCloseTo(100 * (1 - anisotropy) * 0.5 * (1 + Math.cos(Math.PI / 3)), 10);
  });
});
