import {
  isTranspositionModel,
  skyDiffuseTerms,
  TRANSPOSITION_MODELS,
  type TranspositionModel,
  totalIrradiance,
} from '@pvd/shared/pv/irradiance/sky-diffuse';
import { emptySkyTerms } from '@pvd/shared/pv/irradiance/sky-terms';
import { describe, expect, it } from 'vitest';
import { PVLIB_FIXTURE as F } from '../support/pvlib-irradiance-fixture';

describe('totalIrradiance', () => {
  it('reproduces pvlib test_poa_components (Perez, tilt 40°, albedo 0.4), 1e-7 W/m²', () => {
    // pvlib rows: poa_global, poa_direct, poa_diffuse, poa_sky_diffuse, poa_ground_diffuse
    const expected = [
      [0, 0, 0, 0, 0],
      [35.19456561, 0, 35.19456561, 31.4635077, 3.73105791],
      [956.18253696, 798.31939281, 157.86314414, 109.08433162, 48.77881252],
      [90.99624896, 33.50143401, 57.49481495, 45.45978964, 12.03502531],
    ];
    for (let i = 0; i < 4; i++) {
      const poa = totalIrradiance({
        surfaceTilt: 40,
        surfaceAzimuth: 180,
        solarZenith: F.apparentZenith[i]!,
        solarAzimuth: F.azimuth[i]!,
        ghi: F.ghi[i]!,
        dni: F.dni[i]!,
        dhi: F.dhi[i]!,
        dniExtra: F.dniExtra,
        airmassRelative: F.airmassRelative[i]!,
        albedo: 0.4,
        model: 'perez',
      });
      const actual = [poa.poaGlobal, poa.poaDirect, poa.poaDiffuse, poa.poaSkyDiffuse, poa.poaGroundDiffuse];
      actual.forEach((value, k) => {
        expect(Math.abs(value - expected[i]![k]!)).toBeLessThan(1e-7);
      });
    }
  });

  it.each(TRANSPOSITION_MODELS)(
    'stays finite and bounded with the sun at the horizon (%s, pvlib GH 432)',
    (model) => {
      const poa = totalIrradiance({
        surfaceTilt: 30,
        surfaceAzimuth: 180,
        solarZenith: 89.999,
        solarAzimuth: 230,
        ghi: 51,
        dni: 10,
        dhi: 50,
        dniExtra: 1360,
        airmassRelative: 12,
        model,
      });
      expect(poa.poaSkyDiffuse).toBeLessThan(100);
      expect(Number.isFinite(poa.poaGlobal)).toBe(true);
    },
  );

  it('computes the air mass from the zenith when none is given', () => {
    const args = {
      surfaceTilt: 32,
      surfaceAzimuth: 180,
      solarZenith: 10,
      solarAzimuth: 180,
      dni: 1000,
      ghi: 1100,
      dhi: 100,
      dniExtra: 1400,
    };
    const implicit = totalIrradiance({ ...args, model: 'perez' });
    const explicit = totalIrradiance({ ...args, model: 'perez', airmassRelative: 1.0152 });
    expect(implicit.poaGlobal).toBeCloseTo(explicit.poaGlobal, 2);
  });

  it('defaults to Perez and albedo 0.2', () => {
    const args = {
      surfaceTilt: 32,
      surfaceAzimuth: 180,
      solarZenith: 30,
      solarAzimuth: 170,
      dni: 800,
      ghi: 850,
      dhi: 150,
      dniExtra: 1400,
    };
    expect(totalIrradiance(args)).toEqual(totalIrradiance({ ...args, model: 'perez', albedo: 0.2 }));
  });
});

describe('skyDiffuseTerms', () => {
  it('rejects an unknown model name', () => {
    const sky = { dhi: 100, dni: 500, dniExtra: 1360, solarZenith: 30, airmassRelative: 1.15 };
    expect(() => skyDiffuseTerms('klucher' as TranspositionModel, sky, emptySkyTerms())).toThrow(
      /invalid transposition model/,
    );
  });

  it('recognises the model names', () => {
    expect(isTranspositionModel('haydavies')).toBe(true);
    expect(isTranspositionModel('hay-davies')).toBe(false);
  });
});
