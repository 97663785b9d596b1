import { isotropic, isotropicTerms } from '@pvd/shared/pv/irradiance/isotropic';
import { emptySkyTerms, skyDiffuseFromTerms } from '@pvd/shared/pv/irradiance/sky-terms';
import { describe, expect, it } from 'vitest';
import { PVLIB_FIXTURE } from '../support/pvlib-irradiance-fixture';

// Expected values: pvlib-python tests/test_irradiance.py test_isotropic_float/series.
describe('isotropic', () => {
  it('reproduces pvlib for a scalar: 88.30222215594891 W/m²', () => {
    expect(isotropic(40, 100)).toBeCloseTo(88.30222215594891, 12);
  });

  it('reproduces pvlib for the fixture series (atol 1e-4)', () => {
    const expected = [0, 35.728402, 104.601328, 54.777191];
    PVLIB_FIXTURE.dhi.forEach((dhi, i) => {
      expect(Math.abs(isotropic(40, dhi) - expected[i]!)).toBeLessThan(1e-4);
    });
  });

  it('sees the whole sky when flat and half of it when vertical', () => {
    expect(isotropic(0, 150)).toBe(150);
    expect(isotropic(90, 150)).toBeCloseTo(75, 12);
  });

  it('has terms that reproduce the model on any plane', () => {
    const terms = isotropicTerms(120, emptySkyTerms());
    const tilt = (35 * Math.PI) / 180;
    expect(skyDiffuseFromTerms(terms, Math.cos(tilt), Math.sin(tilt), 0.3, false)).toBeCloseTo(
      isotropic(35, 120),
      12,
    );
  });
});
