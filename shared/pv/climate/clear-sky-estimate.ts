/**
 * The climate used when no source can be reached: clear-sky irradiation (Haurwitz) times a
 * typical clear-sky index, flagged as an estimate so that it is never shown as measured.
 *
 * The index is the caller's (the climate service gives the place's, from its distance to the sea,
 * elevation and latitude: clear-sky-index.ts); without one, the cloudy coastal index
 * {@link COASTAL_CLEAR_SKY_INDEX}, so that an unknown place errs low. Temperatures, unless the
 * caller gives the project's own, follow a latitude rule for the annual mean
 * ({@link annualMeanTemperatureByLatitude}) with a seasonal swing of 0.25 K per degree of latitude
 * (at most 15 K), warmest in July (north) or January (south).
 */

import { DAYS_PER_MONTH } from '../civil-calendar';
import type { MonthlyClimate, WeatherSite } from '../weather/types';
import { clearSkyGhiHaurwitzFromCos } from './clear-sky';
import { COASTAL_CLEAR_SKY_INDEX } from './clear-sky-index';
import { syntheticFrame } from './synthetic-year';
/** Source label of the estimate. */
export const CLEAR_SKY_ESTIMATE_SOURCE = 'clear-sky-estimate';

/** Optional knowledge of the site's climate. */
export interface ClearSkyEstimateOptions {
  /** Clear-sky index, one value or twelve (Jan..Dec) [-]; default {@link COASTAL_CLEAR_SKY_INDEX}. */
  clearSkyIndex?: number | readonly number[];
  /** Annual mean air temperature [°C] (e.g. the project's average temperature). */
  tempMean?: number;
  /** Annual minimum and maximum [°C] (e.g. the project's ambient range); set the seasonal swing. */
  tempMin?: number;
  tempMax?: number;
}

/** An estimated climate: always carries the flag and a sentence saying what it is. */
export interface ClimateEstimate {
  climate: MonthlyClimate;
  isEstimate: true;
  /** Plain-language note for the screen and the report. */
  notice: string;
}

/**
 * Estimates a monthly climate from the clear sky when no climate source is reachable.
 * @param site latitude, longitude [°], elevation [m], time zone [h]
 * @returns the monthly climate (source 'clear-sky-estimate') with `isEstimate: true`
 */
export function estimateClimateFromClearSky(
  site: WeatherSite,
  options: ClearSkyEstimateOptions = {},
): ClimateEstimate {
  const { sun } = syntheticFrame(site);
  const clearSkyWh = new Float64Array(12);
  for (let i = 0; i < sun.length; i++) {
    clearSkyWh[sun.month[i]!] = clearSkyWh[sun.month[i]!]! + clearSkyGhiHaurwitzFromCos(sun.sunUp[i]!);
  }
  const index = (m: number) =>
    typeof options.clearSkyIndex === 'number'
      ? options.clearSkyIndex
      : (options.clearSkyIndex?.[m] ?? COASTAL_CLEAR_SKY_INDEX);
  const ghiDaily = Array.from(clearSkyWh, (wh, m) => (wh / 1000 / DAYS_PER_MONTH[m]!) * index(m));
  const climate: MonthlyClimate = {
    site,
    source: CLEAR_SKY_ESTIMATE_SOURCE,
    ghiDaily,
    tempMean: monthlyTemperatures(site.latitude, options),
  };
  return {
    climate,
    isEstimate: true,
    notice:
      'Estimated climate: clear-sky irradiance (Haurwitz model) times a typical clear-sky index for ' +
      'the place; no measured or modelled climate data were available for this site.',
  };
}

/** Annual mean air temperature of the tropics, up to {@link TROPICAL_LATITUDE}. [°C] */
const TROPICAL_MEAN_C = 27.2;
/** Latitude up to which the annual mean stays tropical. [°] */
const TROPICAL_LATITUDE = 15;
/** How much colder the annual mean is for each degree of latitude beyond the tropics. [K/°] */
const MEAN_LAPSE_PER_DEGREE = 0.54;

/**
 * The annual mean air temperature (the mean of every hour of the year, day and night alike, not
 * weighted by irradiance) of a low-lying place, from its latitude alone.
 * @remarks T̄ = 27.2 − 0.54 · max(0, |φ| − 15°). A least-squares fit of ours to the annual means
 * (climate normals) of 81 low-lying stations from 1° to 62° on both hemispheres (Singapore,
 * Bangkok, Guangzhou, Hangzhou, Shanghai, Tokyo, Beijing, Harbin, Cairo, Houston, New York, Rome,
 * Paris, London, Moscow, Helsinki, Sydney, Buenos Aires, …): no bias over them, 2.6 K RMS. A latitude
 * cannot tell a monsoon east coast from an oceanic west coast: East Asia's coast comes out about
 * 1-2 K warm (Hangzhou 19.0 °C for about 17 °C), western Europe 2-4 K cold (London 7.6 °C for
 * 11 °C); elevation is not counted. The former rule (27 °C to 20°, 0.5 K/° beyond) was 3 K warm on
 * average and gave Hangzhou 21.9 °C.
 * @param latitude [°] north positive
 * @returns [°C]
 * @example
 * annualMeanTemperatureByLatitude(30.27); // Hangzhou: 18.95
 */
export function annualMeanTemperatureByLatitude(latitude: number): number {
  return TROPICAL_MEAN_C - MEAN_LAPSE_PER_DEGREE * Math.max(0, Math.abs(latitude) - TROPICAL_LATITUDE);
}

/** Monthly mean temperatures from the caller's figures or the latitude rule. [°C] */
function monthlyTemperatures(latitude: number, options: ClearSkyEstimateOptions): number[] {
  const absLatitude = Math.abs(latitude);
  const mean =
    options.tempMean ??
    (options.tempMin !== undefined && options.tempMax !== undefined
      ? (options.tempMin + options.tempMax) / 2
      : annualMeanTemperatureByLatitude(latitude));
  // Monthly means swing less than the absolute extremes: a quarter of their range, at most 15 K.
  const swing =
    options.tempMin !== undefined && options.tempMax !== undefined
      ? Math.min(15, (options.tempMax - options.tempMin) / 4)
      : Math.min(15, 0.25 * absLatitude);
  const warmestMonth = latitude >= 0 ? 6 : 0;
  return Array.from(
    { length: 12 },
    (_, m) => mean + swing * Math.cos((2 * Math.PI * (m - warmestMonth)) / 12),
  );
}
