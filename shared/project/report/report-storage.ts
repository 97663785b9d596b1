/**
 * The self-use pages of a storage project's report (the self-use rate [REP-1]; depth of discharge
 * [ENG-4]): the project's battery bank and load, the hourly battery simulation of
 * `shared/pv/storage` against the engine's hourly PV, and its figures as the report shows them.
 */
import * as z from 'zod';
import type { BatteryDatasheet } from '../../catalogue/battery-datasheet';
import { rounded } from '../../numbers/rounding';
import { syntheticTimezone } from '../../pv/climate/synthetic-year';
import { MONTH_KEYS } from '../../pv/engine/monthly';
import { DEFAULT_DEPTH_OF_DISCHARGE, usableBatteryCapacityKwh } from '../../pv/storage/battery';
import { hourlyEnergyOnLocalClock } from '../../pv/storage/local-clock';
import type { EnergyFlowSums } from '../../pv/storage/self-use';
import { type StorageYear, simulateStorageYear } from '../../pv/storage/simulate';
import { loadInputFromUserLoad } from '../../pv/storage/user-load';
import type { HourlyWeather } from '../../pv/weather/types';
import { type AgeingParameters, DEFAULT_AGEING } from '../../storage/ageing';
import { engineSite } from '../record/location';
import type { ProjectRecord } from '../record/project';

/** Energy flows of a period of the storage year [kWh] and its two ratios [%]. */
const energyFlows = z.object({
  pv: z.number(),
  load: z.number(),
  pvToLoad: z.number(),
  pvToBattery: z.number(),
  batteryToLoad: z.number(),
  pvToGrid: z.number(),
  gridToLoad: z.number(),
  batteryLosses: z.number(),
  /** PV used on site (directly or through the battery) per PV produced. [%] */
  selfUseRatio: z.number(),
  /** Load served by PV and battery per load. [%] */
  selfSufficiency: z.number(),
});
export type EnergyFlowsReport = z.infer<typeof energyFlows>;

/** The self-use pages of a storage project: the hourly battery simulation's figures. */
export const selfUseSection = z.object({
  /** Σ module capacity × modules × inverters. [kWh] */
  batteryNominalCapacityKwh: z.number(),
  /** The nominal capacity × depth of discharge 0.9. [kWh] */
  batteryUsableCapacityKwh: z.number(),
  /** [%] */
  selfUseRatio: z.number(),
  /** [%] */
  selfSufficiency: z.number(),
  annual: energyFlows,
  /** January first. */
  monthly: z.array(energyFlows.extend({ month: z.enum(MONTH_KEYS) })),
});
export type SelfUseReport = z.infer<typeof selfUseSection>;

/** The batteries of a project, all inverters together. */
export interface BatteryBank {
  /** Σ module capacity × modules per inverter × inverters. [kWh] */
  nominalCapacityKwh: number;
  /**
   * The datasheets' usable energy where the batteries have one, else the nominal capacity × the
   * depth of discharge 0.9 [ENG-4]. [kWh]
   */
  usableCapacityKwh: number;
  /**
   * Σ rated AC output of the inverters that carry batteries (a hybrid inverter moves the
   * battery's energy through its own rating), at most the batteries' own continuous power where
   * their datasheet gives it. [kW]
   */
  maxPowerKw: number;
  /** The datasheet's round trip of the largest batteries; absent: the default [TAR-9]. [-] */
  roundTripEfficiency?: number;
  /** The datasheet's ageing of the largest batteries; absent: the defaults [TAR-13]. */
  ageing?: AgeingParameters;
}

/** The ageing a datasheet states [TAR-13]: its cycle life, end share and warranty. */
function datasheetAgeing(datasheet: BatteryDatasheet, modules: number): AgeingParameters {
  return {
    ...DEFAULT_AGEING,
    cycleLife: datasheet.cycleLife,
    cycleLifeDepthOfDischarge: datasheet.cycleLifeDepthOfDischargePercent / 100,
    cycleLifeEndShare: datasheet.cycleLifeEndPercent / 100,
    endOfLifeShare: Math.min(DEFAULT_AGEING.endOfLifeShare, datasheet.cycleLifeEndPercent / 100),
    warrantyYears: datasheet.warrantyYears,
    ...(datasheet.warrantyThroughputMwh !== undefined && {
      warrantyThroughputKwh: datasheet.warrantyThroughputMwh * 1000 * modules,
    }),
  };
}

/**
 * The project's battery bank.
 *
 * @example
 * // One SUN-5K-SG (5 kW) with two US5000 modules of 4.8 kWh:
 * projectBatteryBank(project); // { nominalCapacityKwh: 9.6, usableCapacityKwh: 8.64, maxPowerKw: 5 }
 */
