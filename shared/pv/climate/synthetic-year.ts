/**
 * The hourly frame of a synthetic typical year at a site: instants, time zone, and the sun.
 */
import { pressureFromElevation } from '../atmosphere';
import { computeSunPositions, type SunPositions } from '../solar-position/sun-positions';
import type { WeatherSite } from '../weather/types';

/** Year whose calendar the synthetic series use (a common year: 8760 hours). */
export const SYNTHETIC_YEAR = 2021;

/**
 * Time zone for the synthetic series: the site's own when it is plausible for the longitude
 * (within 3 h of solar time, which admits wide national zones), else the solar zone
 * round(longitude/15), so that each synthetic day holds one whole solar day.
 * @returns offset from UTC [h]
 */
export function syntheticTimezone(site: Pick<WeatherSite, 'longitude' | 'timezone'>): number {
  const solarZone = Math.round(site.longitude / 15);
  return Math.abs(site.timezone * 15 - site.longitude) <= 45 ? site.timezone : solarZone;
}

/** Instants and sun of a synthetic year. */
export interface SyntheticFrame {
  site: WeatherSite;
  timesUtcMs: Float64Array;
  sun: SunPositions;
}

/**
 * Hourly instants at mid-hour of local standard time for every day of {@link SYNTHETIC_YEAR},
 * with their sun positions (refraction at 12 °C: the temperatures are not known yet).
 */
export function syntheticFrame(site: WeatherSite): SyntheticFrame {
  const timezone = syntheticTimezone(site);
  const frameSite: WeatherSite = { ...site, timezone };
  const hours = 365 * 24;
  const timesUtcMs = new Float64Array(hours);
  const start = Date.UTC(SYNTHETIC_YEAR, 0, 1);
  for (let h = 0; h < hours; h++) timesUtcMs[h] = start + (h + 0.5 - timezone) * 3_600_000;
  const sun = computeSunPositions(
    { site: frameSite, timesUtcMs },
    { pressure: pressureFromElevation(site.elevation) },
  );
  return { site: frameSite, timesUtcMs, sun };
}
