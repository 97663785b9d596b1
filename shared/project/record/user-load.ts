/**
 * proUserLoadInformation, the user-load step of storage projects (inputs at least 0
 * [WIZ-3]). Monthly values are stored under the three-letter keys Jan..Dec; the client's
 * spellings July, Sept and June (and any key whose first three letters name the month) are read
 * too. The monthly total is computed here, never taken from the client.
 */
import * as z from 'zod';
import { singleLine } from '../../api/common-fields';
import { PROJECT_LIMITS } from '../../constants/limits';
import { roundedSum } from '../../numbers/rounding';
import { MONTH_KEYS, type MonthKey } from '../../pv/engine/monthly';
import { monthlyConsumptionFromKeys } from '../../pv/storage/user-load';
import { nonNegative, percent, switchField } from './project-fields';

const consumption = () => nonNegative(PROJECT_LIMITS.consumptionKwh);

/** Twelve monthly values keyed Jan..Dec. [kWh] */
export type MonthlyConsumption = Record<MonthKey, number>;

const monthlyInput = z
  .record(singleLine(z.string().max(12)), consumption().nullish(), { error: 'invalidValue' })
  .refine((keyed) => Object.keys(keyed).length <= 24, { error: 'invalidValue' })
  .transform((keyed): MonthlyConsumption => {
    const values = monthlyConsumptionFromKeys(keyed);
    return Object.fromEntries(MONTH_KEYS.map((key, month) => [key, values[month]!])) as MonthlyConsumption;
  });

/**
 * Sum of the monthly values, rounded as a sum [WIZ-3] [FIN-5]. [kWh]
 *
 * @example
 * monthlyTotal({ ...twelveZeros, Jan: 100.5, Feb: 200.25 }); // 300.75
 */
export function monthlyTotal(monthly: MonthlyConsumption): number {
  return roundedSum(MONTH_KEYS.map((key) => monthly[key]));
}

/** The load step as sent; the total is derived ({@link withMonthlyTotal}). */
export const userLoadInput = z.object({
  /** Share of the consumption used in daytime. [%] */
  daytimeLoadPowerRatio: percent(),
  /** Yearly consumption, used when the monthly values are off. [kWh] */
  loadAnnualElectricityConsumption: consumption().default(0),
  loadMonthlyElectricityConsumptionAbled: switchField.default(false),
  /** Monthly consumption. [kWh] */
  loadMonthlyElectricityConsumption: monthlyInput.nullish(),
});
export type UserLoadInput = z.output<typeof userLoadInput>;

/** The stored load: every month present and the total computed. */
export const userLoadRecord = userLoadInput.extend({
  loadMonthlyElectricityConsumption: z.object(
    Object.fromEntries(MONTH_KEYS.map((key) => [key, z.number()])) as Record<MonthKey, z.ZodNumber>,
  ),
  /** Σ of the monthly values, 3 decimals. [kWh] */
  loadMonthlyElectricityConsumptionTotal: z.number(),
});
export type UserLoadRecord = z.output<typeof userLoadRecord>;

/** The stored form of the load step. */
export function withMonthlyTotal(load: UserLoadInput): UserLoadRecord {
  const monthly =
    load.loadMonthlyElectricityConsumption ??
    (Object.fromEntries(MONTH_KEYS.map((key) => [key, 0])) as MonthlyConsumption);
  return {
    ...load,
    loadMonthlyElectricityConsumption: monthly,
    loadMonthlyElectricityConsumptionTotal: monthlyTotal(monthly),
  };
}
