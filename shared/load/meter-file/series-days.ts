/**
 * The days of a series [LOAD-1]: 365 calendar days in a row from the first, a 29 February
 * skipped. "Series days" count days that way, so day d of a series is its d-th day without
 * leap days, whatever year it starts in.
 */
import { civilFromDays, isLeapYear } from '../../pv/civil-calendar';

const MINUTES_PER_DAY = 1440;

/** Leap years from 1970 to `year` (both counted). */
function leapYearsThrough(year: number): number {
  const count = (y: number) => Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  return count(year) - count(1969);
}

/** Whether a day (since 1970-01-01) is a 29 February. */
export function isLeapDay(day: number): boolean {
  const date = civilFromDays(day);
  return date.month === 2 && date.day === 29;
}

/**
 * The series day of a calendar day (days since 1970-01-01): its count with every 29 February
 * since 1970 left out. A 29 February gets the number of the 28th (callers drop it).
 */
export function seriesDayOf(day: number): number {
  const date = civilFromDays(day);
  const leapDayPassed = isLeapYear(date.year) && (date.month > 2 || (date.month === 2 && date.day === 29));
  return day - leapYearsThrough(date.year - 1) - (leapDayPassed ? 1 : 0);
}

/** The calendar day (not a 29 February) with a given series day number. */
export function calendarDayOf(seriesDay: number): number {
  let day = seriesDay;
  while (seriesDayOf(day) < seriesDay) day++;
  return isLeapDay(day) ? day + 1 : day;
}

/** Month (0 = January) and weekday (0 = Sunday) of the 365 days of a series. */
export interface SeriesDays {
  /** Calendar day (since 1970-01-01) of the series' first day. */
  firstDay: number;
  month: Uint8Array;
  weekday: Uint8Array;
}

/** The calendar of the 365 days of a series starting on `firstDay` (days since 1970-01-01). */
export function seriesDays(firstDay: number): SeriesDays {
  const out: SeriesDays = { firstDay, month: new Uint8Array(365), weekday: new Uint8Array(365) };
  let day = firstDay;
  for (let d = 0; d < 365; d++, day++) {
    if (isLeapDay(day)) day++;
    out.month[d] = civilFromDays(day).month - 1;
    // 1970-01-01 was a Thursday (4).
    out.weekday[d] = (((day + 4) % 7) + 7) % 7;
  }
  return out;
}

/** `YYYY-MM-DDT00:00` of a calendar day. */
export function midnightStamp(day: number): string {
  return new Date(day * MINUTES_PER_DAY * 60_000).toISOString().slice(0, 16);
}
