/**
 * The weather years the engine's bench sections run on: the real TMY3 year of the pvlib
 * reference case when the fixtures sit beside the repository (or pvlib's source, which ships the
 * same file), else a synthetic year, so the bench also runs on a fresh clone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateClimateFromClearSky } from '../../shared/pv/climate/clear-sky-estimate';
import { hourlyFromMonthly } from '../../shared/pv/climate/monthly-to-hourly';
import { parseWeatherFile } from '../../shared/pv/weather/index';
import type { HourlyWeather } from '../../shared/pv/weather/types';
import { pvlibSampleTmy3 } from './pvlib-runtime';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** NSRDB TMY3 of Greensboro NC, the year of pvlib-reference.json (outside the repository). */
export const REFERENCE_TMY3 = join(repoRoot, '..', 'shared', 'fixtures', 'weather', '723170TYA.CSV');

/** The synthetic bench site. */
export const BEIJING = { name: 'Beijing', latitude: 39.9, longitude: 116.4, elevation: 50, timezone: 8 };

/** A synthetic typical year at Beijing (clear-sky estimate turned into hourly days), 8760 h. */
export function syntheticYear(): HourlyWeather {
  return hourlyFromMonthly(estimateClimateFromClearSky(BEIJING).climate);
}

/** A bench year and where it came from. */
export interface BenchYear {
  weather: HourlyWeather;
  /** The file read, or undefined for the synthetic year. */
  file?: string;
  /** Said in the results, e.g. 'weather: 723170TYA.CSV (NSRDB TMY3, Greensboro NC), 8760 h'. */
  description: string;
}

/** The reference TMY3 year when present (fixtures, else pvlib's source), else the synthetic year. */
export function referenceOrSyntheticYear(): BenchYear {
  const file = existsSync(REFERENCE_TMY3) ? REFERENCE_TMY3 : pvlibSampleTmy3();
  if (file) {
    const weather = parseWeatherFile(readFileSync(file, 'utf8'), file);
    const from = file === REFERENCE_TMY3 ? 'the fixtures' : "pvlib's source";
    return {
      weather,
      file,
      description: `weather: 723170TYA.CSV from ${from} (NSRDB TMY3, Greensboro NC, real), ${weather.ghi.length} h`,
    };
  }
  const weather = syntheticYear();
  return {
    weather,
    description: `weather: synthetic year at Beijing (../shared/fixtures absent), ${weather.ghi.length} h`,
  };
}

/**
 * A copy of the weather with new arrays: sun positions are memoised by the identity of the
 * instants and temperatures, transposition terms by that of the irradiance, so a timed run on
 * a copy recomputes everything, as pvlib does on every run.
 */
export function freshCopy(weather: HourlyWeather): HourlyWeather {
  return {
    ...weather,
    timesUtcMs: weather.timesUtcMs.slice(),
    ghi: weather.ghi.slice(),
    dni: weather.dni.slice(),
    dhi: weather.dhi.slice(),
    tempAir: weather.tempAir.slice(),
    windSpeed: weather.windSpeed.slice(),
    ...(weather.pressure ? { pressure: weather.pressure.slice() } : {}),
  };
}
