/**
 * NREL SPA, geocentric part: from the Julian day to the sun's apparent right ascension and
 * declination, the Earth-sun distance and the nutation (steps 3.1 to 3.9 of the source).
 * These quantities depend on time only, not on the observer, and change slowly, so the
 * series code evaluates them once a day and interpolates (see sun-positions.ts).
 *
 * Source: I. Reda and A. Andreas, "Solar Position Algorithm for Solar Radiation
 * Applications", NREL/TP-560-34302, revised 2008, doi:10.2172/15003974.
 */
import { DEG_TO_RAD, type Degrees, RAD_TO_DEG, wrap360 } from '../angles';
import { type EarthHeliocentric, earthHeliocentric } from './earth-heliocentric';
import { NUTATION_ARGUMENT_MULTIPLIERS, NUTATION_COEFFICIENTS } from './spa-terms';

/** Julian day of the J2000.0 epoch. */
const J2000 = 2_451_545;
/** Julian day of 1970-01-01T00:00Z. */
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;

/**
 * Julian day of an instant (eq. 4 via the Unix epoch, which is exact for UTC instants).
 * @param instantUtcMs [ms since 1970-01-01T00:00Z]
 */
export function julianDay(instantUtcMs: number): number {
  return instantUtcMs / 86_400_000 + UNIX_EPOCH_JULIAN_DAY;
}

/** Julian century from J2000.0 of a Julian (ephemeris) day (eqs. 6 and 7). */
export function julianCentury(julianDayValue: number): number {
  return (julianDayValue - J2000) / 36_525;
}

/** The five fundamental arguments X0..X4 of the nutation (eqs. 15-19) [°]. */
export function nutationArguments(jce: number): [number, number, number, number, number] {
  const c2 = jce * jce;
  const c3 = c2 * jce;
  return [
    297.850_36 + 445_267.111_48 * jce - 0.001_914_2 * c2 + c3 / 189_474,
    357.527_72 + 35_999.050_34 * jce - 0.000_160_3 * c2 - c3 / 300_000,
    134.962_98 + 477_198.867_398 * jce + 0.008_697_2 * c2 + c3 / 56_250,
    93.271_91 + 483_202.017_538 * jce - 0.003_682_5 * c2 + c3 / 327_270,
    125.044_52 - 1934.136_261 * jce + 0.002_070_8 * c2 + c3 / 450_000,
  ];
}

/**
 * Nutation in longitude Δψ and in obliquity Δε (eqs. 20-23).
 * @param jce Julian ephemeris century
 * @param x the arguments X0..X4 [°]
 * @returns [Δψ, Δε] [°]
 */
export function nutation(jce: number, x: readonly number[]): [number, number] {
  let deltaPsi = 0;
  let deltaEpsilon = 0;
  for (let row = 0; row < 63; row++) {
    const y = row * 5;
    const argument =
      (NUTATION_ARGUMENT_MULTIPLIERS[y]! * x[0]! +
        NUTATION_ARGUMENT_MULTIPLIERS[y + 1]! * x[1]! +
        NUTATION_ARGUMENT_MULTIPLIERS[y + 2]! * x[2]! +
        NUTATION_ARGUMENT_MULTIPLIERS[y + 3]! * x[3]! +
        NUTATION_ARGUMENT_MULTIPLIERS[y + 4]! * x[4]!) *
      DEG_TO_RAD;
    const c = row * 4;
    deltaPsi += (NUTATION_COEFFICIENTS[c]! + NUTATION_COEFFICIENTS[c + 1]! * jce) * Math.sin(argument);
    deltaEpsilon +=
      (NUTATION_COEFFICIENTS[c + 2]! + NUTATION_COEFFICIENTS[c + 3]! * jce) * Math.cos(argument);
  }
  return [deltaPsi / 36_000_000, deltaEpsilon / 36_000_000];
}

/** Coefficients of eq. 24, U⁰ first [arcsec]; a module constant, not a new array per call. */
const OBLIQUITY_COEFFICIENTS = Float64Array.of(
  84_381.448,
  -4680.93,
  -1.55,
  1999.25,
  -51.38,
  -249.67,
  -39.05,
  7.12,
  27.87,
  5.79,
  2.45,
);

/** Mean obliquity of the ecliptic ε0 (eq. 24) [arcsec]. */
export function meanEclipticObliquity(jme: number): number {
  const u = jme / 10;
  // Horner form of the published 10th-degree polynomial in U.
  let value = 0;
  for (let k = OBLIQUITY_COEFFICIENTS.length - 1; k >= 0; k--) value = value * u + OBLIQUITY_COEFFICIENTS[k]!;
  return value;
}

/**
 * Mean sidereal time at Greenwich ν0 (eq. 28) [°], wrapped to [0, 360).
 * @remarks Wrapped by subtracting whole turns, ν − 360·⌊ν/360⌋, rather than by a floating-point
 * remainder (a library call, and this runs once per weather record): the subtraction is exact,
 * as the remainder is, since both terms are multiples of ν's last place and differ by less than
 * two turns, so the value is the same; a quotient rounded up to the next turn is caught by the
 * comparison.
 */
export function meanSiderealTime(julianDayValue: number): Degrees {
  const jc = julianCentury(julianDayValue);
  const nu =
    280.460_618_37 +
    360.985_647_366_29 * (julianDayValue - J2000) +
    0.000_387_933 * jc * jc -
    (jc * jc * jc) / 38_710_000;
  const wrapped = nu - 360 * Math.floor(nu / 360);
  return wrapped < 0 ? wrapped + 360 : wrapped >= 360 ? wrapped - 360 : wrapped;
}