export function projectBatteryBank(project: Pick<ProjectRecord, 'inverter'>): BatteryBank {
  let nominal = 0;
  let usable = 0;
  let powerW = 0;
  let largest: { kwh: number; datasheet: BatteryDatasheet; modules: number } | undefined;
  for (const group of project.inverter) {
    if (!group.battery || !group.batterynumber) continue;
    const modules = group.batterynumber * group.invertercount;
    const kwh = group.battery.batterycapacity * modules;
    const datasheet = group.battery.datasheet;
    const inverterW = group.info.ratedacoutputpower * group.invertercount;
    nominal += kwh;
    usable += datasheet ? datasheet.usableCapacityKwh * modules : kwh * DEFAULT_DEPTH_OF_DISCHARGE;
    powerW += datasheet ? Math.min(inverterW, datasheet.maxPowerKw * 1000 * modules) : inverterW;
    if (datasheet && (!largest || kwh > largest.kwh)) largest = { kwh, datasheet, modules };
  }
  const nominalCapacityKwh = rounded(nominal, 'sum');
  if (!largest) {
    return {
      nominalCapacityKwh,
      usableCapacityKwh: usableBatteryCapacityKwh(nominalCapacityKwh, 1),
      maxPowerKw: powerW / 1000,
    };
  }
  return {
    nominalCapacityKwh,
    usableCapacityKwh: rounded(usable, 'sum'),
    maxPowerKw: powerW / 1000,
    roundTripEfficiency: largest.datasheet.roundTripEfficiencyPercent / 100,
    ageing: datasheetAgeing(largest.datasheet, largest.modules),
  };
}

/**
 * A storage project's year: its load (none counts as no consumption) and battery bank against
 * the hourly PV.
 *
 * @param pvKwh - Hourly AC energy on the site's clock, 8760 values (`hourlyEnergyOnLocalClock`). [kWh]
 */
export function projectStorageYear(
  project: Pick<ProjectRecord, 'inverter' | 'proUserLoadInformation'>,
  pvKwh: Float64Array,
): { bank: BatteryBank; year: StorageYear } {
  const bank = projectBatteryBank(project);
  const load = project.proUserLoadInformation
    ? loadInputFromUserLoad(project.proUserLoadInformation)
    : { daytimeLoadPowerRatio: 0, annualConsumptionKwh: 0 };
  const year = simulateStorageYear({
    pvKwh,
    load,
    battery: {
      usableCapacityKwh: bank.usableCapacityKwh,
      maxChargePowerKw: bank.maxPowerKw,
      maxDischargePowerKw: bank.maxPowerKw,
    },
  });
  return { bank, year };
}

/**
 * The storage year on the site's clock: the time zone of the weather's site when it fits the
 * longitude, else the solar zone (as the synthetic years do), so the load's clock hours meet the
 * PV of the same hours whatever time base the weather came in.
 *
 * @param acPowerW - The engine's AC power of each weather record. [W]
 */
export function projectStorageOnSiteClock(
  project: Pick<ProjectRecord, 'inverter' | 'proUserLoadInformation' | 'mapLocation'>,
  weather: HourlyWeather,
  acPowerW: Float64Array,
): { bank: BatteryBank; year: StorageYear } {
  const timezone = syntheticTimezone({
    longitude: engineSite(project.mapLocation).longitude,
    timezone: weather.site.timezone,
  });
  const pvKwh = hourlyEnergyOnLocalClock(
    { powerW: acPowerW, timesUtcMs: weather.timesUtcMs, intervalHours: weather.intervalHours },
    timezone,
  );
  return projectStorageYear(project, pvKwh);
}

function flowsReport(sums: EnergyFlowSums): EnergyFlowsReport {
  const kwh = (value: number) => rounded(value, 'energy');
  const percent = (share: number) => rounded(share * 100, 'percent');
  return {
    pv: kwh(sums.pv),
    load: kwh(sums.load),
    pvToLoad: kwh(sums.pvToLoad),
    pvToBattery: kwh(sums.pvToBattery),
    batteryToLoad: kwh(sums.batteryToLoad),
    pvToGrid: kwh(sums.pvToGrid),
    gridToLoad: kwh(sums.gridToLoad),
    batteryLosses: kwh(sums.batteryLosses),
    selfUseRatio: percent(sums.selfUseRatio),
    selfSufficiency: percent(sums.selfSufficiency),
  };
}

/**
 * The self-use figures of a simulated year, as the report prints them.
 *
 * @example
 * selfUseReport(projectStorageYear(project, pvKwh)).selfUseRatio; // e.g. 78.42 [%]
 */
export function selfUseReport(storage: {
  bank: BatteryBank;
  year: { dispatch: Pick<StorageYear['dispatch'], 'annual' | 'monthly'> };
}): SelfUseReport {
  const { bank, year } = storage;
  const annual = flowsReport(year.dispatch.annual);
  return {
    batteryNominalCapacityKwh: bank.nominalCapacityKwh,
    batteryUsableCapacityKwh: rounded(bank.usableCapacityKwh, 'sum'),
    selfUseRatio: annual.selfUseRatio,
    selfSufficiency: annual.selfSufficiency,
    annual,
    monthly: year.dispatch.monthly.map((sums, m) => ({ month: MONTH_KEYS[m]!, ...flowsReport(sums) })),
  };
}
