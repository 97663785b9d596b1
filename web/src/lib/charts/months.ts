/** Month names of the charts in the site's language (Jan…Dec / 1月…12月), January first. */
import type { Language } from '../language';

const cache = new Map<Language, string[]>();

export function monthNames(language: Language): string[] {
  let names = cache.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
    cache.set(language, names);
  }
  return names;
}
