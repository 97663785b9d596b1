import { describe, expect, it } from 'vitest';
import { ClimateData } from '../../../../functions/_lib/climate/climate-data';
import { locationAdditional } from '../../../../functions/_lib/climate/engine/location-additional';
import { testClimate } from '../support/fake-sources';

describe('locationAdditional', () => {
  it('answers the hourly extremes and mean of the air temperature and the best angles', () => {
    // Prepare
    const climate = testClimate();
    const derived = climate.derived();
    // Act
    const answer = locationAdditional(climate);
    // Assess
    // Answered to 0.1 °C and 0.1°.
    expect(Math.abs(answer.MaxTemperature - derived.tempMax)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(answer.MinTemperature - derived.tempMin)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(answer.AvgTemperature - derived.tempMean)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(answer.MinTemperature).toBeLessThan(answer.AvgTemperature);
    expect(answer.AvgTemperature).toBeLessThan(answer.MaxTemperature);
    expect(Math.abs(answer.BestTilt - derived.best.surfaceTilt)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(answer.BestAzimuth - derived.best.surfaceAzimuth)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it('keeps temperatures within the project’s range of −50 to 80 °C (001 §5)', () => {
    const derived = { ...testClimate().derived(), tempMin: -61.3, tempMax: 85 };
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
});
