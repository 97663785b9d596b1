import { iamPhysical } from '@pvd/shared/pv/iam';
import { aoi } from '@pvd/shared/pv/irradiance/aoi';
import { totalIrradiance } from '@pvd/shared/pv/irradiance/sky-diffuse';
import { buildTranspositionBasis } from '@pvd/shared/pv/irradiance/transposition-basis';
import { DEFAULT_SYSTEM_LOSSES, NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { pvwattsDc } from '@pvd/shared/pv/power/pvwatts-dc';
import { maskingAnglePassias, skyDiffusePassias } from '@pvd/shared/pv/shading/passias';
import { rowShadedFraction } from '@pvd/shared/pv/shading/shaded-fraction-1d';
import { arrayFlatFactor, simulateArrayDc } from '@pvd/shared/pv/simulation/array-dc';
import type { PvArray } from '@pvd/shared/pv/simulation/types';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { SAPM_MOUNTINGS, sapmCellTemperature } from '@pvd/shared/pv/temperature';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const basis = buildTranspositionBasis(weather, sun, { model: 'perez', albedo: 0.2 });
const array: PvArray = {
  surfaceTilt: 30,
  surfaceAzimuth: 180,
  dcCapacity: 10_000,
  tempCoefficientPmax: -0.35,
  temperatureModel: 'sapm-open-rack-glass-glass',
  iamModel: 'physical',
};

describe('simulateArrayDc', () => {
  it('chains POA, physical IAM on the beam, SAPM temperature and PVWatts DC as pvlib ModelChain', () => {
    // Prepare: the sunniest hour, computed step by step with the model functions
    const i = weather.ghi.indexOf(Math.max(...weather.ghi));
    const poa = totalIrradiance({
      surfaceTilt: 30,
      surfaceAzimuth: 180,
      solarZenith: sun.apparentZenith[i]!,
      solarAzimuth: sun.azimuth[i]!,
      ghi: weather.ghi[i]!,
      dni: weather.dni[i]!,
      dhi: weather.dhi[i]!,
      dniExtra: sun.dniExtra[i]!,
      airmassRelative: sun.airmassRelative[i]!,
      albedo: 0.2,
      model: 'perez',
    });
    const effective =
      poa.poaDirect * iamPhysical(aoi(30, 180, sun.apparentZenith[i]!, sun.azimuth[i]!)) + poa.poaDiffuse;
    const cell = sapmCellTemperature(
      poa.poaGlobal,
      weather.tempAir[i]!,
      weather.windSpeed[i]!,
      SAPM_MOUNTINGS['open-rack-glass-glass'],
    );
    // Act
    const result = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
    // Assess
    expect(result.poaGlobal[i]).toBeCloseTo(poa.poaGlobal, 9);
    expect(result.tempCell[i]).toBeCloseTo(cell, 9);
    expect(result.dcPower[i]).toBeCloseTo(pvwattsDc(effective, cell, 10_000, -0.35), 7);
  });

  it('produces nothing at night and sums months to the year', () => {
    const result = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
    const night = weather.ghi.indexOf(0);
    expect(result.dcPower[night]).toBe(0);
    expect(result.tempCell[night]).toBeNaN();
    expect(result.dcEnergy.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(result.dcEnergy.annual, 9);
    expect(result.stages.nominal).toBeGreaterThan(result.stages.afterIam);
  });

  it('applies the array-level flat losses as one factor', () => {
    const none = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
    const defaults = simulateArrayDc(array, basis, weather, DEFAULT_SYSTEM_LOSSES);
    expect(arrayFlatFactor(DEFAULT_SYSTEM_LOSSES)).toBeCloseTo(0.9995 * 0.97 * 0.98, 12);
    expect(defaults.dcEnergy.annual / none.dcEnergy.annual).toBeCloseTo(0.9995 * 0.97 * 0.98, 9);
  });

  it("disables the IAM and temperature models when the user's percentages are the whole losses", () => {
    const percentages = { ...NO_SYSTEM_LOSSES, angleAndThermalFrom: 'percentages' as const };
    const result = simulateArrayDc(array, basis, weather, percentages);
    expect(result.stages.afterIam).toBeCloseTo(result.stages.nominal, 9);
    expect(result.stages.afterTemperature).toBeCloseTo(result.stages.nominal, 9);
  });

  it('uses the wafer-material coefficient when the panel has none', () => {
    const { tempCoefficientPmax: _, ...withoutGamma } = array;
    const amorphous = simulateArrayDc(
      { ...withoutGamma, waferMaterial: 'a-Si' },
      basis,
      weather,
      NO_SYSTEM_LOSSES,
    );
    const explicit = simulateArrayDc(
      { ...array, tempCoefficientPmax: -0.2 },
      basis,
      weather,
      NO_SYSTEM_LOSSES,
    );
    expect(amorphous.dcEnergy.annual).toBeCloseTo(explicit.dcEnergy.annual, 9);
  });
});

describe('simulateArrayDc with rows (row-to-row shading)', () => {
  // Rows 2 m wide along the slope, pitch 3.5 m: GCR 0.571.
  const rows = { collectorWidthM: 2, pitchM: 3.5 };

  it('reports no shading and keeps the nominal as the stage after shading without rows', () => {
    const result = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
    expect(result.shading).toBeUndefined();
    expect(result.stages.afterShading).toBeUndefined();
  });

  it('shades hour by hour: beam × (1 − f) + sky × (1 − Passias loss) + ground, from the model functions', () => {
    // Prepare: every hour recomputed with the solar angles (not the engine's sun vectors)
    const masking = skyDiffusePassias(maskingAnglePassias(30, 2 / 3.5));
    let shadedPoa = 0;
    let beamLoss = 0;
    let skyLoss = 0;
    for (let i = 0; i < weather.ghi.length; i++) {
      if (!(weather.ghi[i]! > 0 || weather.dni[i]! > 0 || weather.dhi[i]! > 0)) continue;
      const poa = totalIrradiance({
        surfaceTilt: 30,
        surfaceAzimuth: 180,
        solarZenith: sun.apparentZenith[i]!,
        solarAzimuth: sun.azimuth[i]!,
        ghi: weather.ghi[i]!,
        dni: weather.dni[i]!,
        dhi: weather.dhi[i]!,
        dniExtra: sun.dniExtra[i]!,
        airmassRelative: sun.airmassRelative[i]!,
        albedo: 0.2,
        model: 'perez',
      });
      const fraction = rowShadedFraction(sun.apparentZenith[i]!, sun.azimuth[i]!, 30, 180, 2, 3.5);
      beamLoss += poa.poaDirect * fraction;
      skyLoss += poa.poaSkyDiffuse * masking;
      shadedPoa += poa.poaDirect * (1 - fraction) + poa.poaSkyDiffuse * (1 - masking) + poa.poaGroundDiffuse;
    }
    // Act
    const result = simulateArrayDc({ ...array, rows }, basis, weather, NO_SYSTEM_LOSSES);
    // Assess (kWh/m²; the excerpt's hours are 1 h)
    const shading = result.shading!;
    expect(beamLoss).toBeGreaterThan(0);
    expect(shading.beamLoss).toBeCloseTo(beamLoss / 1000, 6);
    expect(shading.skyDiffuseLoss).toBeCloseTo(skyLoss / 1000, 6);
    expect(shading.poa.annual).toBeCloseTo(shadedPoa / 1000, 6);
    expect(shading.groundCoverageRatio).toBeCloseTo(2 / 3.5, 12);
  });

  it('accounts for the irradiation: unshaded − shaded = beam loss + sky loss, months sum to the year', () => {
    const result = simulateArrayDc({ ...array, rows }, basis, weather, NO_SYSTEM_LOSSES);
    const shading = result.shading!;
    expect(result.poa.annual - shading.poa.annual).toBeCloseTo(shading.beamLoss + shading.skyDiffuseLoss, 9);
    expect(shading.poa.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(shading.poa.annual, 9);
    // Winter months lose more of their beam than summer ones at this pitch.
    const unshaded = result.poa.monthly;
    expect(1 - shading.poa.monthly[11]! / unshaded[11]!).toBeGreaterThan(
      1 - shading.poa.monthly[5]! / unshaded[5]!,
    );
  });

  it('keeps the unshaded POA and puts the shading between nominal and the IAM stage', () => {
    const plain = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
    const shaded = simulateArrayDc({ ...array, rows }, basis, weather, NO_SYSTEM_LOSSES);
    expect(shaded.poa.annual).toBe(plain.poa.annual);
    expect(shaded.stages.nominal).toBe(plain.stages.nominal);
    // P_dc0 / 1000 × (E_poa − E_poa,shaded): 10 kW array
    expect(shaded.stages.nominal - shaded.stages.afterShading!).toBeCloseTo(
      10 * (shaded.poa.annual - shaded.shading!.poa.annual),
      6,
    );
    expect(shaded.dcEnergy.annual).toBeLessThan(plain.dcEnergy.annual);
  });

  it('loses next to nothing with rows far apart', () => {
    const plain = simulateArrayDc(array, basis, weather, NO_SYSTEM_LOSSES);
    const sparse = simulateArrayDc(
      { ...array, rows: { collectorWidthM: 2, pitchM: 2000 } },
      basis,
      weather,
      NO_SYSTEM_LOSSES,
    );
    // Only the hours with the sun within about 0.1° of the horizon (cos z < (ℓ/p)·cos θ) are
    // shaded: the sunrise and sunset hours of the excerpt's 36 days.
    expect(sparse.shading!.beamLoss / sparse.poa.annual).toBeLessThan(1e-3);
    expect(sparse.dcEnergy.annual / plain.dcEnergy.annual).toBeGreaterThan(0.999);
  });

  it('loses nothing with flat rows (tilt 0): no beam shading, no sky masking', () => {
    const flat = { ...array, surfaceTilt: 0 };
    const result = simulateArrayDc(
      { ...flat, rows: { collectorWidthM: 2, pitchM: 2.1 } },
      basis,
      weather,
      NO_SYSTEM_LOSSES,
    );
    expect(result.shading!.beamLoss).toBe(0);
    expect(result.shading!.skyDiffuseLoss).toBe(0);
    expect(result.shading!.poa.annual).toBeCloseTo(result.poa.annual, 9);
    expect(result.dcEnergy.annual).toBeCloseTo(
      simulateArrayDc(flat, basis, weather, NO_SYSTEM_LOSSES).dcEnergy.annual,
      9,
    );
  });

  it('refuses rows that overlap in plan', () => {
    expect(() =>
      simulateArrayDc(
        { ...array, rows: { collectorWidthM: 2, pitchM: 1.5 } },
        basis,
        weather,
        NO_SYSTEM_LOSSES,
      ),
    ).toThrow(/overlap/);
  });
});
