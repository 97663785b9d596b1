/**
 * Calendar fields of physical instants in a file's own time base (UTC plus a fixed offset),
 * without allocating a Date per record.
 *
 * The engine groups records into months, and evaluates the day-of-year models (Spencer), in
 * the time base of the weather file: local standard time for TMY3 and EPW, UTC for PVGIS
 * json/csv. That is what pvlib does with a time-zone-aware index, and what the reference
 * numbers use ("months by the physical timestamp of each record in the file's own time base").
 */

const MS_PER_DAY = 86_400_000;

/** Days in each month of a common year, January first ([ENG-4] uses the same table). [days] */
export const DAYS_PER_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in a common year. [days] */
export const DAYS_PER_YEAR = 365;
export const HOURS_PER_DAY = 24;
/** Hours in a common year: the records of an hourly typical year. [h] */
export const HOURS_PER_YEAR = DAYS_PER_YEAR * HOURS_PER_DAY;

/** Days before the first of each month in a common year (Jan..Dec). */
const DAYS_BEFORE_MONTH: readonly number[] = DAYS_PER_MONTH.map((_, m) =>
  DAYS_PER_MONTH.slice(0, m).reduce((sum, days) => sum + days, 0),
);

/** Year, month and day of a civil date. */
export interface CivilDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

/** Whether a Gregorian year has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of a year (29 for February of a leap year). [days] */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_PER_MONTH[month - 1]!;
}

/**
 * Civil (proleptic Gregorian) date of a count of days since 1970-01-01.
 * @remarks Integer algorithm "civil_from_days" of H. Hinnant, "chrono-Compatible Low-Level Date
 * Algorithms", 2013, https://howardhinnant.github.io/date_algorithms.html.
 * @param daysSinceEpoch whole days since 1970-01-01 (may be negative)
 */
export function civilFromDays(daysSinceEpoch: number): CivilDate {
  const z = daysSinceEpoch + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * Days since 1970-01-01 of a civil (proleptic Gregorian) date, for any year (Date.UTC would read
 * years 0-99 as 1900-1999); the inverse of {@link civilFromDays}.
 * @remarks Algorithm "days_from_civil" of H. Hinnant (see {@link civilFromDays}).
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYearMarch = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYearMarch;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Day of the year (1..366) of a civil date. */
export function dayOfYear(date: CivilDate): number {
  const leapDay = date.month > 2 && isLeapYear(date.year) ? 1 : 0;
  return DAYS_BEFORE_MONTH[date.month - 1]! + date.day + leapDay;
}

/** Month and day-of-year of every record, in the file's time base. */
export interface RecordCalendar {
  /** Month of each record, 0 = January .. 11 = December. */
  month: Uint8Array;
  /** Day of the year of each record, 1..366. */
  dayOfYear: Uint16Array;
}

/**
 * Month and day of year of each instant, read in a time base `timezone` hours ahead of UTC.
 * @param timesUtcMs physical instants [ms since 1970-01-01T00:00Z]
 * @param timezone offset of the file's time base from UTC [h]
 */
export function recordCalendar(timesUtcMs: Float64Array, timezone: number): RecordCalendar {
  const n = timesUtcMs.length;
  const month = new Uint8Array(n);
  const doy = new Uint16Array(n);
  const offsetMs = timezone * 3_600_000;
  // Records come in runs of the same day: reuse the last conversion.
  let lastDay = Number.NaN;
  let lastMonth = 0;
  let lastDoy = 1;
  for (let i = 0; i < n; i++) {
    const day = Math.floor((timesUtcMs[i]! + offsetMs) / MS_PER_DAY);
    if (day !== lastDay) {
      const date = civilFromDays(day);
      lastDay = day;
      lastMonth = date.month - 1;
      lastDoy = dayOfYear(date);
    }
    month[i] = lastMonth;
    doy[i] = lastDoy;
  }
  return { month, dayOfYear: doy };
}
