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
 * The power is {@link kastenYoungPower}.
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
  return 1 / (cosApparentZenith + 0.505_72 * kastenYoungPower(96.079_95 - apparentZenith));
}

/** Kasten-Young's exponent. */
const POWER = -1.6364;
/** Segments per unit of the base, and terms of each segment's series. */
const SEGMENTS_PER_UNIT = 4;
const TERMS = 9;
/** The bases the air mass meets: 96.07995 − z for z in [0°, 90°]. */
const LOWEST_BASE = 6;
const HIGHEST_BASE = 97;

/**
 * Per segment [k/4, (k+1)/4) of the base, the Taylor coefficients of x^−1.6364 at its middle c:
 * c^−1.6364 · binom(−1.6364, n) / cⁿ, n = 0..8.
 */
const POWER_SERIES = (() => {
  const table = new Float64Array(HIGHEST_BASE * SEGMENTS_PER_UNIT * TERMS);
  for (let segment = LOWEST_BASE * SEGMENTS_PER_UNIT; segment < HIGHEST_BASE * SEGMENTS_PER_UNIT; segment++) {
    const middle = (segment + 0.5) / SEGMENTS_PER_UNIT;
    let coefficient = middle ** POWER;
    for (let n = 0; n < TERMS; n++) {
      table[segment * TERMS + n] = coefficient;
      coefficient *= (POWER - n) / ((n + 1) * middle);
    }
  }
  return table;
})();

/**
 * x^−1.6364, the power of Kasten and Young's formula, for the base x = 96.07995° − z.
 * @remarks It runs once per daytime weather record, where exp(−1.6364 · ln x), the fastest
 * library form, took a tenth of the sun positions' time. For x in [6, 97) (every zenith from 0°
 * to 90°) it sums nine terms of the Taylor series at the middle of x's quarter unit instead:
 * the first term left out is below 4e-15 of the value (|t/c| ≤ 0.125/6, |binom(−1.6364, 9)| ≈
 * 5.3), and the tests bound the air mass against the published formula with `**` to 1e-14.
 * Elsewhere, exp and ln.
 * @param base x [°]
 * @returns x^−1.6364 [-]
 */
export function kastenYoungPower(base: number): number {
  const segment = Math.floor(base * SEGMENTS_PER_UNIT);
  if (!(base >= LOWEST_BASE && base < HIGHEST_BASE)) return Math.exp(POWER * Math.log(base));
  const at = segment * TERMS;
  const t = base - (segment + 0.5) / SEGMENTS_PER_UNIT;
  const c = POWER_SERIES;
  return (
    c[at]! +
    t *
      (c[at + 1]! +
        t *
          (c[at + 2]! +
            t *
              (c[at + 3]! +
                t * (c[at + 4]! + t * (c[at + 5]! + t * (c[at + 6]! + t * (c[at + 7]! + t * c[at + 8]!)))))))
  );
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
