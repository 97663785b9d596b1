/**
 * The load step's stored form (proUserLoadInformation) turned into a `LoadInput`.
 */
import type { LoadInput } from './load-profile';

/** Month keys as the three-letter prefix shared by both spellings (Jun/June, Jul/July, Sep/Sept). */
const MONTH_PREFIXES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The fields of proUserLoadInformation this module reads. */
export interface UserLoadInformation {
  /** Share of the load used in daytime. [%] */
  daytimeLoadPowerRatio: number;
  /** Yearly consumption, used when the monthly values are off. [kWh] */
  loadAnnualElectricityConsumption?: number | null;
  /** Monthly values switched on: boolean in the client, 1 or 0 on the server. */
  loadMonthlyElectricityConsumptionAbled?: boolean | number | null;
  /** Monthly consumption keyed Jan..Dec (client July/Sept/June or server Jul/Sep/Jun). [kWh] */
  loadMonthlyElectricityConsumption?: Record<string, number | null | undefined> | null;
}

/**
 * Twelve monthly values from the keyed form, accepting the client's and the server's
 * spellings (any key whose first three letters name the month, case-insensitive). A missing
 * month counts as 0.
 *
 * @param keyed - Monthly consumption keyed by month name. [kWh]
 * @returns Values January..December. [kWh]
 *
 * @example
 * monthlyConsumptionFromKeys({ Jan: 100, July: 120, Sep: 90 }); // [100, 0, 0, 0, 0, 0, 120, 0, 90, 0, 0, 0]
 */
export function monthlyConsumptionFromKeys(keyed: Record<string, number | null | undefined>): number[] {
  const monthly = new Array<number>(12).fill(0);
  for (const [key, value] of Object.entries(keyed)) {
    const month = MONTH_PREFIXES.indexOf(key.slice(0, 3).toLowerCase());
    if (month >= 0 && value != null) monthly[month] = value;
  }
  return monthly;
}

/**
 * The load step's data as a `LoadInput`: the monthly values when they are switched on, else
 * the annual consumption (0 when missing).
 *
 * @example
 * loadInputFromUserLoad({ daytimeLoadPowerRatio: 40, loadAnnualElectricityConsumption: 3650 });
 * // { daytimeLoadPowerRatio: 40, annualConsumptionKwh: 3650 }
 */
export function loadInputFromUserLoad(info: UserLoadInformation): LoadInput {
  const monthlyOn =
    info.loadMonthlyElectricityConsumptionAbled === true || info.loadMonthlyElectricityConsumptionAbled === 1;
  if (monthlyOn && info.loadMonthlyElectricityConsumption) {
    return {
      daytimeLoadPowerRatio: info.daytimeLoadPowerRatio,
      monthlyConsumptionKwh: monthlyConsumptionFromKeys(info.loadMonthlyElectricityConsumption),
    };
  }
  return {
    daytimeLoadPowerRatio: info.daytimeLoadPowerRatio,
    annualConsumptionKwh: info.loadAnnualElectricityConsumption ?? 0,
  };
}