/** Every geocentric quantity of SPA steps 3.1-3.9 for one instant (the report's symbols). */
export interface SpaGeocentric {
  julianDay: number;
  julianEphemerisDay: number;
  julianCentury: number;
  julianEphemerisCentury: number;
  julianEphemerisMillennium: number;
  /** Earth heliocentric longitude L [°]. */
  heliocentricLongitude: Degrees;
  /** Earth heliocentric latitude B [°]. */
  heliocentricLatitude: Degrees;
  /** Earth-sun distance R [AU]. */
  radiusVector: number;
  /** Geocentric longitude Θ [°]. */
  geocentricLongitude: Degrees;
  /** Geocentric latitude β [°]. */
  geocentricLatitude: Degrees;
  /** Nutation arguments X0..X4 [°]. */
  nutationArguments: [number, number, number, number, number];
  /** Nutation in longitude Δψ [°]. */
  nutationLongitude: Degrees;
  /** Nutation in obliquity Δε [°]. */
  nutationObliquity: Degrees;
  /** Mean obliquity of the ecliptic ε0 [arcsec]. */
  meanObliquity: number;
  /** True obliquity of the ecliptic ε [°]. */
  trueObliquity: Degrees;
  /** Aberration correction Δτ [°]. */
  aberrationCorrection: Degrees;
  /** Apparent sun longitude λ [°]. */
  apparentSunLongitude: Degrees;
  /** Mean sidereal time at Greenwich ν0 [°]. */
  meanSiderealTime: Degrees;
  /** Apparent sidereal time at Greenwich ν [°]. */
  apparentSiderealTime: Degrees;
  /** Geocentric sun right ascension α [°], [0, 360). */
  rightAscension: Degrees;
  /** Geocentric sun declination δ [°]. */
  declination: Degrees;
}

/**
 * How the periodic series are summed: the Earth's terms (eqs. 9-12) and the nutation rows
 * (eqs. 20-23). Equivalent forms that avoid most trigonometric calls serve the daily nodes.
 */
export interface PeriodicSeries {
  /** L, B and R at a Julian ephemeris millennium. */
  earth(jme: number): EarthHeliocentric;
  /** [Δψ, Δε] [°] at a Julian ephemeris century, given the arguments X0..X4 [°]. */
  nutation(jce: number, x: readonly number[]): [number, number];
}

/** The published sums, one trigonometric call per term: the reference. */
export const DIRECT_SERIES: PeriodicSeries = { earth: earthHeliocentric, nutation };

/**
 * SPA steps 3.1-3.9: everything that does not depend on where the observer stands.
 * @param julianDayValue Julian day (UT) of the instant
 * @param deltaT difference between terrestrial time and UT1, ΔT [s]
 * @param series how the periodic series are summed; default the published sums
 */
export function spaGeocentric(
  julianDayValue: number,
  deltaT: number,
  series: PeriodicSeries = DIRECT_SERIES,
): SpaGeocentric {
  const jde = julianDayValue + deltaT / 86_400;
  const jce = julianCentury(jde);
  const jme = jce / 10;
  const earth = series.earth(jme);
  const l = earth.longitude;
  const b = earth.latitude;
  const r = earth.radiusVector;
  const theta = wrap360(l + 180);
  const beta = -b;
  const x = nutationArguments(jce);
  const [deltaPsi, deltaEpsilon] = series.nutation(jce, x);
  const epsilon0 = meanEclipticObliquity(jme);
  const epsilon = epsilon0 / 3600 + deltaEpsilon;
  const deltaTau = -20.4898 / (3600 * r);
  const lambda = theta + deltaPsi + deltaTau;
  const nu0 = meanSiderealTime(julianDayValue);
  const [sinLambda, cosLambda] = [Math.sin(lambda * DEG_TO_RAD), Math.cos(lambda * DEG_TO_RAD)];
  const [sinEps, cosEps] = [Math.sin(epsilon * DEG_TO_RAD), Math.cos(epsilon * DEG_TO_RAD)];
  const betaRad = beta * DEG_TO_RAD;
  const alpha = Math.atan2(sinLambda * cosEps - Math.tan(betaRad) * sinEps, cosLambda) * RAD_TO_DEG;
  const delta = Math.asin(Math.sin(betaRad) * cosEps + Math.cos(betaRad) * sinEps * sinLambda) * RAD_TO_DEG;
  return {
    julianDay: julianDayValue,
    julianEphemerisDay: jde,
    julianCentury: julianCentury(julianDayValue),
    julianEphemerisCentury: jce,
    julianEphemerisMillennium: jme,
    heliocentricLongitude: l,
    heliocentricLatitude: b,
    radiusVector: r,
    geocentricLongitude: theta,
    geocentricLatitude: beta,
    nutationArguments: x,
    nutationLongitude: deltaPsi,
    nutationObliquity: deltaEpsilon,
    meanObliquity: epsilon0,
    trueObliquity: epsilon,
    aberrationCorrection: deltaTau,
    apparentSunLongitude: lambda,
    meanSiderealTime: nu0,
    apparentSiderealTime: nu0 + deltaPsi * cosEps,
    rightAscension: wrap360(alpha),
    declination: delta,
  };
}
