/** The spec's monthly shapes (keyed Jan..Dec, or GJan..GDec) and the rounding of answers. */
import { type HorizontalRadiation, MONTH_KEYS, type MonthlyValues } from '@pvd/shared/api/climate';

/** `value` rounded to `digits` decimals (non-finite values become 0: answers carry no NaN). */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor + 0;
}

/**
 * Twelve monthly values keyed by the English month abbreviations.
 * @param values Jan..Dec
 * @param digits decimals kept (default 2)
 */
export function byMonth(values: ArrayLike<number>, digits = 2): MonthlyValues {
  return Object.fromEntries(
    MONTH_KEYS.map((key, m) => [key, roundTo(values[m] ?? 0, digits)]),
  ) as MonthlyValues;
}

/** Monthly horizontal irradiation as GJan..GDec. [kWh/m²] */
export function horizontalByMonth(ghiMonthly: ArrayLike<number>): HorizontalRadiation {
  return Object.fromEntries(
    MONTH_KEYS.map((key, m) => [`G${key}`, roundTo(ghiMonthly[m] ?? 0, 2)]),
  ) as HorizontalRadiation;
}
