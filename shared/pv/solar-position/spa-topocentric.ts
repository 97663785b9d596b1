/**
 * NREL SPA, observer part (steps 3.10-3.15): parallax, refraction and the topocentric
 * zenith and azimuth seen from a site.
 *
 * Source: I. Reda and A. Andreas, "Solar Position Algorithm for Solar Radiation
 * Applications", NREL/TP-560-34302, revised 2008, doi:10.2172/15003974.
 */
import { DEG_TO_RAD, type Degrees, RAD_TO_DEG, sinCosDegrees, wrap360Near } from '../angles';

/** Where the sun is seen from. */
export interface SpaObserver {
  /** Latitude, north positive. [°] */
  latitude: Degrees;
  /** Longitude, east positive. [°] */
  longitude: Degrees;
  /** Elevation above sea level. [m] */
  elevation: number;
}

/** Default apparent sun elevation lowering at sunrise and sunset (SPA report). [°] */
export const DEFAULT_ATMOSPHERIC_REFRACTION = 0.5667;
/** Radius of the sun's disc. [°] */
const SUN_RADIUS = 0.266_67;
/** Earth equatorial radius. [m] */
const EARTH_RADIUS = 6_378_140;
/** Earth polar-to-equatorial axis ratio used by SPA. */
const AXIS_RATIO = 0.996_647_19;

/** Observer constants computed once per site (eqs. 34-36). */
export interface ObserverTerms {
  latitude: Degrees;
  longitude: Degrees;
  sinLatitude: number;
  cosLatitude: number;
  /** x = cos u + E/R⊕ · cos φ */
  x: number;
  /** y = 0.99664719 sin u + E/R⊕ · sin φ */
  y: number;
}

/** Precomputes the site terms of the parallax correction. */
export function observerTerms(observer: SpaObserver): ObserverTerms {
  const phi = observer.latitude * DEG_TO_RAD;
  const u = Math.atan(AXIS_RATIO * Math.tan(phi));
  const heightRatio = observer.elevation / EARTH_RADIUS;
  return {
    latitude: observer.latitude,
    longitude: observer.longitude,
    sinLatitude: Math.sin(phi),
    cosLatitude: Math.cos(phi),
    x: Math.cos(u) + heightRatio * Math.cos(phi),
    y: AXIS_RATIO * Math.sin(u) + heightRatio * Math.sin(phi),
  };
}

/** Topocentric results (the report's symbols), filled by {@link spaTopocentric}. */
export interface SpaTopocentric {
  /** Observer local hour angle H [°], [0, 360). */
  hourAngle: Degrees;
  /** Equatorial horizontal parallax ξ [°]. */
  equatorialHorizontalParallax: Degrees;
  /** Parallax in the sun right ascension Δα [°]. */
  parallaxRightAscension: Degrees;
  /** Topocentric sun declination δ′ [°]. */
  topocentricDeclination: Degrees;
  /** Topocentric local hour angle H′ [°]. */
  topocentricHourAngle: Degrees;
  /** Topocentric elevation without refraction e0 [°]. */
  elevation: Degrees;
  /** Atmospheric refraction correction Δe [°]. */
  refractionCorrection: Degrees;
  /** Topocentric elevation with refraction e [°]. */
  apparentElevation: Degrees;
  /** Topocentric zenith with refraction θ = 90° − e [°]. */
  apparentZenith: Degrees;
  /** Topocentric zenith without refraction 90° − e0 [°]. */
  zenith: Degrees;
  /** Topocentric astronomers azimuth Γ, westward from south [°], [0, 360). */
  astronomersAzimuth: Degrees;
  /** Topocentric azimuth Φ, clockwise from north [°], [0, 360). */
  azimuth: Degrees;
  /** Unit vector to the apparent sun, east component sin θ sin Φ. [-] */
  sunEast: number;
  /** Unit vector to the apparent sun, north component sin θ cos Φ. [-] */
  sunNorth: number;
  /** Unit vector to the apparent sun, up component cos θ. [-] */
  sunUp: number;
}

/** A zeroed result object to reuse across calls (no allocation per record). */
export function emptyTopocentric(): SpaTopocentric {
  return {
    hourAngle: 0,
    equatorialHorizontalParallax: 0,
    parallaxRightAscension: 0,
    topocentricDeclination: 0,
    topocentricHourAngle: 0,
    elevation: 0,
    refractionCorrection: 0,
    apparentElevation: 0,
    apparentZenith: 0,
    zenith: 0,
    astronomersAzimuth: 0,
    azimuth: 0,
    sunEast: 0,
    sunNorth: 0,
    sunUp: 1,
  };
}

