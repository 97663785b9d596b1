/** Numbers in the site's language (the same locale feeds Intl). */
import type { Language } from './language';

const formats = new Map<string, Intl.NumberFormat>();

/** `value` with at most `maxDigits` decimals ('-' when absent), e.g. 12,345.6 / 12,345.6. */
export function formatNumber(value: number | null | undefined, language: Language, maxDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const key = `${language}:${maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: maxDigits });
    formats.set(key, format);
  }
  return format.format(value);
}
