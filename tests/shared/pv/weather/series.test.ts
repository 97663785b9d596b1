import { checkSite, finishWeather } from '@pvd/shared/pv/weather/series';
import { allocateSeries } from '@pvd/shared/pv/weather/series-buffers';
import { describe, expect, it } from 'vitest';
import { reasonOf } from './fixture';

const SITE = { latitude: 45, longitude: 8, elevation: 250, timezone: 1 };

describe('checkSite', () => {
  it('puts a site without elevation at sea level', () => {
    expect(checkSite({ ...SITE, elevation: Number.NaN }, 'test').elevation).toBe(0);
  });

  it.each([
    ['latitude', { latitude: -91 }],
    ['longitude', { longitude: 181 }],
    ['time zone', { timezone: 15 }],
    ['unreadable latitude', { latitude: Number.NaN }],
  ])('rejects an impossible %s', (_, change) => {
    expect(reasonOf(() => checkSite({ ...SITE, ...change }, 'test'))).toBe('bad-header');
  });
});

describe('finishWeather', () => {
  function filled(count: number) {
    const series = allocateSeries(count);
    for (const key of ['timesUtcMs', 'ghi', 'dni', 'dhi', 'tempAir', 'windSpeed'] as const)
      series[key].fill(1);
    return series;
  }

  it('returns hourly weather without pressure when the pressure column is all missing', () => {
    const weather = finishWeather(filled(24), SITE, 'test', true);
    expect(weather.intervalHours).toBe(1);
    expect(weather.pressure).toBeUndefined();
    expect(weather.ghi.length).toBe(24);
  });

  it('keeps single missing values as NaN', () => {
    const series = filled(24);
    series.dni[3] = Number.NaN;
    expect(finishWeather(series, SITE, 'test', false).dni[3]).toBeNaN();
  });

  it.each(['ghi', 'dni', 'dhi', 'tempAir', 'windSpeed'] as const)(
    'rejects an all-missing %s column',
    (key) => {
      const series = filled(24);
      series[key].fill(Number.NaN);
      expect(reasonOf(() => finishWeather(series, SITE, 'test', true))).toBe('all-missing');
    },
  );
});
