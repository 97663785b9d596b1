import { ClimateData } from '@pvd/functions/_lib/climate/climate-data';
import { locationAdditional } from '@pvd/functions/_lib/climate/location-additional';
import { offlineClimate } from '@pvd/functions/_lib/climate/offline-estimate';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import { describe, expect, it } from 'vitest';
import { testClimate } from './support/fake-sources';

describe('locationAdditional', () => {
  it('answers the design low, the hottest hour and the mean of the air temperature, and the best angles', () => {
    // Prepare
    const climate = testClimate();
    const derived = climate.derived();
    // Act
    const answer = locationAdditional(climate);
    // Assess
    // Answered to 0.1 °C and 0.1°.
    expect(Math.abs(answer.MaxTemperature - derived.tempMax)).toBeLessThanOrEqual(0.05 + 1e-9);
    // A PVGIS year (modelled temperatures): 5 K below its coldest hour.
    expect(Math.abs(answer.MinTemperature - (derived.tempMin - 5))).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(answer.AvgTemperature - derived.tempMean)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(answer.MinTemperature).toBeLessThan(answer.AvgTemperature);
    expect(answer.AvgTemperature).toBeLessThan(answer.MaxTemperature);
    expect(Math.abs(answer.BestTilt - derived.best.surfaceTilt)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(answer.BestAzimuth - derived.best.surfaceAzimuth)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it('keeps temperatures within the project’s range of −50 to 80 °C [WIZ-2]', () => {
    const derived = { ...testClimate().derived(), tempMin: -59.3, tempMax: 85 };
    const climate = new ClimateData(
      { id: 'weather-file', latitude: 0, longitude: 0 },
      () => {
        throw new Error('not needed');
      },
      derived,
    );
    const answer = locationAdditional(climate);
    expect(answer.MinTemperature).toBe(-50);
    expect(answer.MaxTemperature).toBe(80);
  });

  it('takes the minimum by the rule of the climate’s source, below its coldest hour', () => {
    const derived = { ...testClimate().derived(), tempMin: -3 };
    const minimum = (origin: ConstructorParameters<typeof ClimateData>[0]) =>
      locationAdditional(new ClimateData(origin, () => testClimate().weather(), derived)).MinTemperature;
    // A station year: 2 K below its coldest hour; a PVGIS export uploaded as a file: 5 K.
    expect(minimum({ id: 'weather-file', latitude: 45, longitude: 8, weatherSource: 'tmy3' })).toBe(-5);
    expect(minimum({ id: 'weather-file', latitude: 45, longitude: 8, weatherSource: 'epw-pvgis' })).toBe(-8);
    // NASA POWER: the synthetic year's coldest hour is the coldest month's mean daily minimum; 16 K below.
    expect(minimum({ id: 'nasa-power', latitude: 45, longitude: 8 })).toBe(-19);
    // The estimate ignores the synthetic year: the cold envelope at 45° N, the map's cell (Po plain) at most 400 m.
    expect(minimum({ id: 'clear-sky-estimate', latitude: 45, longitude: 8 })).toBe(-34);
  });

  // Before, the estimate's latitude rule (27 °C to 20°, 0.5 K colder a degree beyond) gave Hangzhou
  // 21.9 °C, about 4 K above its normal.
  it('gives Hangzhou offline the annual mean of its estimate, 19.0 °C, not a summer-warm 21.9 °C', () => {
    // Prepare: the offline estimate of Hangzhou (30.27° N, 120.15° E), as the climate service builds it.
    const origin = { id: 'clear-sky-estimate' as const, latitude: 30.27, longitude: 120.15 };
    const climate = new ClimateData(origin, () => hourlyFromMonthly(offlineClimate(30.27, 120.15).climate));
    // Act
    const answer = locationAdditional(climate);
    // Assess: 27.2 − 0.54 × (30.27 − 15) = 18.95 °C, the mean of all 8760 hours of its synthetic year
    // (day and night alike, not weighted by irradiance); Hangzhou's normal annual mean is about 17 °C.
    expect(answer.AvgTemperature).toBe(19);
    expect(Math.abs(answer.AvgTemperature - 17)).toBeLessThanOrEqual(2);
  });
});
