import { ClimateData } from '@pvd/functions/_lib/climate/climate-data';
import { deriveClimateProducts } from '@pvd/shared/pv/engine/climate';
import { bestOrientation } from '@pvd/shared/pv/orientation/best-orientation';
import { summarizeWeather } from '@pvd/shared/pv/simulation/weather-summary';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { testYear } from './support/fake-sources';

describe('ClimateData', () => {
  it('builds the year, its sun and its terms once, on first use', () => {
    // Prepare
    let loads = 0;
    const climate = new ClimateData({ id: 'pvgis-tmy', latitude: 45, longitude: 8 }, () => {
      loads++;
      return testYear();
    });
    // Act
    const before = climate.isLoaded;
    const sun = climate.sun();
    // Assess
    expect(before).toBe(false);
    expect(climate.sun()).toBe(sun);
    expect(climate.basis()).toBe(climate.basis());
    expect(loads).toBe(1);
  });

  it('answers stored derived products without building the year', () => {
    const derived = deriveClimateProducts(testYear(), computeSunPositions(testYear()));
    const climate = new ClimateData(
      { id: 'nasa-power', latitude: 45, longitude: 8 },
      () => {
        throw new Error('must not load');
      },
      derived,
    );
    expect(climate.derived()).toBe(derived);
    expect(climate.isLoaded).toBe(false);
  });
});

describe('deriveClimateProducts', () => {
  it('takes the sums and extremes of summarizeWeather and the optimum of bestOrientation', () => {
    // Prepare
    const weather = testYear();
    const sun = computeSunPositions(weather);
    // Act
    const derived = deriveClimateProducts(weather, sun);
    // Assess
    const summary = summarizeWeather(weather, sun);
    expect(derived.ghiMonthly).toEqual(summary.ghi.monthly);
    expect(derived.ghiAnnual).toBe(summary.ghi.annual);
    expect([derived.tempMin, derived.tempMean, derived.tempMax]).toEqual([
      summary.tempMin,
      summary.tempMean,
      summary.tempMax,
    ]);
    expect(derived.best.poaAnnual).toBe(
      bestOrientation(new ClimateData({ id: 'pvgis-tmy', latitude: 45, longitude: 8 }, () => weather).basis())
        .poaAnnual,
    );
    // At 45° N the optimum faces south at a tilt in the usual 30-45° band.
    expect(derived.best.surfaceAzimuth).toBeGreaterThan(170);
    expect(derived.best.surfaceAzimuth).toBeLessThan(190);
    expect(derived.best.surfaceTilt).toBeGreaterThan(30);
    expect(derived.best.surfaceTilt).toBeLessThan(45);
  });
});
