/**
 * The engine answers' monthly shapes: twelve values keyed Jan..Dec (or GJan..GDec), rounded as
 * answers are.
 */
import { type RoundingRule, rounded } from '../../numbers/rounding';

/** The English month abbreviations that key the monthly values of the answers, January first. */
export const MONTH_KEYS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

/** Twelve values keyed Jan..Dec. */
export type MonthlyValues = Record<MonthKey, number>;

/** Monthly global horizontal irradiation keyed GJan..GDec. [kWh/m²/month] */
export type HorizontalRadiation = Record<`G${MonthKey}`, number>;

/**
 * A figure of an answer: rounded by its rule, and 0 when it is not finite (a yield of no
 * capacity), since answers carry no NaN.
 */
export function answerFigure(value: number, rule: RoundingRule): number {
  return Number.isFinite(value) ? rounded(value, rule) : 0;
}

/**
 * Twelve monthly energies (or irradiations) keyed by the English month abbreviations.
 * @param values Jan..Dec [kWh], [kWh/m²]
 */
export function byMonth(values: ArrayLike<number>): MonthlyValues {
  return Object.fromEntries(
    MONTH_KEYS.map((key, m) => [key, answerFigure(values[m] ?? 0, 'energy')]),
  ) as MonthlyValues;
}

/** Monthly horizontal irradiation as GJan..GDec. [kWh/m²] */
export function horizontalByMonth(ghiMonthly: ArrayLike<number>): HorizontalRadiation {
  return Object.fromEntries(
    MONTH_KEYS.map((key, m) => [`G${key}`, answerFigure(ghiMonthly[m] ?? 0, 'energy')]),
  ) as HorizontalRadiation;
}
