/**
 * The climate's years as the report prints them (the climate source and years [REP-3]):
 * "2005–2020", one year alone, or null when the source has none (NASA POWER's means, the
 * estimate: the report then says why in words).
 */
import type { ClimateSource } from '@pvd/shared/api/climate';

export function climateYearsText(source: Pick<ClimateSource, 'years'>): string | null {
  const years = source.years;
  if (!years) return null;
  return years.first === years.last ? String(years.first) : `${years.first}–${years.last}`;
}
