/** Numbers, units and dates of the report in the site's language (lib/format-number, lib/format). */
import { useMemo } from 'react';
import { formatDateTime } from '@/lib/format';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';

export interface ReportFormat {
  language: Language;
  /** `12,345.6`; '-' when absent. */
  number(value: number | null | undefined, digits?: number): string;
  /** `12,345.6 kWh`; '-' when absent. */
  quantity(value: number | null | undefined, digits: number, unit: string): string;
  /** The date (and time) in the language's medium style. */
  dateTime(value: string | number): string;
  /** Today, as the report's issue date. */
  date(value: Date): string;
}

export function reportFormat(language: Language): ReportFormat {
  const number = (value: number | null | undefined, digits = 2) => formatNumber(value, language, digits);
  return {
    language,
    number,
    quantity: (value, digits, unit) => {
      const text = number(value, digits);
      return text === '-' ? text : `${text} ${unit}`;
    },
    dateTime: (value) => formatDateTime(value, language),
    date: (value) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(value),
  };
}

export function useReportFormat(): ReportFormat {
  const language = useLanguage();
  return useMemo(() => reportFormat(language), [language]);
}
