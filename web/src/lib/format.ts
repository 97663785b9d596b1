/** Dates and numbers in the site's language (the same locale feeds Intl). */
import type { Language } from './language';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, style: 'dateTime' | 'date', onUtc: boolean): Intl.DateTimeFormat {
  const key = `${language}|${style}|${onUtc}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' };
    format = new Intl.DateTimeFormat(language, onUtc ? { ...options, timeZone: 'UTC' } : options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The instant as a clock `offsetHours` from UTC reads it, as a UTC date to format in UTC. The
 * account's time zones are fixed offsets (shared/constants/timezones), so no zone database is
 * needed; without an offset, the browser's own clock.
 */
function onClock(date: Date, offsetHours: number | undefined): { date: Date; onUtc: boolean } {
  if (offsetHours === undefined) return { date, onUtc: false };
  return { date: new Date(date.getTime() + Math.round(offsetHours * 60) * 60_000), onUtc: true };
}

/**
 * `2026年11月21日 10:38` / `Nov 21, 2026, 10:38 AM` on the clock `offsetHours` [h] from UTC (the
 * account's time zone; the browser's clock when undefined); the text itself when it is not a date.
 *
 * @example
 * formatDateTime('2026-11-21T02:38:00Z', 'en', 8); // 'Nov 21, 2026, 10:38 AM'
 */
export function formatDateTime(value: string | number, language: Language, offsetHours?: number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const local = onClock(date, offsetHours);
  return dateFormat(language, 'dateTime', local.onUtc).format(local.date);
}

/** `2026年11月21日` / `November 21, 2026` on the clock `offsetHours` [h] from UTC. */
export function formatDate(value: Date, language: Language, offsetHours?: number): string {
  const local = onClock(value, offsetHours);
  return dateFormat(language, 'date', local.onUtc).format(local.date);
}
