/**
 * The storage years of a battery's life [TAR-13]: each year simulated on that year's capacity
 * (ageing.ts) and prices (escalation [TAR-2]), so the savings of every year follow the fade, the
 * replacements and the tariff.
 */
import { type AgedYear, type AgeingParameters, DEFAULT_AGEING, projectAgeing } from './ageing';
import { type StorageYear, type StorageYearInput, simulateStorageYear } from './simulate';

/** What a life is simulated from: a year's input, the years and the ageing. */
export interface StorageLifeInput extends Omit<StorageYearInput, 'operatingYear'> {
  /** Years of the life (25 by [ENG-3]). */
  years: number;
  ageing?: AgeingParameters;
}

/**
 * Simulates every year of the life on its capacity.
 *
 * @returns Each year's capacity share, cycles, replacement, warranty flag and storage year.
 *
 * @remarks
 * The usable capacity of year y is the new one × its share; the power limits stay; the reserve
 * stays in kWh, at most the year's capacity. A year is a full simulation (some 10-40 ms at 15
 * minutes), so 25 years cost well under a second; no approximation is made.
 */
export function simulateStorageLife(input: StorageLifeInput): AgedYear<StorageYear>[] {
  const { years, ageing = DEFAULT_AGEING, ...year } = input;
  const capacity = year.battery.usableCapacityKwh;
  return projectAgeing(ageing, capacity, years, (share, operatingYear) => {
    const usable = capacity * share;
    const battery = {
      ...year.battery,
      usableCapacityKwh: usable,
      reserveKwh: Math.min(year.battery.reserveKwh ?? 0, usable),
    };
    return simulateStorageYear({ ...year, battery, operatingYear });
  });
}
