import { type TranspositionModel, totalIrradiance } from '@pvd/shared/pv/irradiance/sky-diffuse';
import {
  annualPoaGlobal,
  buildTranspositionBasis,
  planeGeometry,
  poaIrradiation,
  transpositionBasisFor,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);

/** Reference: per-record totalIrradiance summed, the pvlib get_total_irradiance path. */
function referencePoa(model: TranspositionModel, tilt: number, azimuth: number, albedo: number): number {
  let sum = 0;
  for (let i = 0; i < weather.ghi.length; i++) {
    sum += totalIrradiance({
      surfaceTilt: tilt,
      surfaceAzimuth: azimuth,
      solarZenith: sun.apparentZenith[i]!,
      solarAzimuth: sun.azimuth[i]!,
      ghi: weather.ghi[i]!,
      dni: weather.dni[i]!,
      dhi: weather.dhi[i]!,
      dniExtra: sun.dniExtra[i]!,
      airmassRelative: sun.airmassRelative[i]!,
      albedo,
      model,
    }).poaGlobal;
  }
  return sum / 1000;
}

describe('transposition basis', () => {
  it.each(['isotropic', 'haydavies', 'perez'] as const)(
    'gives the same plane irradiation as the per-record %s model (1e-9 relative)',
    (model) => {
      const basis = buildTranspositionBasis(weather, sun, { model, albedo: 0.25 });
      for (const [tilt, azimuth] of [
        [0, 180],
        [35, 180],
        [35, 90],
        [60, 300],
        [90, 0],
      ] as const) {
        const expected = referencePoa(model, tilt, azimuth, 0.25);
        expect(Math.abs(annualPoaGlobal(basis, planeGeometry(tilt, azimuth)) / expected - 1)).toBeLessThan(
          1e-9,
        );
      }
    },
  );

  it('keeps only records with irradiance and splits the total by month and component', () => {
    const basis = buildTranspositionBasis(weather, sun, { model: 'perez' });
    const plane = planeGeometry(30, 180);
    const poa = poaIrradiation(basis, plane);
    expect(basis.count).toBeLessThan(weather.ghi.length);
    expect(basis.count).toBeGreaterThan(weather.ghi.length / 3);
    expect(poa.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(poa.annual, 9);
    expect(poa.direct + poa.skyDiffuse + poa.groundDiffuse).toBeCloseTo(poa.annual, 9);
    expect(annualPoaGlobal(basis, plane)).toBeCloseTo(poa.annual, 9);
  });

  it('counts records with missing irradiance as zero', () => {
    const broken = { ...weather, dni: Float64Array.from(weather.dni) };
    const noon = weather.ghi.indexOf(Math.max(...weather.ghi));
    broken.dni[noon] = Number.NaN;
    const full = annualPoaGlobal(buildTranspositionBasis(weather, sun), planeGeometry(30, 180));
    const withGap = annualPoaGlobal(buildTranspositionBasis(broken, sun), planeGeometry(30, 180));
    expect(withGap).toBeLessThan(full);
    expect(Number.isFinite(withGap)).toBe(true);
  });

  it('is reused for the same weather and options, and rebuilt otherwise', () => {
    const first = transpositionBasisFor(weather, sun, { model: 'perez', albedo: 0.2 });
    expect(transpositionBasisFor(weather, sun, { model: 'perez', albedo: 0.2 })).toBe(first);
    expect(transpositionBasisFor(weather, sun, { model: 'perez', albedo: 0.3 })).not.toBe(first);
    const other = { ...weather, ghi: Float64Array.from(weather.ghi) };
    expect(transpositionBasisFor(other, sun, { model: 'perez', albedo: 0.2 })).not.toBe(first);
  });

  it('describes a plane by its normal vector', () => {
    const plane = planeGeometry(90, 90);
    expect(plane.normalEast).toBeCloseTo(1, 12);
    expect(plane.normalNorth).toBeCloseTo(0, 12);
    expect(plane.cosTilt).toBeCloseTo(0, 12);
  });
});
