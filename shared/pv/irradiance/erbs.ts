/**
 * Erbs decomposition: beam and diffuse parts from global horizontal irradiance alone, for
 * sources that give only GHI.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';
import type { SunPositions } from '../solar-position/sun-positions';
import { extraterrestrialSpencer } from './extraterrestrial';

/** Limits of the decomposition (pvlib's defaults). */
export interface ErbsOptions {
  /** Lower bound of cos z in the clearness index [-]; default 0.065 (z ≈ 86.3°). */
  minCosZenith?: number;
  /** Above this zenith all irradiance is diffuse [°]; default 87. */
  maxZenith?: Degrees;
}

/** Result of the decomposition for one instant. */
export interface ErbsResult {
  /** Direct normal irradiance [W/m²]. */
  dni: number;
  /** Diffuse horizontal irradiance [W/m²]. */
  dhi: number;
  /** Clearness index kt, bounded to [0, 1] [-]. */
  kt: number;
}

/**
 * Hourly diffuse fraction of Erbs, Klein and Duffie as a function of the clearness index.
 * @remarks DHI/GHI = 1 − 0.09 kt for kt ≤ 0.22; 0.9511 − 0.1604 kt + 4.388 kt² − 16.638 kt³
 * + 12.336 kt⁴ for 0.22 < kt ≤ 0.8; 0.165 above.
 * @param kt clearness index [-]
 */
export function erbsDiffuseFraction(kt: number): number {
  if (kt <= 0.22) return 1 - 0.09 * kt;
  if (kt <= 0.8) return 0.9511 - 0.1604 * kt + 4.388 * kt ** 2 - 16.638 * kt ** 3 + 12.336 * kt ** 4;
  return 0.165;
}

/**
 * Splits global horizontal irradiance into direct normal and diffuse horizontal parts.
 * @remarks kt = GHI / (dniExtra · max(cos z, 0.065)) bounded to [0, 1]; DHI = GHI · f(kt)
 * ({@link erbsDiffuseFraction}); DNI = (GHI − DHI)/cos z, set to 0 (and DHI = GHI) above the
 * maximum zenith or where it would be negative, as pvlib `irradiance.erbs`.
 * Source: D. G. Erbs, S. A. Klein and J. A. Duffie, "Estimation of the diffuse radiation
 * fraction for hourly, daily and monthly-average global radiation", Solar Energy, vol. 28,
 * no. 4, pp. 293–302, 1982, doi:10.1016/0038-092X(82)90302-4.
 * @param ghi global horizontal irradiance [W/m²]
 * @param zenith true (not refraction-corrected) solar zenith [°]
 * @param dayOfYear day of the year, for the extraterrestrial irradiance
 * @returns DNI, DHI [W/m²] and kt [-]
 */
export function erbs(ghi: number, zenith: Degrees, dayOfYear: number, options: ErbsOptions = {}): ErbsResult {
  return erbsWithExtra(ghi, zenith, extraterrestrialSpencer(dayOfYear), options);
}

function erbsWithExtra(ghi: number, zenith: Degrees, dniExtra: number, options: ErbsOptions): ErbsResult {
  const cosZenith = Math.cos(zenith * DEG_TO_RAD);
  const kt = Math.min(Math.max(ghi / (dniExtra * Math.max(cosZenith, options.minCosZenith ?? 0.065)), 0), 1);
  const dhi = erbsDiffuseFraction(kt) * ghi;
  const dni = (ghi - dhi) / cosZenith;
  if (zenith > (options.maxZenith ?? 87) || ghi < 0 || dni < 0) return { dni: 0, dhi: ghi, kt };
  return { dni, dhi, kt };
}

/**
 * Completes a weather series: wherever DNI or DHI is missing (not a finite number), both are
 * derived from GHI by {@link erbs}; records that have them are kept unchanged.
 * @param weather series with GHI [W/m²] (DNI/DHI may hold NaN)
 * @param sun positions of the same series
 * @returns new DNI and DHI series [W/m²] and how many records were filled
 */
export function fillMissingBeamAndDiffuse(
  weather: { ghi: Float64Array; dni: Float64Array; dhi: Float64Array },
  sun: SunPositions,
  options: ErbsOptions = {},
): { dni: Float64Array; dhi: Float64Array; filled: number } {
  const dni = Float64Array.from(weather.dni);
  const dhi = Float64Array.from(weather.dhi);
  let filled = 0;
  for (let i = 0; i < dni.length; i++) {
    if (Number.isFinite(dni[i]!) && Number.isFinite(dhi[i]!)) continue;
    const split = erbsWithExtra(weather.ghi[i]!, sun.zenith[i]!, sun.dniExtra[i]!, options);
    dni[i] = split.dni;
    dhi[i] = split.dhi;
    filled++;
  }
  return { dni, dhi, filled };
}
