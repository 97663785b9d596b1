/**
 * NASA POWER climatology: monthly means of irradiation, temperature and wind for any point on
 * Earth (satellite and reanalysis, about 1° × 1° for solar), the fallback when PVGIS has none.
 * The monthly means are turned into hourly days by the engine (`hourlyFromMonthly`).
 *
 * API: `GET {base}/temporal/climatology/point?parameters=..&community=RE&longitude=..&latitude=..&format=JSON`
 * (NASA Langley Research Center, "POWER API", https://power.larc.nasa.gov/docs/services/api/).
 */
import { readNasaPowerClimatology } from '@pvd/shared/pv/weather/index';
import type { MonthlyClimate } from '@pvd/shared/pv/weather/types';
import type { RoundedLocation } from '../location';
import { ClimateSourceError, fetchSourceText, type SourceRequestOptions } from './fetch-text';

/**
 * Parameters asked for: global and diffuse horizontal irradiation [kWh/m²/day], air temperature
 * mean, mean daily maximum and minimum [°C], wind speed at 10 m [m/s].
 */
export const NASA_POWER_PARAMETERS = [
  'ALLSKY_SFC_SW_DWN',
  'ALLSKY_SFC_SW_DIFF',
  'T2M',
  'T2M_MAX',
  'T2M_MIN',
  'WS10M',
] as const;

/**
 * The climatology request URL for a location.
 * @param baseUrl e.g. https://power.larc.nasa.gov/api (a trailing slash is ignored)
 */
export function nasaPowerClimatologyUrl(
  baseUrl: string,
  location: Pick<RoundedLocation, 'latitude' | 'longitude'>,
): string {
  const query = new URLSearchParams({
    parameters: NASA_POWER_PARAMETERS.join(','),
    community: 'RE',
    longitude: String(location.longitude),
    latitude: String(location.latitude),
    format: 'JSON',
  });
  return `${baseUrl.replace(/\/+$/, '')}/temporal/climatology/point?${query}`;
}

/**
 * Fetches and reads the NASA POWER climatology of a location.
 * @returns monthly means (source 'nasa-power-climatology')
 * @throws {@link ClimateSourceError} when the source is unreachable, slow, or answers something
 *   that is not a complete climatology ('bad-response', e.g. a month at the fill value −999)
 */
export async function fetchNasaPowerClimatology(
  location: Pick<RoundedLocation, 'latitude' | 'longitude'>,
  options: SourceRequestOptions,
): Promise<MonthlyClimate> {
  const text = await fetchSourceText(nasaPowerClimatologyUrl(options.baseUrl, location), options);
  try {
    return readNasaPowerClimatology(JSON.parse(text));
  } catch (cause) {
    throw new ClimateSourceError('bad-response', 'the NASA POWER answer is not a climatology', { cause });
  }
}
