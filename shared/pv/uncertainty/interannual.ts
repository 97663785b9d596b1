/**
 * The year-to-year variability of a site's annual irradiation, σ_iav [UNC-3]: from the annual
 * totals of several years where a climate source gives them, else a default by climate zone.
 */
import { GUEYMARD_WILCOX_2011, THEVENARD_PELLAND_2013, type UncertaintySource } from './sources';

/**
 * Climate zones, in the manner of Köppen's main groups: tropical (A), arid (B), temperate (C),
 * cold and polar (D, E).
 */
export const climateZones = ['tropical', 'arid', 'temperate', 'cold'] as const;
export type ClimateZone = (typeof climateZones)[number];

/** A zone's default σ_iav and where it comes from. */
export interface InterannualDefault {
  /** Standard deviation of one year's irradiation around the long-term mean [%]. */
  sigmaPercent: number;
  /** The published source the number is rounded from. */
  source: UncertaintySource;
}

/**
 * Default σ_iav by zone [UNC-3]. Gueymard & Wilcox (2011) find the coefficient of variation of
 * annual GHI mostly below 5 % over the US, 2-3 % in the arid south-west; Thevenard & Pelland
 * (2013) measured 3.9 % in Toronto (cold, Dfa). The arid zone takes 2.5 %, the tropics and the
 * temperate zone 4 % (monsoon and frontal cloud), the cold zone 4.5 %.
 */
export const INTERANNUAL_SIGMA_BY_ZONE: Readonly<Record<ClimateZone, InterannualDefault>> = {
  tropical: { sigmaPercent: 4, source: GUEYMARD_WILCOX_2011 },
  arid: { sigmaPercent: 2.5, source: GUEYMARD_WILCOX_2011 },
  temperate: { sigmaPercent: 4, source: GUEYMARD_WILCOX_2011 },
  cold: { sigmaPercent: 4.5, source: THEVENARD_PELLAND_2013 },
};

/** Latitude below which a site is taken as tropical: the tropics of Cancer and Capricorn [°]. */
const TROPICS_LATITUDE = 23.44;
/** Latitude from which a site is taken as cold (Köppen's D and E lie mostly beyond it) [°]. */
const COLD_LATITUDE = 45;

/**
 * The zone a site is taken to be in when the user has not chosen one [UNC-3]: tropical within
 * the tropics, cold beyond 45°, temperate between. A latitude cannot tell an arid site, which
 * the user chooses.
 * @param latitude the site's latitude, north positive [°]
 */
export function climateZoneByLatitude(latitude: number): ClimateZone {
  const distance = Math.abs(latitude);
  if (distance < TROPICS_LATITUDE) return 'tropical';
  return distance < COLD_LATITUDE ? 'temperate' : 'cold';
}

/**
 * σ_iav from several years' annual irradiation: the sample standard deviation (n − 1) over the
 * mean [UNC-3]. NaN for fewer than two years or a mean that is not positive.
 * @param annualTotals one total per calendar year, any one unit (e.g. [kWh/m²])
 * @returns σ_iav [%]
 */
export function interannualSigmaFromAnnualTotals(annualTotals: readonly number[]): number {
  const n = annualTotals.length;
  if (n < 2) return Number.NaN;
  const mean = annualTotals.reduce((sum, total) => sum + total, 0) / n;
  if (!(mean > 0)) return Number.NaN;
  const squares = annualTotals.reduce((sum, total) => sum + (total - mean) ** 2, 0);
  return (100 * Math.sqrt(squares / (n - 1))) / mean;
}

/** Where a σ_iav came from: entered by the user, several years' totals, or the zone's default. */
export type InterannualBasis = 'entered' | 'multi-year' | 'zone';

/** The σ_iav used and where it came from [UNC-3]. */
export interface InterannualSigma {
  /** [%] */
  sigmaPercent: number;
  basis: InterannualBasis;
  /** The zone whose default applies, or would apply, to the site. */
  zone: ClimateZone;
}

/** What decides a site's σ_iav [UNC-3]. */
export interface InterannualInputs {
  /** The site's latitude, north positive, for the zone when none is chosen [°]. */
  latitude: number;
  /** The user's chosen zone, if any. */
  zone?: ClimateZone | null;
  /** A σ_iav the user entered, which wins over the rest [%]. */
  enteredSigmaPercent?: number | null;
  /** Annual irradiation totals of several years, where the climate source gives them. */
  annualTotals?: readonly number[] | null;
}

/**
 * The σ_iav of a site [UNC-3]: the entered value, else from several years' totals (two or more),
 * else the default of the chosen zone or of the latitude's.
 * @param inputs the site and what the user chose
 */
export function interannualSigma(inputs: InterannualInputs): InterannualSigma {
  const zone = inputs.zone ?? climateZoneByLatitude(inputs.latitude);
  if (inputs.enteredSigmaPercent != null)
    return { sigmaPercent: inputs.enteredSigmaPercent, basis: 'entered', zone };
  const fromYears = interannualSigmaFromAnnualTotals(inputs.annualTotals ?? []);
  if (Number.isFinite(fromYears)) return { sigmaPercent: fromYears, basis: 'multi-year', zone };
  return { sigmaPercent: INTERANNUAL_SIGMA_BY_ZONE[zone].sigmaPercent, basis: 'zone', zone };
}
