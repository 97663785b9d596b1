/** Dates and numbers in the site's language (STYLE.md convention 13: the same locale feeds Intl). */
import type { Language } from './language';

/** `2026年11月21日 10:38` / `Nov 21, 2026, 10:38 AM`; the text itself when it is not a date. */
export function formatDateTime(value: string | number, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
