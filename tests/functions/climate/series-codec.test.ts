import { decodeHourlyWeather, encodeHourlyWeather } from '@pvd/functions/_lib/climate/series-codec';
import { readPvgisTmyJson } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import { describe, expect, it } from 'vitest';
import { pvgisTmyAnswer, weatherFixture } from './support/fake-sources';

function maxDifference(a: Float64Array, b: Float64Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe('encodeHourlyWeather / decodeHourlyWeather', () => {
  const year = readPvgisTmyJson(pvgisTmyAnswer({ latitude: 45, longitude: 8 }));

  it('packs a whole year far below the 400 KB item limit', () => {
    expect(encodeHourlyWeather(year).byteLength).toBeLessThan(100_000);
  });

  it('gives irradiance back within 0.05 W/m², temperature and wind within 0.005, times exactly', () => {
    // Act
    const back = decodeHourlyWeather(encodeHourlyWeather(year), year.site, year.source);
    // Assess
    expect(back.ghi.length).toBe(8760);
    expect(maxDifference(back.timesUtcMs, year.timesUtcMs)).toBe(0);
    for (const name of ['ghi', 'dni', 'dhi'] as const) {
      expect(maxDifference(back[name], year[name])).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    expect(maxDifference(back.tempAir, year.tempAir)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(maxDifference(back.windSpeed, year.windSpeed)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(back.intervalHours).toBe(1);
    expect(back.site).toBe(year.site);
    expect(back.source).toBe('pvgis-tmy-json');
  });

  it('keeps the irregular instants of a real file (PVGIS offset 0.1761 h) and missing values', () => {
    // Prepare: the 72 real records, one GHI missing
    const real = readPvgisTmyJson(JSON.parse(weatherFixture('pvgis-45n8e-tmy-jan1-3.json')));
    const ghi = Float64Array.from(real.ghi);
    ghi[12] = Number.NaN;
    const weather: HourlyWeather = { ...real, ghi };
    // Act
    const back = decodeHourlyWeather(encodeHourlyWeather(weather), real.site, real.source);
    // Assess
    expect(Array.from(back.timesUtcMs)).toEqual(Array.from(real.timesUtcMs));
    expect(back.ghi[12]).toBeNaN();
    expect(back.ghi[13]).toBeCloseTo(real.ghi[13]!, 1);
  });

  it('packs a half-hourly year (17520 records, e.g. NSRDB PSM 30-minute) below 200 KB with its 0.5 h interval', () => {
    // Prepare: each hour of the PVGIS year split into two half hours
    const half = (series: Float64Array) =>
      Float64Array.from({ length: 2 * series.length }, (_, k) => series[k >> 1]!);
    const times = Float64Array.from({ length: 2 * year.timesUtcMs.length }, (_, k) => {
      return year.timesUtcMs[k >> 1]! + (k % 2) * 1_800_000;
    });
    const weather: HourlyWeather = {
      ...year,
      timesUtcMs: times,
      intervalHours: 0.5,
      ghi: half(year.ghi),
      dni: half(year.dni),
      dhi: half(year.dhi),
      tempAir: half(year.tempAir),
      windSpeed: half(year.windSpeed),
    };
    // Act
    const bytes = encodeHourlyWeather(weather);
    const back = decodeHourlyWeather(bytes, year.site, year.source);
    // Assess
    expect(bytes.byteLength).toBeLessThan(200_000);
    expect([back.ghi.length, back.intervalHours]).toEqual([17_520, 0.5]);
    expect(Array.from(back.timesUtcMs)).toEqual(Array.from(times));
  });

  it('refuses bytes of another version', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(() => decodeHourlyWeather(gzipSync(new Uint8Array(21)), year.site, 'x')).toThrow(/version/);
  });
});
