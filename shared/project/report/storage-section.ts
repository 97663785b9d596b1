/**
 * The storage pages of a storage project [TAR-6] [TAR-13]: the battery as simulated, the first
 * year's flows at the load's interval by the project's strategy, curtailment, imports over the
 * limit, cycles, the time at each tenth of the state of charge, a typical summer and winter day by
 * hour, and each year of the battery's life (capacity, cycles, replacement, warranty, savings).
 */
import * as z from 'zod';
import { STRATEGY_KINDS } from '../record/storage-strategy';

/** Energy sums of the first year. [kWh] */
export const storageEnergy = z.object({
  pv: z.number(),
  load: z.number(),
  pvToLoad: z.number(),
  pvToBattery: z.number(),
  pvToGrid: z.number(),
  /** PV neither used, stored nor exported (export limit, full battery). */
  pvCurtailed: z.number(),
  batteryToLoad: z.number(),
  gridToLoad: z.number(),
  gridToBattery: z.number(),
  /** Charging and discharging losses and the change of stored energy. */
  batteryLosses: z.number(),
});

/** One hour of a typical day: means over the hour of that month's days. */
const typicalHour = z.object({
  /** 0-23, local standard time of the hour's start. */
  hour: z.number(),
  /** [kW] */
  loadKw: z.number(),
  /** [kW] */
  pvKw: z.number(),
  /** Discharge positive, charge negative. [kW] */
  batteryKw: z.number(),
  /** Import positive, export negative. [kW] */
  gridKw: z.number(),
  /** State of charge at the hour's end. [%] of the usable capacity */
  socPercent: z.number(),
  /** The tariff's import price of the hour on a weekday. [currency/kWh] */
  importPrice: z.number(),
});

/** A typical day: the mean of each hour over the month's weekdays. */
export const typicalDay = z.object({
  season: z.enum(['summer', 'winter']),
  /** 0 = January. */
  month: z.number(),
  hours: z.array(typicalHour),
});

/** One year of the battery's life [TAR-13]. */
export const batteryLifeYear = z.object({
  /** 1 = the first year of operation. */
  year: z.number(),
  /** Capacity the year ran on, of the new capacity. [%] */
  capacityPercent: z.number(),
  /** The battery was replaced at the start of this year. */
  replaced: z.boolean(),
  /** Equivalent full cycles. [-] */
  cycles: z.number(),
  /** Cumulative cycles or throughput beyond the warranty's within its years. */
  beyondWarranty: z.boolean(),
  /** What the battery saves this year over PV alone, escalation included. [currency] */
  savings: z.number(),
});

/** The storage section of the design results and the report. */
export const storageSection = z.object({
  strategy: z.enum(STRATEGY_KINDS),
  gridCharging: z.boolean(),
  /** [kWh] */
  usableCapacityKwh: z.number(),
  /** The backup reserve. [kWh] */
  reserveKwh: z.number(),
  /** Charge and discharge limit. [kW] */
  maxPowerKw: z.number(),
  /** [%] */
  roundTripEfficiencyPercent: z.number(),
  /** The load's interval the year ran at. [min] */
  stepMinutes: z.number(),
  energy: storageEnergy,
  /** PV curtailed without the battery (export limit only). [kWh] */
  pvOnlyCurtailedKwh: z.number(),
  /** Steps whose import exceeds the import limit and the highest import [kW]. */
  importOverLimit: z.object({ steps: z.number(), highestKw: z.number() }),
  /** Energy drawn from the cells over the usable capacity, first year. [-] */
  equivalentFullCycles: z.number(),
  /** Energy drawn from the cells, first year. [kWh] */
  throughputKwh: z.number(),
  /** Share of the time at each tenth of the state of charge, lowest first (10 values). [%] */
  socHistogramPercent: z.array(z.number()),
  /** Peak shaving's target of each month; null for the other strategies. [kW] */
  peakTargetsKw: z.array(z.number()).nullable(),
  /** A typical summer (July) and winter (January) day. */
  typicalDays: z.array(typicalDay),
  /** Each year of the life, the first first. */
  life: z.array(batteryLifeYear),
  /** Years of operation a replacement falls in (1-based); empty when none. */
  batteryReplacementYears: z.array(z.number()),
  /** Some year of the life exceeds the warranty's cycles or throughput. */
  beyondWarranty: z.boolean(),
});
export type StorageSection = z.infer<typeof storageSection>;
