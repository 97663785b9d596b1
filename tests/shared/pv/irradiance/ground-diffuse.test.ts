import { DEFAULT_ALBEDO, groundDiffuse } from '@pvd/shared/pv/irradiance/ground-diffuse';
import { describe, expect, it } from 'vitest';
import { PVLIB_FIXTURE } from '../support/pvlib-irradiance-fixture';

// Expected values: pvlib-python tests/test_irradiance.py (test_get_ground_diffuse_*).
describe('groundDiffuse', () => {
  it('reproduces pvlib for albedo 0.25: 26.32000014911496 W/m²', () => {
    expect(groundDiffuse(40, 900, 0.25)).toBeCloseTo(26.32000014911496, 12);
  });

  it("reproduces pvlib's 'sand' (0.4) values on the fixture (atol 1e-4)", () => {
    const expected = [0, 3.731058, 48.778813, 12.035025];
    PVLIB_FIXTURE.ghi.forEach((ghi, i) => {
      expect(Math.abs(groundDiffuse(40, ghi, 0.4) - expected[i]!)).toBeLessThan(1e-4);
    });
  });

  it('defaults to albedo 0.2 and matches pvlib test_get_ground_diffuse_albedo_series at 45°', () => {
    expect(DEFAULT_ALBEDO).toBe(0.2);
    expect(groundDiffuse(45, 1000)).toBeCloseTo(0.2 * 0.5 * (1 - Math.SQRT2 / 2) * 1000, 10);
  });

  it('is zero on a horizontal plane or with albedo 0', () => {
    expect(groundDiffuse(0, 1000)).toBe(0);
    expect(groundDiffuse(40, 1000, 0)).toBe(0);
  });
});
