/**
 * The hourly load the engine simulates for the step's inputs, as an average day: the same
 * `hourlyLoadProfile` (shared/pv/storage) the storage simulation runs, averaged per hour of day,
 * so the chart equals what the engine uses.
 */

import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { roundedSum } from '@pvd/shared/numbers/rounding';
import { hourlyLoadProfile } from '@pvd/shared/pv/storage/load-profile';
import { loadInputFromUserLoad, type UserLoadInformation } from '@pvd/shared/pv/storage/user-load';

/** Sum of the twelve months, rounded as a sum [WIZ-3] [FIN-5]; a month not typed counts 0. [kWh] */
export function monthlySum(monthly: Record<string, number | null | undefined> | null | undefined): number {
  return roundedSum(MONTH_KEYS.map((key) => Number(monthly?.[key]) || 0));
}

/** A total as shown: whole numbers plain, fractional ones with 3 decimals [WIZ-3]. */
export function formatTotal(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/**
 * Mean load of each hour of the day over the year (24 values), or null when the inputs cannot be
 * simulated (a ratio outside 0..100, a negative consumption). [kW] (1 h steps: kWh = kW)
 */
export function averageDayProfile(info: UserLoadInformation): number[] | null {
  const ratio = Number(info.daytimeLoadPowerRatio);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 100) return null;
  const input = loadInputFromUserLoad({ ...info, daytimeLoadPowerRatio: ratio });
  const values =
    'annualConsumptionKwh' in input ? [input.annualConsumptionKwh] : Array.from(input.monthlyConsumptionKwh);
  if (values.some((v) => !Number.isFinite(v) || v < 0)) return null;
  const hourly = hourlyLoadProfile(input);
  const day = new Array<number>(24).fill(0);
  for (let hour = 0; hour < hourly.length; hour++) day[hour % 24]! += hourly[hour]!;
  const days = hourly.length / 24;
  return day.map((sum) => sum / days);
}
