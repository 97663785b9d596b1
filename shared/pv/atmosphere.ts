/**
 * Atmosphere: site pressure from elevation, and relative and absolute air mass.
 */
import { DEG_TO_RAD, type Degrees } from './angles';

/** Standard sea-level pressure. [Pa] */
export const SEA_LEVEL_PRESSURE = 101_325;

/**
 * Average site pressure from its elevation (the standard atmosphere).
 * @remarks p = 100 · ((44331.514 − h) / 11880.516)^(1/0.1902632), as pvlib's `alt2pres`.
 * Source: "A Quick Derivation relating altitude to air pressure", Portland State Aerospace
 * Society, v1.03, 2004 (the U.S. Standard Atmosphere 1976 troposphere).
 * @param elevation height above sea level [m]
 * @returns pressure [Pa]
 */
export function pressureFromElevation(elevation: number): number {
  return 100 * ((44_331.514 - elevation) / 11_880.516) ** (1 / 0.190_263_2);
}

/**
 * Relative (not pressure-corrected) optical air mass, Kasten and Young (1989).
 * @remarks AM = 1 / (cos z + 0.50572 · (96.07995° − z)^−1.6364), z the apparent
 * (refraction-corrected) zenith in degrees. Valid to the horizon; NaN when the sun is below
 * it (z > 90°), as pvlib, so that callers can tell night apart.
 * Source: F. Kasten and A. T. Young, "Revised optical air mass tables and approximation
 * formula", Applied Optics, vol. 28, no. 22, pp. 4735–4738, 1989, doi:10.1364/AO.28.004735.
 * The power is taken as exp(−1.6364 · ln(96.07995° − z)), which the engine's JavaScript runtime
 * evaluates in half the time of `**`; it differs from `**` by a few roundings (below 1e-14 of
 * the air mass, tested).
 * @param apparentZenith apparent solar zenith [°]
 * @param cosApparentZenith cos z when the caller has it (the up component of the sun's unit
 * vector), to save a cosine; default computed from `apparentZenith` [-]
 * @returns relative air mass [-], NaN for z > 90°
 */
export function airmassRelativeKastenYoung1989(
  apparentZenith: Degrees,
  cosApparentZenith: number = Math.cos(apparentZenith * DEG_TO_RAD),
): number {
  if (!(apparentZenith <= 90)) return Number.NaN;
  return 1 / (cosApparentZenith + 0.505_72 * Math.exp(-1.6364 * Math.log(96.079_95 - apparentZenith)));
}

/**
 * Absolute (pressure-corrected) air mass.
 * @remarks AM_a = AM · p / 101325.
 * Source: pvlib `atmosphere.get_absolute_airmass`; W. F. Holmgren, C. W. Hansen and M. A.
 * Mikofski, "pvlib python: a python package for modeling solar energy systems", JOSS, vol. 3,
 * no. 29, p. 884, 2018, doi:10.21105/joss.00884.
 * @param airmassRelative relative air mass [-]
 * @param pressure site pressure [Pa]
 * @returns absolute air mass [-]
 */
export function airmassAbsolute(airmassRelative: number, pressure: number = SEA_LEVEL_PRESSURE): number {
  return (airmassRelative * pressure) / SEA_LEVEL_PRESSURE;
}