/** Scratch [sin, cos] of H and of δ in {@link spaTopocentric}. */
const sinCosH = new Float64Array(2);
const sinCosDelta = new Float64Array(2);

/** Geocentric inputs of the observer part. */
export interface GeocentricSun {
  /** Geocentric right ascension α [°]. */
  rightAscension: Degrees;
  /** Geocentric declination δ [°]. */
  declination: Degrees;
  /** Earth-sun distance R [AU]. */
  radiusVector: number;
  /** Apparent sidereal time at Greenwich ν [°]. */
  apparentSiderealTime: Degrees;
}

/**
 * SPA steps 3.10-3.15 (eqs. 26-46): parallax, refraction, topocentric zenith and azimuth.
 * @remarks Refraction Δe = (P/1010)(283/(273+T))·1.02/(60·tan(e0 + 10.3/(e0 + 5.11))) is
 * applied only while e0 ≥ −(0.26667° + refraction at the horizon), as in the report.
 * The parallax angles ξ and Δα are below 5e-5 rad, so their sines, cosines and the arctangent
 * of Δα use two-term series (error below 1e-13 rad) instead of library calls; sines and
 * cosines of δ′ and Γ come from the arguments of their arctangents, and δ′ = δ + (δ′ − δ) with
 * the parallax in declination from its sine, sin δ′ cos δ − cos δ′ sin δ, by two terms of the
 * arcsine's series (|δ′ − δ| ≤ ξ, error below 1e-22 rad). Angles are wrapped by comparisons, not
 * remainders (the same values). This runs once per weather record, so it avoids every
 * transcendental call it can.
 * @param sun geocentric position of the sun
 * @param site observer constants from {@link observerTerms}
 * @param pressure local pressure [Pa]
 * @param temperature local air temperature [°C]
 * @param atmosphericRefraction refraction at the horizon [°]
 * @param out object that receives the results (returned)
 */
export function spaTopocentric(
  sun: GeocentricSun,
  site: ObserverTerms,
  pressure: number,
  temperature: number,
  atmosphericRefraction: Degrees,
  out: SpaTopocentric,
): SpaTopocentric {
  // ν and α lie in [0, 360) (ν give or take the equation of the equinoxes, < 0.01°), λ in
  // [−180, 180], so H needs at most two turns' wrapping.
  const h = wrap360Near(sun.apparentSiderealTime + site.longitude - sun.rightAscension);
  const xi = equatorialParallax(sun.radiusVector);
  sinCosDegrees(h, sinCosH);
  const sinH = sinCosH[0]!;
  const cosH = sinCosH[1]!;
  const sinXi = sinEquatorialParallax(sun.radiusVector);
  sinCosDegrees(sun.declination, sinCosDelta);
  const sinDelta = sinCosDelta[0]!;
  const cosDelta = sinCosDelta[1]!;
  const denominator = cosDelta - site.x * sinXi * cosH;
  const ratio = (-site.x * sinXi * sinH) / denominator;
  // Δα = atan2(num, den) with den ≈ cos δ > 0, so atan(ratio); |ratio| < 5e-5.
  const deltaAlpha = ratio - (ratio * ratio * ratio) / 3;
  const sinDeltaAlpha = deltaAlpha - (deltaAlpha * deltaAlpha * deltaAlpha) / 6;
  const cosDeltaAlpha = 1 - (deltaAlpha * deltaAlpha) / 2;
  const declinationY = (sinDelta - site.y * sinXi) * cosDeltaAlpha;
  const declinationNorm = Math.sqrt(declinationY * declinationY + denominator * denominator);
  const sinDeltaPrime = declinationY / declinationNorm;
  const cosDeltaPrime = denominator / declinationNorm;
  const sinHPrime = sinH * cosDeltaAlpha - cosH * sinDeltaAlpha;
  const cosHPrime = cosH * cosDeltaAlpha + sinH * sinDeltaAlpha;
  const sinE0 = site.sinLatitude * sinDeltaPrime + site.cosLatitude * cosDeltaPrime * cosHPrime;
  const e0 = Math.asin(sinE0) * RAD_TO_DEG;
  const refraction = refractionCorrection(e0, pressure, temperature, atmosphericRefraction);
  const gammaY = sinHPrime;
  const gammaX = cosHPrime * site.sinLatitude - (sinDeltaPrime / cosDeltaPrime) * site.cosLatitude;
  // Γ in [−180, 180], so Γ and Γ + 180 wrap with one comparison each.
  const gamma = Math.atan2(gammaY, gammaX) * RAD_TO_DEG;
  const parallaxDeclination = sinDeltaPrime * cosDelta - cosDeltaPrime * sinDelta;
  out.hourAngle = h;
  out.equatorialHorizontalParallax = xi;
  out.parallaxRightAscension = deltaAlpha * RAD_TO_DEG;
  out.topocentricDeclination =
    sun.declination +
    (parallaxDeclination + (parallaxDeclination * parallaxDeclination * parallaxDeclination) / 6) *
      RAD_TO_DEG;
  out.topocentricHourAngle = h - out.parallaxRightAscension;
  out.elevation = e0;
  out.refractionCorrection = refraction;
  out.apparentElevation = e0 + refraction;
  out.apparentZenith = 90 - out.apparentElevation;
  out.zenith = 90 - e0;
  out.astronomersAzimuth = wrap360Near(gamma);
  out.azimuth = wrap360Near(gamma + 180);
  fillSunVector(sinE0, refraction * DEG_TO_RAD, gammaY, gammaX, out);
  return out;
}

