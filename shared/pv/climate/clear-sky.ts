/**
 * Clear-sky global horizontal irradiance.
 */
import { DEG_TO_RAD, type Degrees } from '../angles';

/**
 * Clear-sky GHI by Haurwitz's model.
 * @remarks GHI_cs = 1098 W/m² · cos z · exp(−0.059 / cos z), 0 with the sun at or below the
 * horizon. Needs no atmospheric data, which is why the no-data estimate uses it.
 * Source: B. Haurwitz, "Insolation in relation to cloudiness and cloud density", Journal of
 * Meteorology, vol. 2, pp. 154–166, 1945; M. Reno, C. Hansen and J. Stein, "Global Horizontal
 * Irradiance Clear Sky Models: Implementation and Analysis", SAND2012-2389, 2012,
 * doi:10.2172/1039404.
 * @param apparentZenith apparent solar zenith [°]
 * @returns clear-sky GHI [W/m²]
 */
export function clearSkyGhiHaurwitz(apparentZenith: Degrees): number {
  const cosZenith = Math.cos(apparentZenith * DEG_TO_RAD);
  return clearSkyGhiHaurwitzFromCos(cosZenith);
}

/** {@link clearSkyGhiHaurwitz} from cos z [-]. [W/m²] */
export function clearSkyGhiHaurwitzFromCos(cosZenith: number): number {
  if (!(cosZenith > 0)) return 0;
  return 1098 * cosZenith * Math.exp(-0.059 / cosZenith);
}
