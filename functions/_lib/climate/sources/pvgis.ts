/**
 * PVGIS (European Commission JRC) typical meteorological year: hourly GHI, DNI, DHI, air
 * temperature and wind for any land location, the best of the product's sources.
 *
 * API: `GET {base}/tmy?lat=..&lon=..&outputformat=json&usehorizon=1` (PVGIS 5.3,
 * https://re.jrc.ec.europa.eu/api/v5_3/; "PVGIS non-interactive service", JRC). A location over
 * the sea or outside the radiation databases answers HTTP 400 with a JSON message.
 */
import { HOURS_PER_YEAR } from '@pvd/shared/pv/civil-calendar';
import { readPvgisTmyJson } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import type { RoundedLocation } from '../location';
import { ClimateSourceError, fetchSourceText, type SourceRequestOptions } from './fetch-text';

/**
 * The URL of one of PVGIS's tools (`tmy`, `printhorizon`, …) for a location, answering JSON.
 * @param baseUrl e.g. https://re.jrc.ec.europa.eu/api/v5_3 (a trailing slash is ignored)
 */
export function pvgisToolUrl(
  baseUrl: string,
  tool: string,
  location: Pick<RoundedLocation, 'latitude' | 'longitude'>,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    lat: String(location.latitude),
    lon: String(location.longitude),
    outputformat: 'json',
    ...extra,
  });
  return `${baseUrl.replace(/\/+$/, '')}/${tool}?${query}`;
}

/**
 * The TMY request URL for a location.
 * @param baseUrl e.g. https://re.jrc.ec.europa.eu/api/v5_3 (a trailing slash is ignored)
 */
export function pvgisTmyUrl(
  baseUrl: string,
  location: Pick<RoundedLocation, 'latitude' | 'longitude'>,
): string {
  // Shading by the terrain's horizon, computed by PVGIS from its elevation model.
  return pvgisToolUrl(baseUrl, 'tmy', location, { usehorizon: '1' });
}

/**
 * Fetches and reads the PVGIS TMY of a location.
 * @returns a whole hourly year (source 'pvgis-tmy-json', times in UTC)
 * @throws {@link ClimateSourceError} when the source is unreachable, slow, has no data here, or
 *   answers something that is not a whole TMY year ('bad-response')
 *
 * @example
 * const weather = await fetchPvgisTmy(roundLocation(45, 8), { baseUrl, timeoutMs: 8000 });
 */
export async function fetchPvgisTmy(
  location: Pick<RoundedLocation, 'latitude' | 'longitude'>,
  options: SourceRequestOptions,
): Promise<HourlyWeather> {
  const text = await fetchSourceText(pvgisTmyUrl(options.baseUrl, location), options);
  let weather: HourlyWeather;
  try {
    weather = readPvgisTmyJson(JSON.parse(text));
  } catch (cause) {
    throw new ClimateSourceError('bad-response', 'the PVGIS answer is not a TMY', { cause });
  }
  if (weather.ghi.length * weather.intervalHours < HOURS_PER_YEAR) {
    throw new ClimateSourceError('bad-response', `the PVGIS TMY has only ${weather.ghi.length} records`);
  }
  return weather;
}
