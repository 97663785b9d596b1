/**
 * The engine's PV of a project on its load's calendar and interval [LOAD-4]: the hourly AC on the
 * site's clock (the weather's time zone when it fits the longitude, else the solar zone, as the
 * hourly storage year takes it), brought to the load's steps.
 */
import type { IntervalSeries } from '../../load/interval-series';
import { pvAtLoadInterval } from '../../load/pv-at-interval';
import { syntheticTimezone } from '../../pv/climate/synthetic-year';
import { hourlyEnergyOnLocalClock } from '../../pv/storage/local-clock';
import type { HourlyWeather } from '../../pv/weather/types';
import { engineSite } from '../record/location';
import type { ProjectRecord } from '../record/project';

/** The hourly PV on the site's clock. */
export interface SiteClockPv {
  /** AC energy of each hour of the typical year, 8760 values. [kWh] */
  hourlyKwh: Float64Array;
  /** Offset of the site's clock from UTC. [h] */
  timezoneHours: number;
}

/**
 * The engine's AC energy by hour on the site's clock.
 *
 * @param acPowerW - The engine's AC power of each weather record. [W]
 */
export function pvOnSiteClock(
  project: Pick<ProjectRecord, 'mapLocation'>,
  weather: HourlyWeather,
  acPowerW: Float64Array,
): SiteClockPv {
  const timezoneHours = syntheticTimezone({
    longitude: engineSite(project.mapLocation).longitude,
    timezone: weather.site.timezone,
  });
  const hourlyKwh = hourlyEnergyOnLocalClock(
    { powerW: acPowerW, timesUtcMs: weather.timesUtcMs, intervalHours: weather.intervalHours },
    timezoneHours,
  );
  return { hourlyKwh, timezoneHours };
}

/**
 * The PV on the load's steps [LOAD-4].
 *
 * @param elevationM - The weather site's elevation. [m]
 */
export function pvOnLoadSteps(
  project: Pick<ProjectRecord, 'mapLocation'>,
  pv: SiteClockPv,
  elevationM: number,
  load: IntervalSeries,
): IntervalSeries {
  const { latitude, longitude } = engineSite(project.mapLocation);
  return pvAtLoadInterval(
    pv.hourlyKwh,
    { latitude, longitude, elevation: elevationM, timezoneHours: pv.timezoneHours },
    load,
    load.kw.length,
  );
}
