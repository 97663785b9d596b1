import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayYear } from '@pvd/shared/pv/simulation/array-year';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { irradiatedRecords } from '@pvd/shared/pv/weather/irradiated-records';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const array = { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 10_000, tempCoefficientPmax: -0.35 };

describe('simulateArrayYear', () => {
  it('returns hourly series and monthly sums that add up to the annual ones', () => {
    const year = simulateArrayYear({ array, losses: NO_SYSTEM_LOSSES }, weather, sun);
    expect(year.acPower).toHaveLength(weather.ghi.length);
    for (const series of [year.poa, year.dcEnergy, year.acEnergy]) {
      expect(series.monthly).toHaveLength(12);
      expect(series.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(series.annual, 9);
    }
    let hourlyAc = 0;
    for (const value of year.acPower) hourlyAc += value / 1000;
    expect(hourlyAc).toBeCloseTo(year.acEnergy.annual, 9);
  });

  it('loses energy from POA to DC to AC, and gives nothing at night', () => {
    const year = simulateArrayYear({ array, losses: NO_SYSTEM_LOSSES }, weather, sun);
    expect(year.dcEnergy.annual).toBeLessThan((year.poa.annual * array.dcCapacity) / 1000);
    expect(year.acEnergy.annual).toBeLessThan(year.dcEnergy.annual);
    const night = weather.ghi.indexOf(0);
    expect(year.acPower[night]).toBe(0);
  });

  it('gives the same hours from positions of the irradiated records only', () => {
    // Prepare: the year reads no position of a record without irradiance.
    const fresh = { ...weather, timesUtcMs: weather.timesUtcMs.slice() };
    const records = irradiatedRecords(fresh);
    const partial = computeSunPositions(fresh, { records });
    // Act
    const full = simulateArrayYear({ array }, weather, sun);
    const fromPartial = simulateArrayYear({ array }, fresh, partial);
    // Assess
    expect(records.length).toBeLessThan(weather.ghi.length);
    expect(Array.from(fromPartial.acPower)).toEqual(Array.from(full.acPower));
    expect(Array.from(fromPartial.tempCell)).toEqual(Array.from(full.tempCell));
    expect(fromPartial.acEnergy).toEqual(full.acEnergy);
  });

  it('defaults to a 96 % PVWatts inverter sized to the array and the spec default losses', () => {
    const defaults = simulateArrayYear({ array }, weather, sun);
    const explicit = simulateArrayYear(
      { array, inverter: { kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 } },
      weather,
      sun,
    );
    const lossless = simulateArrayYear({ array, losses: NO_SYSTEM_LOSSES }, weather, sun);
    expect(defaults.acEnergy.annual).toBe(explicit.acEnergy.annual);
    expect(defaults.acEnergy.annual / lossless.acEnergy.annual).toBeCloseTo(0.9995 * 0.97 * 0.98, 2);
  });

  it('changes with the transposition model and albedo', () => {
    const perez = simulateArrayYear({ array, transposition: 'perez' }, weather, sun);
    const isotropic = simulateArrayYear({ array, transposition: 'isotropic' }, weather, sun);
    const snow = simulateArrayYear({ array, albedo: 0.8 }, weather, sun);
    expect(perez.poa.annual).toBeGreaterThan(isotropic.poa.annual);
    expect(snow.poa.annual).toBeGreaterThan(perez.poa.annual);
  });
});
