/**
 * Test weather: the small real excerpt carried in tests/shared/pv/fixtures, and synthetic
 * clear-sky years built by the engine itself for geometry tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearSkyGhiHaurwitzFromCos } from '@pvd/shared/pv/climate/clear-sky';
import { erbs } from '@pvd/shared/pv/irradiance/erbs';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import type { HourlyWeather, WeatherSite } from '@pvd/shared/pv/weather/types';

const fixtures = join(import.meta.dirname, '..', 'fixtures');

/** Reads the Greensboro TMY3 excerpt (864 hours: days 1, 11, 21 of each month). */
export function greensboroExcerpt(): HourlyWeather {
  const lines = readFileSync(join(fixtures, 'greensboro-tmy3-excerpt.csv'), 'utf8').split('\n');
  const rows = lines.filter((line) => line !== '' && !line.startsWith('#')).slice(1);
  const column = (c: number) => Float64Array.from(rows, (row) => Number(row.split(',')[c]));
  return {
    site: {
      name: 'GREENSBORO PIEDMONT TRIAD INT',
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      timezone: -5,
    },
    source: 'tmy3-excerpt',
    timesUtcMs: Float64Array.from(rows, (row) => Date.parse(row.split(',')[0]!)),
    intervalHours: 1,
    ghi: column(1),
    dni: column(2),
    dhi: column(3),
    tempAir: column(4),
    windSpeed: column(5),
  };
}

/**
 * A year of hourly clear-sky weather (Haurwitz GHI × `clearSkyIndex`, split by Erbs) at a
 * site, with constant air temperature 20 °C and wind 1 m/s.
 */
export function clearSkyYear(site: WeatherSite, year = 2021, clearSkyIndex = 0.75): HourlyWeather {
  const hours = 8760;
  const timesUtcMs = new Float64Array(hours);
  for (let h = 0; h < hours; h++)
    timesUtcMs[h] = Date.UTC(year, 0, 1) + (h + 0.5 - site.timezone) * 3_600_000;
  const sun = computeSunPositions({ site, timesUtcMs });
  const ghi = Float64Array.from(
    sun.sunUp,
    (cosZenith) => clearSkyGhiHaurwitzFromCos(cosZenith) * clearSkyIndex,
  );
  const dni = new Float64Array(hours);
  const dhi = new Float64Array(hours);
  for (let h = 0; h < hours; h++) {
    const split = erbs(ghi[h]!, sun.zenith[h]!, sun.dayOfYear[h]!);
    dni[h] = split.dni;
    dhi[h] = split.dhi;
  }
  return {
    site,
    source: 'synthetic-clear-sky',
    timesUtcMs,
    intervalHours: 1,
    ghi,
    dni,
    dhi,
    tempAir: new Float64Array(hours).fill(20),
    windSpeed: new Float64Array(hours).fill(1),
  };
}
