/**
 * Building blocks every hourly reader shares: the start of an hour-ending file's records (the
 * buffers of series-buffers.ts with the calendar and range checks), the site checks, the
 * missing-value rules and the final validation before a {@link HourlyWeather} is returned.
 */

import { WeatherFormatError } from './errors';
import { RecordRangeCheck } from './physical-ranges';
import { checkRecordCount, midHourShiftMs, RecordSequence } from './record-dates';
import { allocateSeries, type SeriesBuffers } from './series-buffers';
import type { HourlyWeather, WeatherSite } from './types';

/**
 * Starts reading `count` hourly records labelled with the end of their hour in local standard
 * time (TMY3, TMY2): checks the count is whole days, and gives the buffers, the calendar and
 * range checks, and the shift from a label to the middle of its hour in UTC [ms].
 */
export function startHourEndingRecords(count: number, format: string, timezone: number) {
  checkRecordCount(count, format);
  return {
    series: allocateSeries(count),
    sequence: new RecordSequence(format, { firstHour: 1 }),
    ranges: new RecordRangeCheck(format),
    shiftMs: midHourShiftMs(timezone),
  };
}

/**
 * Checks a site read from a header: latitude within ±90°, longitude within ±180°, time zone
 * within -12..+14 h, elevation finite (NaN elevation is replaced by 0 m, sea level).
 */
export function checkSite(site: WeatherSite, format: string): WeatherSite {
  const { latitude, longitude, timezone } = site;
  const problem = !(Math.abs(latitude) <= 90)
    ? `latitude ${latitude}`
    : !(Math.abs(longitude) <= 180)
      ? `longitude ${longitude}`
      : !(timezone >= -12 && timezone <= 14)
        ? `time zone ${timezone}`
        : undefined;
  if (problem !== undefined) {
    throw new WeatherFormatError('bad-header', `unreadable site: ${problem}`, { format, line: 1 });
  }
  return Number.isFinite(site.elevation) ? site : { ...site, elevation: 0 };
}

function allMissing(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) return false;
  return true;
}

/**
 * Assembles the reader's result after rejecting columns that hold only missing values
 * (GHI, DNI, DHI, air temperature, wind speed). Pressure is optional: when it is all missing,
 * or when `withPressure` is false, the result has no `pressure`.
 * @param intervalHours length of each record's interval: 1, or 0.5 for half-hourly data [h]
 */
export function finishWeather(
  buffers: SeriesBuffers,
  site: WeatherSite,
  source: string,
  withPressure: boolean,
  intervalHours = 1,
): HourlyWeather {
  const required: Array<[string, Float64Array]> = [
    ['GHI', buffers.ghi],
    ['DNI', buffers.dni],
    ['DHI', buffers.dhi],
    ['air temperature', buffers.tempAir],
    ['wind speed', buffers.windSpeed],
  ];
  for (const [name, values] of required) {
    if (allMissing(values)) {
      throw new WeatherFormatError('all-missing', `the ${name} column holds only missing values`, {
        format: source,
      });
    }
  }
  const weather: HourlyWeather = {
    site,
    source,
    timesUtcMs: buffers.timesUtcMs,
    intervalHours,
    ghi: buffers.ghi,
    dni: buffers.dni,
    dhi: buffers.dhi,
    tempAir: buffers.tempAir,
    windSpeed: buffers.windSpeed,
  };
  if (withPressure && !allMissing(buffers.pressure)) weather.pressure = buffers.pressure;
  return weather;
}