/** The equatorial horizontal parallax ξ (eq. 33) at an Earth-sun distance R [AU]. [°] */
function equatorialParallax(radiusVector: number): Degrees {
  return 8.794 / (3600 * radiusVector);
}

/**
 * sin ξ (eq. 33) at an Earth-sun distance R [AU]: ξ < 5e-5 rad, so ξ − ξ³/6 (error below
 * 1e-22). [-]
 */
export function sinEquatorialParallax(radiusVector: number): number {
  const xiRad = equatorialParallax(radiusVector) * DEG_TO_RAD;
  return xiRad - (xiRad * xiRad * xiRad) / 6;
}

/**
 * Atmospheric refraction correction of the sun's elevation (SPA eq. 42).
 * @remarks Δe = (P/1010 mbar)(283/(273 + T))·1.02/(60·tan(e0 + 10.3/(e0 + 5.11))), applied only
 * while the sun's upper limb can be seen: e0 ≥ −(0.26667° + refraction at the horizon).
 * @param elevation topocentric elevation without refraction e0 [°]
 * @param pressure [Pa]
 * @param temperature [°C]
 * @param atmosphericRefraction refraction at the horizon [°]
 * @returns Δe [°]
 */
export function refractionCorrection(
  elevation: Degrees,
  pressure: number,
  temperature: number,
  atmosphericRefraction: Degrees,
): Degrees {
  if (elevation < -(SUN_RADIUS + atmosphericRefraction)) return 0;
  const tangent = Math.tan((elevation + 10.3 / (elevation + 5.11)) * DEG_TO_RAD);
  return ((pressure / 101_000) * (283 / (273 + temperature)) * 1.02) / (60 * tangent);
}

/**
 * Unit vector to the apparent sun from sin e0, the refraction Δe and the arguments of Γ.
 * Φ = Γ + 180°, so sin Φ = −sin Γ and cos Φ = −cos Γ.
 */
function fillSunVector(
  sinE0: number,
  refractionRad: number,
  gammaY: number,
  gammaX: number,
  out: SpaTopocentric,
): void {
  const cosE0 = Math.sqrt(Math.max(0, 1 - sinE0 * sinE0));
  const r2 = refractionRad * refractionRad;
  // Δe < 0.012 rad: sin and cos by series, error below 1e-15.
  const sinRefraction = refractionRad * (1 - r2 / 6 + (r2 * r2) / 120);
  const cosRefraction = 1 - r2 / 2 + (r2 * r2) / 24;
  const sinE = sinE0 * cosRefraction + cosE0 * sinRefraction;
  const cosE = cosE0 * cosRefraction - sinE0 * sinRefraction;
  const norm = Math.sqrt(gammaY * gammaY + gammaX * gammaX);
  const horizontal = norm > 0 ? cosE / norm : 0;
  out.sunUp = sinE;
  out.sunEast = -gammaY * horizontal;
  out.sunNorth = -gammaX * horizontal;
}
