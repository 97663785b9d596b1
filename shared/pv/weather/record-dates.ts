/**
 * Calendar checks shared by the hourly and half-hourly readers: typical years stitch months
 * from different years together, so the only reliable structure is "consecutive records of
 * consecutive calendar days", whatever the year column says.
 */
import {
  type CivilDate,
  civilFromDays,
  dayOfYear as dayOfYearOf,
  daysFromCivil,
  daysInMonth,
} from '../civil-calendar';
import { WeatherFormatError } from './errors';

const MS_PER_HOUR = 3_600_000;
/** Day of a 366-day year (a leap year, 2000) on which each month starts (Jan = index 0). */
const MONTH_START_366 = Array.from(
  { length: 12 },
  (_, m) => dayOfYearOf({ year: 2000, month: m + 1, day: 1 }) - 1,
);

/** Milliseconds in one hour. [ms/h] */
export const HOUR_MS = MS_PER_HOUR;

/**
 * Milliseconds since 1970-01-01T00:00 of a civil date and hour read on a UTC clock, for any
 * year. Hour 24 is 00:00 of the next day.
 */
export function civilUtcMs(year: number, month: number, day: number, hour: number, minute = 0): number {
  return (daysFromCivil(year, month, day) * 24 + hour) * MS_PER_HOUR + minute * 60_000;
}

/**
 * Shift from an hour-ending label read on a UTC clock (`civilUtcMs` of the label) to the middle
 * of its hour in UTC, for labels in local standard time `timezone` hours ahead of UTC (TMY3,
 * TMY2): the sun is evaluated mid-hour. [ms]
 */
export function midHourShiftMs(timezone: number): number {
  return (-0.5 - timezone) * MS_PER_HOUR;
}

/** The date before a real date (across month and year ends, leap days included). */
export function previousDate(year: number, month: number, day: number): CivilDate {
  return civilFromDays(Math.round(civilUtcMs(year, month, day, 0) / (24 * MS_PER_HOUR)) - 1);
}

/** True when year/month/day is a real Gregorian date (month 1-12). */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Day number in a 366-day calendar (Jan 1 = 1, Feb 29 = 60, Dec 31 = 366), year-agnostic. */
export function dayOf366(month: number, day: number): number {
  return MONTH_START_366[month - 1]! + day;
}

/** True when day `next` (dayOf366) follows day `previous` in a typical year (Feb 29 may be absent). */
function followsDay(previous: number, next: number): boolean {
  if (next === previous + 1) return true;
  if (previous === 59 && next === 61) return true; // Feb 28 -> Mar 1 where Feb 29 is absent
  return previous === 366 && next === 1; // a period that wraps over New Year
}

/** `h:mm`, for messages. */
function clock(hour: number, minute: number): string {
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/** Records per hour of the intervals the readers accept: hourly and half-hourly. */
export type RecordsPerHour = 1 | 2;

/** How the records of a day are labelled, for {@link RecordSequence}. */
export interface RecordLabels {
  /** Label of the first hour of a day: 1 for hour-ending files (EPW, TMY3, TMY2), 0 otherwise. */
  firstHour: number;
  /** 1 for hourly records (default), 2 for half-hourly ones. */
  recordsPerHour?: RecordsPerHour;
  /** Minute label of the first record of each hour (e.g. 30 for NSRDB's hourly HH:30); default 0. */
  firstMinute?: number;
}

/**
 * Checks, row by row, that a file holds whole days of consecutive records at its interval:
 * within a day the labels run `firstHour`, ... on one date (with the minutes
 * `firstMinute`, `firstMinute + 30` for half-hourly records), and each day follows the previous
 * one in the calendar (years may jump between months).
 */
export class RecordSequence {
  private currentDay = 0;
  private readonly firstHour: number;
  private readonly recordsPerHour: number;
  private readonly firstMinute: number;

  /** @param format reader name, for error messages */
  constructor(
    private readonly format: string,
    labels: RecordLabels,
  ) {
    this.firstHour = labels.firstHour;
    this.recordsPerHour = labels.recordsPerHour ?? 1;
    this.firstMinute = labels.firstMinute ?? 0;
  }

  /**
   * Checks record `index` (0-based) labelled year/month/day/hour(/minute), found on 1-based
   * `line`. Formats without a minute column leave `minute` out.
   */
  check(
    index: number,
    year: number,
    month: number,
    day: number,
    hour: number,
    line: number,
    minute?: number,
  ): void {
    // No closures here: this runs for every record (and bundlers may wrap each closure).
    if (!isValidDate(year, month, day)) throw this.fail(`impossible date ${year}-${month}-${day}`, line);
    const slot = index % (24 * this.recordsPerHour);
    const expectedHour = this.firstHour + Math.floor(slot / this.recordsPerHour);
    const expectedMinute = this.firstMinute + (slot % this.recordsPerHour) * (60 / this.recordsPerHour);
    if (hour !== expectedHour || (minute !== undefined && minute !== expectedMinute)) {
      const found = minute === undefined ? `hour ${hour}` : clock(hour, minute);
      const expected = minute === undefined ? `${expectedHour}` : clock(expectedHour, expectedMinute);
      throw this.fail(`${found} where ${expected} was expected`, line);
    }
    const ordinal = dayOf366(month, day);
    if (slot === 0) {
      if (index > 0 && !followsDay(this.currentDay, ordinal)) {
        throw this.fail(`day ${month}/${day} does not follow the previous day`, line);
      }
      this.currentDay = ordinal;
    } else if (ordinal !== this.currentDay) {
      throw this.fail(`date changes within a day at ${month}/${day}`, line);
    }
  }

  private fail(message: string, line: number): WeatherFormatError {
    return new WeatherFormatError('bad-timestamp', message, { format: this.format, line });
  }
}

/**
 * Checks that `count` records are whole days; with `fullYear`, that they are a whole year
 * (8760 hours, or 8784 with Feb 29, times the records per hour).
 */
export function checkRecordCount(
  count: number,
  format: string,
  fullYear = false,
  recordsPerHour: RecordsPerHour = 1,
): void {
  const perDay = 24 * recordsPerHour;
  const kind = recordsPerHour === 1 ? 'hourly' : 'half-hourly';
  if (count === 0 || count % perDay !== 0) {
    throw new WeatherFormatError(
      'wrong-record-count',
      `${count} ${kind} records is not a whole number of days`,
      {
        format,
      },
    );
  }
  if (fullYear && count !== 365 * perDay && count !== 366 * perDay) {
    const message = `${count} ${kind} records where a full year (${365 * perDay}) was expected`;
    throw new WeatherFormatError('wrong-record-count', message, { format });
  }
}
