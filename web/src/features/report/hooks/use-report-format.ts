/**
 * Numbers, units and dates of the report in the site's language (lib/format-number, lib/format),
 * times on the account's clock, as the report's file name has them.
 */
import { useMemo } from 'react';
import { useAccountClockOffset } from '@/hooks/use-account-info';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';

export interface ReportFormat {
  language: Language;
  /** `12,345.6`; '-' when absent. */
  number(value: number | null | undefined, digits?: number): string;
  /** `12,345.60` with exactly `digits` decimals (money in a column), never `-0`; '-' when absent. */
  fixed(value: number | null | undefined, digits: number): string;
  /** `12,345.6 kWh`; '-' when absent. */
  quantity(value: number | null | undefined, digits: number, unit: string): string;
  /** The date and time in the language's medium style, on the account's clock. */
  dateTime(value: string | number): string;
  /** The date in the language's long style, on the account's clock (the report's issue date). */
  date(value: Date): string;
}

function formatFixed(value: number | null | undefined, language: Language, digits: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  // Adding 0 turns a negated zero (no export credit) into a plain one.
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value + 0);
}

/** @param offsetHours - The account's clock from UTC [h]; the browser's clock when undefined. */
export function reportFormat(language: Language, offsetHours?: number): ReportFormat {
  const number = (value: number | null | undefined, digits = 2) => formatNumber(value, language, digits);
  return {
    language,
    number,
    fixed: (value, digits) => formatFixed(value, language, digits),
    quantity: (value, digits, unit) => {
      const text = number(value, digits);
      return text === '-' ? text : `${text} ${unit}`;
    },
    dateTime: (value) => formatDateTime(value, language, offsetHours),
    date: (value) => formatDate(value, language, offsetHours),
  };
}

export function useReportFormat(): ReportFormat {
  const language = useLanguage();
  const offsetHours = useAccountClockOffset();
  return useMemo(() => reportFormat(language, offsetHours), [language, offsetHours]);
}
