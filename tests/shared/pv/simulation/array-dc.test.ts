import { describe, expect, it } from 'vitest';
import { iamPhysical } from '../../../../shared/pv/iam';
import { aoi } from '../../../../shared/pv/irradiance/aoi';
import { totalIrradiance } from '../../../../shared/pv/irradiance/sky-diffuse';
import { buildTranspositionBasis } from '../../../../shared/pv/irradiance/transposition-basis';
import { DEFAULT_SYSTEM_LOSSES, NO_SYSTEM_LOSSES } from '../../../../shared/pv/losses/system-losses';
import { pvwattsDc } from '../../../../shared/pv/power/pvwatts-dc';
import { arrayFlatFactor, simulateArrayDc } from '../../../../shared/pv/simulation/array-dc';
import type { PvArray } from '../../../../shared/pv/simulation/types';
import { computeSunPositions } from '../../../../shared/pv/solar-position/sun-positions';
import { SAPM_MOUNTINGS, sapmCellTemperature } from '../../../../shared/pv/temperature';
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
