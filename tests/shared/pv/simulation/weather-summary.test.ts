import { summarizeWeather } from '@pvd/shared/pv/simulation/weather-summary';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

describe('summarizeWeather', () => {
  it('sums irradiation by month and finds the temperature extremes of the excerpt', () => {
    const weather = greensboroExcerpt();
    const summary = summarizeWeather(weather, computeSunPositions(weather));
    const ghi = weather.ghi.reduce((a, b) => a + b, 0) / 1000;
    expect(summary.ghi.annual).toBeCloseTo(ghi, 9);
    expect(summary.ghi.monthly.every((m) => m > 0)).toBe(true);
    expect(summary.tempMin).toBe(Math.min(...weather.tempAir));
    expect(summary.tempMax).toBe(Math.max(...weather.tempAir));
    expect(summary.tempMean).toBeGreaterThan(summary.tempMin);
  });

  it('ignores missing values', () => {
    const weather = greensboroExcerpt();
    weather.tempAir[0] = Number.NaN;
    weather.ghi[12] = Number.NaN;
    const summary = summarizeWeather(weather, computeSunPositions(weather));
    expect(Number.isFinite(summary.tempMean)).toBe(true);
    expect(Number.isFinite(summary.ghi.annual)).toBe(true);
  });
});
