/**
 * The engine's AC power turned into the storage year's hourly energy. The storage year runs on
 * the site's clock (its load profile and daytime hours are clock hours, 1 January 00:00 first),
 * while the weather records do not: PVGIS keeps UTC, TMY3 and EPW local standard time, and a
 * half-hourly file has two records an hour. Each record's energy is therefore put into the hour
 * of the 365-day year its instant falls in on the local clock.
 */
import { civilFromDays, HOURS_PER_DAY, HOURS_PER_YEAR } from '../civil-calendar';
import { MONTH_START_HOUR } from './common-year';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/** The AC power of the engine's records and where they are in time. */
export interface PowerRecords {
  /** Power of each record. [W] */
  powerW: ArrayLike<number>;
  /** The instant each record describes (the middle of its interval). [ms since 1970-01-01T00:00Z] */
  timesUtcMs: ArrayLike<number>;
  /** Length of each record. [h] */
  intervalHours: number;
}

/**
 * Hourly energy of a typical year on a local clock.
 *
 * @param records - Power [W], instants and interval length [h] of the records.
 * @param timezoneHours - Offset of the local clock from UTC (e.g. 8 for China). [h]
 * @returns 8760 values, hour 0 = 1 January 00:00-01:00 local time. [kWh]
 *
 * @remarks
 * E[h] = Σ P_i × Δt / 1000 over the records i whose local instant t_i + tz falls in hour h of
 * the year (day of year from the record's month and day, so the records of a typical year, whose
 * months may come from different years, land in calendar order). The year's ends join: a UTC
 * series for a site east of Greenwich ends on 1 January local time, and that energy goes to the
 * morning of 1 January, as a typical year repeats. 29 February is dropped, as `withoutLeapDay`
 * does for the 365-day storage year.
 *
 * @example
 * // A PVGIS year (UTC) for Hangzhou: the noon record 04:30 UTC lands in hour 12 of its day.
 * hourlyEnergyOnLocalClock({ powerW: acPower, timesUtcMs, intervalHours: 1 }, 8);
 */
export function hourlyEnergyOnLocalClock(records: PowerRecords, timezoneHours: number): Float64Array {
  const { powerW, timesUtcMs, intervalHours } = records;
  const energy = new Float64Array(HOURS_PER_YEAR);
  const offsetMs = timezoneHours * MS_PER_HOUR;
  for (let i = 0; i < powerW.length; i++) {
    const localMs = timesUtcMs[i]! + offsetMs;
    const day = Math.floor(localMs / MS_PER_DAY);
    const date = civilFromDays(day);
    if (date.month === 2 && date.day === 29) continue;
    const hourOfDay = Math.floor((localMs - day * MS_PER_DAY) / MS_PER_HOUR);
    const hour = MONTH_START_HOUR[date.month - 1]! + (date.day - 1) * HOURS_PER_DAY + hourOfDay;
    energy[hour] = energy[hour]! + (powerW[i]! * intervalHours) / 1000;
  }
  return energy;
}
