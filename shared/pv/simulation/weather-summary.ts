/**
 * Irradiation and temperature statistics of a weather series (the report's horizontal
 * radiation chart and the CLI's `weather` block).
 */

import { type MonthlyAnnual, toMonthlyAnnual } from '../monthly-sums';
import type { SunPositions } from '../solar-position/sun-positions';
import type { HourlyWeather } from '../weather/types';

/** Horizontal irradiation [kWh/m²] and air temperature [°C] of a weather series. */
export interface WeatherSummary {
  ghi: MonthlyAnnual;
  dhi: MonthlyAnnual;
  dni: MonthlyAnnual;
  tempMin: number;
  tempMean: number;
  tempMax: number;
  /** Mean wind speed [m/s]. */
  windSpeedMean: number;
}

/**
 * Sums irradiance by month (file time base; non-finite values count as 0) and takes
 * temperature extremes and means over the finite values.
 * @param weather hourly weather
 * @param sun its sun positions (for the months)
 */
export function summarizeWeather(weather: HourlyWeather, sun: Pick<SunPositions, 'month'>): WeatherSummary {
  const sums = { ghi: new Float64Array(12), dhi: new Float64Array(12), dni: new Float64Array(12) };
  const temperature = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
  let windSum = 0;
  let windCount = 0;
  for (let i = 0; i < weather.ghi.length; i++) {
    const m = sun.month[i]!;
    for (const key of ['ghi', 'dhi', 'dni'] as const) {
      const value = weather[key][i]!;
      if (Number.isFinite(value)) sums[key][m] = sums[key][m]! + value;
    }
    const t = weather.tempAir[i]!;
    if (Number.isFinite(t)) {
      temperature.min = Math.min(temperature.min, t);
      temperature.max = Math.max(temperature.max, t);
      temperature.sum += t;
      temperature.count++;
    }
    const w = weather.windSpeed[i]!;
    if (Number.isFinite(w)) {
      windSum += w;
      windCount++;
    }
  }
  const toKwh = weather.intervalHours / 1000;
  return {
    ghi: toMonthlyAnnual(sums.ghi, toKwh),
    dhi: toMonthlyAnnual(sums.dhi, toKwh),
    dni: toMonthlyAnnual(sums.dni, toKwh),
    tempMin: temperature.count ? temperature.min : Number.NaN,
    tempMean: temperature.count ? temperature.sum / temperature.count : Number.NaN,
    tempMax: temperature.count ? temperature.max : Number.NaN,
    windSpeedMean: windCount ? windSum / windCount : Number.NaN,
  };
}
