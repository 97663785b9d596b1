/**
 * Battery ageing over the life [TAR-13]: capacity fades by the energy cycled (equivalent full
 * cycles) and by calendar time; each year's dispatch runs on that year's capacity; the battery
 * is replaced, and its capacity restored, in the first year it starts below the end-of-life
 * share; a year whose cumulative cycles or throughput exceed the warranty's, within the warranty
 * years, is flagged.
 */

/** Ageing parameters; defaults in {@link DEFAULT_AGEING}. */
export interface AgeingParameters {
  /** Full cycles the cells last at `cycleLifeDepthOfDischarge` down to `cycleLifeEndShare`. [-] */
  cycleLife: number;
  /** Depth of discharge of the rated cycle life. [-] */
  cycleLifeDepthOfDischarge: number;
  /** Capacity left at the end of the rated cycle life. [share of new] */
  cycleLifeEndShare: number;
  /** The battery is replaced when its capacity falls below this share. [share of new] */
  endOfLifeShare: number;
  /** Capacity lost each year by calendar ageing. [%/year] */
  calendarFadePercentPerYear: number;
  /** Years the warranty runs. */
  warrantyYears: number;
  /** Equivalent full cycles the warranty covers; default none. */
  warrantyCycles?: number;
  /** Energy drawn from the cells the warranty covers; default none. [kWh] */
  warrantyThroughputKwh?: number;
}

/**
 * Defaults for LFP storage cells [TAR-13].
 *
 * @remarks
 * 6000 cycles at 80 % depth of discharge to 80 % remaining capacity: the economic cycle life cell
 * makers state for 280 Ah LFP storage cells at 25 °C and 0.2-0.5 C ("the remaining capacity after
 * 6,000 cycles is 70-80 %": Aspower, "Safety and economic cycle life of 280AH energy storage
 * cells", 2023). Replacement below 70 %: EVE's LFP cell datasheet (304 Ah) ends the cell's life
 * below 70 % of its typical capacity. Calendar fade 1 %/year and a warranty of 10 years or 4000
 * cycles are assumptions of this product (typical of LFP offers; no datasheet figure was at hand).
 */
export const DEFAULT_AGEING: AgeingParameters = {
  cycleLife: 6000,
  cycleLifeDepthOfDischarge: 0.8,
  cycleLifeEndShare: 0.8,
  endOfLifeShare: 0.7,
  calendarFadePercentPerYear: 1,
  warrantyYears: 10,
  warrantyCycles: 4000,
};

/** What one year's dispatch reports to the ageing. */
export interface AgedYearRun {
  /** Energy drawn from the cells. [kWh] */
  throughputKwh: number;
}

/** One year of the life. */
export interface AgedYear<R extends AgedYearRun> {
  /** 0 = the first year of operation. */
  year: number;
  /** Capacity share the year's dispatch ran on. [share of new] */
  capacityShare: number;
  /** The battery was replaced at the start of this year. */
  replaced: boolean;
  /** Equivalent full cycles of the year: throughput over the new usable capacity. [-] */
  cycles: number;
  /** Cycles since the battery in use was installed. [-] */
  cumulativeCycles: number;
  /** The year exceeds the warranty's cycles or throughput within its years. */
  beyondWarranty: boolean;
  run: R;
}

/**
 * Capacity fade per equivalent full cycle: (1 − end share) / (cycle life × depth of discharge),
 * the rated cycles counted as energy throughput (HOMER's fixed-throughput life). [share/cycle]
 */
export function fadePerCycle(ageing: AgeingParameters): number {
  return (1 - ageing.cycleLifeEndShare) / (ageing.cycleLife * ageing.cycleLifeDepthOfDischarge);
}

/**
 * Runs the years of the life, each on its capacity.
 *
 * @param newCapacityKwh - Usable capacity when new. [kWh]
 * @param years - Years of the life (25 by [ENG-3]).
 * @param runYear - The year's dispatch on `capacityShare` of the new capacity (e.g.
 *   `simulateStorageYear` with the battery scaled), given the year of operation.
 * @returns Each year's capacity, cycles, replacement and warranty flag, and its run.
 *
 * @remarks
 * With n the year's equivalent full cycles (throughput / new capacity), f the fade per cycle and
 * c the calendar fade: share_{y+1} = share_y − f·n_y − c/100. A year starting below the end-of-life
 * share replaces the battery: that year runs at share 1 and its cycles and years start again.
 * Linear in cycles and time, the sum of the two fades (as HOMER's "sum of calendar and cycling").
 *
 * @example
 * projectAgeing(DEFAULT_AGEING, 1000, 25, (share, year) => simulateStorageYear({ ...input,
 *   battery: { ...battery, usableCapacityKwh: 1000 * share }, operatingYear: year }));
 */
export function projectAgeing<R extends AgedYearRun>(
  ageing: AgeingParameters,
  newCapacityKwh: number,
  years: number,
  runYear: (capacityShare: number, year: number) => R,
): AgedYear<R>[] {
  if (!(newCapacityKwh > 0) || !Number.isInteger(years) || years < 0)
    throw new RangeError('capacity > 0 and whole years >= 0');
  const perCycle = fadePerCycle(ageing);
  const out: AgedYear<R>[] = [];
  let share = 1;
  let installed = 0;
  let cumulativeCycles = 0;
  let cumulativeThroughput = 0;
  for (let year = 0; year < years; year++) {
    const replaced = year > 0 && share < ageing.endOfLifeShare;
    if (replaced) {
      share = 1;
      installed = year;
      cumulativeCycles = 0;
      cumulativeThroughput = 0;
    }
    const run = runYear(share, year);
    const cycles = run.throughputKwh / newCapacityKwh;
    cumulativeCycles += cycles;
    cumulativeThroughput += run.throughputKwh;
    const inWarranty = year - installed < ageing.warrantyYears;
    const beyondWarranty =
      inWarranty &&
      ((ageing.warrantyCycles !== undefined && cumulativeCycles > ageing.warrantyCycles) ||
        (ageing.warrantyThroughputKwh !== undefined && cumulativeThroughput > ageing.warrantyThroughputKwh));
    out.push({ year, capacityShare: share, replaced, cycles, cumulativeCycles, beyondWarranty, run });
    share = Math.max(0, share - perCycle * cycles - ageing.calendarFadePercentPerYear / 100);
  }
  return out;
}
