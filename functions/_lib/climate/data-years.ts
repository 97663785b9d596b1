/**
 * The calendar years a climate's records come from ([REP-3]: the report prints the climate
 * source and years, as PVsyst does). Only sources whose records carry their real dates have
 * years: PVGIS's typical year (each month keeps the year it was chosen from) and an uploaded
 * weather file. NASA POWER's long-term means and the clear-sky estimate are turned into a
 * synthetic year by the engine, so they have none.
 */
import type { ClimateSource } from '@pvd/shared/api/climate';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import type { ClimateData } from './climate-data';

/** A year needs at least a week of records to count: a file's last record (hour 24 of 31 December) may fall into the next year. [h] */
const MIN_HOURS_IN_YEAR = 7 * 24;

/** First and last year with a week of records or more, in UTC; null without records. */
export function weatherYears(weather: Pick<HourlyWeather, 'timesUtcMs' | 'intervalHours'>) {
  const hoursByYear = new Map<number, number>();
  for (const ms of weather.timesUtcMs) {
    const year = new Date(ms).getUTCFullYear();
    hoursByYear.set(year, (hoursByYear.get(year) ?? 0) + weather.intervalHours);
  }
  const years = [...hoursByYear].filter(([, hours]) => hours >= MIN_HOURS_IN_YEAR).map(([year]) => year);
  if (years.length === 0) return null;
  return { first: Math.min(...years), last: Math.max(...years) };
}

/** The years of the climate's records, for the sources that keep their dates. */
export function climateDataYears(climate: ClimateData): ClimateSource['years'] {
  const { id } = climate.origin;
  if (id !== 'pvgis-tmy' && id !== 'weather-file') return null;
  return weatherYears(climate.weather());
}
