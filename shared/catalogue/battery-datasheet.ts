/**
 * A battery's datasheet figures that the dispatch and the ageing read [TAR-9] [TAR-13]: its
 * usable capacity and continuous power per module (or cabinet), its round-trip efficiency, its
 * rated cycle life and the warranty's years and throughput. Optional: a battery without them is
 * dispatched on the nominal capacity × 0.9 [ENG-4] at its inverters' rating with the default
 * efficiency and ageing (shared/storage/battery.ts, ageing.ts).
 */
import * as z from 'zod';

export const batteryDatasheet = z.object({
  /** Usable energy of one module or cabinet. [kWh] */
  usableCapacityKwh: z.number().positive(),
  /** Continuous charge and discharge power of one module or cabinet. [kW] */
  maxPowerKw: z.number().positive(),
  /** AC to AC round trip, with the power conversion. [%] */
  roundTripEfficiencyPercent: z.number().gt(0).max(100),
  /** Full cycles to the end share below at the depth of discharge below. */
  cycleLife: z.number().positive(),
  /** [%] */
  cycleLifeDepthOfDischargePercent: z.number().gt(0).max(100),
  /** Capacity left at the end of the cycle life. [%] */
  cycleLifeEndPercent: z.number().gt(0).max(100),
  /** Years the warranty runs. */
  warrantyYears: z.number().positive(),
  /** Energy discharged the warranty covers, one module or cabinet. [MWh] */
  warrantyThroughputMwh: z.number().positive().optional(),
});
export type BatteryDatasheet = z.infer<typeof batteryDatasheet>;
