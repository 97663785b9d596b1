/**
 * The climate service of a Lambda container, wired to the table (climate cache, weather files)
 * and to the configured source URLs; and the one helper the engine handlers call.
 */
import type { ClimateSource } from '@pvd/shared/api/climate';
import { Code, type Culture } from '@pvd/shared/errors/codes';
import { hourlyFromMonthly } from '@pvd/shared/pv/climate/monthly-to-hourly';
import type { MonthlyClimate } from '@pvd/shared/pv/weather/types';
import { config } from '../config/env';
import { getCachedClimate, putCachedClimate } from '../db/entities/climate-cache';
import { getWeatherFile, getWeatherFileSeries } from '../db/entities/weather-file';
import { AppError } from '../errors';
import type { ClimateData } from './climate-data';
import { type ClimateCacheStore, ClimateService, type WeatherFileStore } from './climate-service';
import { climateDataYears } from './data-years';
import { decodeHourlyWeather, encodeHourlyWeather } from './series-codec';
import { describeSource } from './source-label';

/** The climate cache in the table. */
export const tableClimateCache: ClimateCacheStore = {
  async get(source, location) {
    const item = await getCachedClimate(source, location.key);
    if (!item) return undefined;
    const { hourly, monthly, site, weatherSource } = item;
    return {
      derived: item.derived,
      weather: hourly
        ? () => decodeHourlyWeather(hourly, site, weatherSource)
        : () => hourlyFromMonthly(monthly as MonthlyClimate),
    };
  },
  async put(source, location, climate, derived) {
    const weather = climate.kind === 'hourly' ? climate.weather : undefined;
    const monthly = climate.kind === 'monthly' ? climate.monthly : undefined;
    await putCachedClimate({
      source,
      locationKey: location.key,
      weatherSource: weather?.source ?? monthly!.source,
      site: weather?.site ?? monthly!.site,
      hourly: weather ? encodeHourlyWeather(weather) : undefined,
      monthly,
      derived,
    });
  },
};

/** The uploaded weather files in the table. */
export const tableWeatherFiles: WeatherFileStore = {
  record: (id) => getWeatherFile(id),
  async weather(record) {
    const series = await getWeatherFileSeries(record.id);
    if (!series)
      throw new AppError(Code.parameterMissing, { messageKey: 'weatherFileNotFound', status: 404 });
    return decodeHourlyWeather(series, record.site, record.format);
  },
};

let service: ClimateService | undefined;

/** The container's climate service (built on first use; its memory lives as long as the container). */
export function climateService(): ClimateService {
  service ??= new ClimateService({
    cache: tableClimateCache,
    weatherFiles: tableWeatherFiles,
    settings: () => {
      const { PVGIS_API_URL, NASA_POWER_API_URL, CLIMATE_SOURCE_TIMEOUT_MS } = config();
      return {
        pvgisUrl: PVGIS_API_URL,
        nasaPowerUrl: NASA_POWER_API_URL,
        timeoutMs: CLIMATE_SOURCE_TIMEOUT_MS,
      };
    },
  });
  return service;
}

/** A location and, optionally, the caller's weather file to use. */
export interface ClimateQuery {
  /** [°] */
  latitude: number;
  /** [°] */
  longitude: number;
  weatherFileId?: string;
}

/**
 * The climate for an engine call and its `source` in the caller's language.
 * @throws AppError 114 for another account's weather file, 115 (404) for a missing one
 * @example
 * const { climate, source } = await climateForCall(input, session.accountId, culture);
 */
export async function climateForCall(
  query: ClimateQuery,
  accountId: string,
  culture: Culture,
): Promise<{ climate: ClimateData; source: ClimateSource }> {
  const climate = await climateService().resolve({ ...query, accountId });
  const source = { ...describeSource(climate.origin, query, culture), years: climateDataYears(climate) };
  return { climate, source };
}
