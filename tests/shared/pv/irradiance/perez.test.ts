import { perez, perezClearnessBin, perezTerms } from '@pvd/shared/pv/irradiance/perez';
import { emptySkyTerms } from '@pvd/shared/pv/irradiance/sky-terms';
import { describe, expect, it } from 'vitest';
import { PVLIB_FIXTURE as F } from '../support/pvlib-irradiance-fixture';

describe('perez', () => {
  it("reproduces pvlib test_poa_components' sky diffuse on the fixture (1e-7 W/m²)", () => {
    // pvlib: [0, 31.4635077, 109.08433162, 45.45978964]
    const expected = [0, 31.4635077, 109.08433162, 45.45978964];
    for (let i = 0; i < 4; i++) {
      const sky = perez(
        40,
        180,
        F.dhi[i]!,
        F.dni[i]!,
        F.dniExtra,
        F.apparentZenith[i]!,
        F.azimuth[i]!,
        F.airmassRelative[i]!,
      );
      expect(Math.abs(sky - expected[i]!)).toBeLessThan(1e-7);
    }
  });

  it('reproduces pvlib test_perez_scalar: 109.084332 W/m²', () => {
    expect(
      perez(40, 180, 118.45831879, 939.95469881, 1321.1655834833093, 10.56413562, 144.76567754, 1.01688136),
    ).toBeCloseTo(109.084332, 6);
  });

  it('reproduces pvlib test_perez_negative_horizon (Goodwin Creek, 2019-01-01), 1e-5 W/m²', () => {
    const dni = [158, 19, 1, 0, 0];
    const dhi = [249, 165, 136, 93, 50];
    const zenith = [57.746951, 57.564205, 60.813841, 66.989435, 75.353368];
    const azimuth = [171.003315, 187.346924, 202.974357, 216.725599, 228.317233];
    const airmass = [1.869315, 1.859981, 2.044429, 2.544943, 3.900136];
    const expected = [281.410185, 152.20879, 123.867898, 82.836412, 43.517015];
    for (let i = 0; i < 5; i++) {
      expect(
        Math.abs(perez(34, 180, dhi[i]!, dni[i]!, 1414, zenith[i]!, azimuth[i]!, airmass[i]!) - expected[i]!),
      ).toBeLessThan(1e-5);
    }
  });

  it('gives 0 where pvlib gives NaN (no DHI and no DNI with the sun up; DNI missing)', () => {
    expect(perez(30, 180, 0, 0, 1360, 40, 180, 1.3)).toBe(0);
    expect(perez(30, 180, 100, Number.NaN, 1360, 40, 180, 1.3)).toBe(0);
  });

  it('gives 0 with the sun below the horizon (air mass NaN), as the reference counts it', () => {
    expect(perez(30, 180, 20, 0, 1360, 95, 180, Number.NaN)).toBe(0);
  });

  it('uses the open-ended clearest bin for DHI = 0 with beam (ε infinite)', () => {
    expect(perezClearnessBin(Number.POSITIVE_INFINITY)).toBe(7);
    expect(perez(30, 180, 0, 800, 1360, 40, 180, 1.3)).toBe(0);
  });

  it('bins the clearness at the published edges (left-closed, as numpy.digitize)', () => {
    expect(perezClearnessBin(1)).toBe(0);
    expect(perezClearnessBin(1.065)).toBe(1);
    expect(perezClearnessBin(6.19)).toBe(6);
    expect(perezClearnessBin(6.2)).toBe(7);
    expect(perezClearnessBin(-1)).toBe(-1);
    expect(perezClearnessBin(Number.NaN)).toBe(-1);
  });

  it('keeps F1 non-negative (isotropic term at most DHI/2)', () => {
    const terms = perezTerms(300, 0, 1360, 5, 1.0, emptySkyTerms());
    expect(terms.circumsolar).toBeGreaterThanOrEqual(0);
    expect(terms.isotropic).toBeLessThanOrEqual(150 + 1e-9);
  });

  it('takes the cosine of the zenith the caller gives for the circumsolar term only', () => {
    const zenith = 60;
    const computed = perezTerms(150, 600, 1360, zenith, 2, emptySkyTerms());
    const given = perezTerms(150, 600, 1360, zenith, 2, emptySkyTerms(), Math.cos((zenith * Math.PI) / 180));
    expect(given).toEqual(computed);
    const other = perezTerms(150, 600, 1360, zenith, 2, emptySkyTerms(), 0.25);
    expect(other.circumsolar).toBeCloseTo((computed.circumsolar * 0.5) / 0.25, 9);
    expect(other.isotropic).toBe(computed.isotropic);
    expect(other.horizon).toBe(computed.horizon);
  });
});
