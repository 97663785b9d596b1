/**
 * The observer part of the NREL SPA (steps 3.10-3.15) for every record of a series, written into
 * the series' arrays: the same equations as {@link spaTopocentric}, in one loop.
 *
 * Why a second form of the same steps: it runs for every record of every simulated year, and
 * the JavaScript runtime does not inline the scalar form's helpers (sine and cosine, refraction,
 * the sun vector, air mass) once the scalar form sits in the record loop, so each record paid
 * five calls and wrote fifteen fields it then read back, and air mass took a second pass;
 * written out here in one loop, a year's sun positions take about 7 % less time. The scalar
 * form stays the reference: the tests compare the two (sun-positions.test.ts, to 1e-10°).
 *
 * Source: I. Reda and A. Andreas, "Solar Position Algorithm for Solar Radiation
 * Applications", NREL/TP-560-34302, revised 2008, doi:10.2172/15003974.
 */
import { cosReduced, DEG_TO_RAD, RAD_TO_DEG, sinReduced } from '../angles';
import { SEA_LEVEL_PRESSURE } from '../atmosphere';
import type { DailyGeocentric } from './daily-geocentric';
import { julianDay, meanSiderealTime, spaGeocentric } from './spa-geocentric';
import type { GeocentricSun, ObserverTerms } from './spa-topocentric';

/** Radius of the sun's disc. [°] */
const SUN_RADIUS = 0.266_67;

/** The arrays one record is written into (those of SunPositions). */
export interface ObservedSeries {
  apparentZenith: Float64Array;
  zenith: Float64Array;
  azimuth: Float64Array;
  hourAngle: Float64Array;
  declination: Float64Array;
  sunEast: Float64Array;
  sunNorth: Float64Array;
  sunUp: Float64Array;
  airmassRelative: Float64Array;
  airmassAbsolute: Float64Array;
}

/** The air temperature of the refraction: per record, or one value. [°C] */
export interface RefractionTemperatures {
  /** Per record; a non-finite value takes `fallback`. */
  tempAir?: Float64Array;
  /** Without `tempAir`. */
  fixed: number;
  fallback: number;
}

/** The site's atmosphere for refraction and air mass. */
export interface ObserverAtmosphere {
  /** [Pa] */
  pressure: number;
  /** Refraction at the horizon [°]. */
  atmosphericRefraction: number;
}

/** Where the geocentric sun of each record comes from. */
export interface GeocentricSource {
  /** Daily nodes to interpolate; without them, the full SPA at every record (slower). */
  daily?: DailyGeocentric;
  /** ΔT [s] of the full SPA. */
  deltaT: number;
}

/**
 * Writes every record: zenith with and without refraction, azimuth, topocentric hour angle in
 * [−180°, 180°), geocentric declination, the unit vector to the apparent sun and the air mass
 * (Kasten-Young 1989, NaN below the horizon; absolute by the site pressure).
 * @param times the records' instants [ms UTC]
 * @param source the geocentric sun: daily nodes, or the full SPA per record
 * @param site observer constants (observerTerms)
 * @param atmosphere pressure [Pa] and refraction at the horizon [°]
 * @param temperatures air temperature for the refraction, per record or one value [°C]
 * @param out the series, of the same length as `times`
 */
export function observeSeries(
  times: Float64Array,
  source: GeocentricSource,
  site: ObserverTerms,
  atmosphere: ObserverAtmosphere,
  temperatures: RefractionTemperatures,
  out: ObservedSeries,
): void {
  const { daily, deltaT } = source;
  // Everything the loop reads is held in locals, and so are the arrays it writes.
  const { longitude, x, y, sinLatitude, cosLatitude } = site;
  const { pressure } = atmosphere;
  const refractionLimit = -(SUN_RADIUS + atmosphere.atmosphericRefraction);
  const { tempAir } = temperatures;
  const { fixed, fallback } = temperatures;
  const { apparentZenith: apparentZeniths, zenith, azimuth: azimuths, hourAngle: hourAngles } = out;
  const { declination, sunEast, sunNorth, sunUp, airmassRelative, airmassAbsolute } = out;
  const sun: GeocentricSun = { rightAscension: 0, declination: 0, radiusVector: 1, apparentSiderealTime: 0 };
  for (let i = 0; i < times.length; i++) {
    const jd = julianDay(times[i]!);
    if (daily) {
      const equationOfEquinoxes = daily.interpolate(jd, sun);
      sun.apparentSiderealTime = meanSiderealTime(jd) + equationOfEquinoxes;
    } else {
      const exact = spaGeocentric(jd, deltaT);
      sun.rightAscension = exact.rightAscension;
      sun.declination = exact.declination;
      sun.radiusVector = exact.radiusVector;
      sun.apparentSiderealTime = exact.apparentSiderealTime;
    }
    const recordTemperature = tempAir ? tempAir[i]! : fixed;
    const temperature = Number.isFinite(recordTemperature) ? recordTemperature : fallback;
    // H = ν + λ − α lies in (−360°, 720°): wrapped by comparisons (eq. 29).
    let h = sun.apparentSiderealTime + longitude - sun.rightAscension;
    if (h < 0) h += h < -360 ? 720 : 360;
    else if (h >= 360) h -= 360;
    // sin H and cos H from a reduction by quarter turns in degrees (see sinCosDegrees).
    const quarter = Math.round(h / 90);
    const reduced = (h - quarter * 90) * DEG_TO_RAD;
    const sinReducedH = sinReduced(reduced);
    const cosReducedH = cosReduced(reduced);
    const turn = quarter & 3;
    const sinH =
      turn === 0 ? sinReducedH : turn === 1 ? cosReducedH : turn === 2 ? -sinReducedH : -cosReducedH;
    const cosH =
      turn === 0 ? cosReducedH : turn === 1 ? -sinReducedH : turn === 2 ? -cosReducedH : sinReducedH;
    // |δ| < 24°, within the kernels' range as it is.
    const deltaRad = sun.declination * DEG_TO_RAD;
    const sinDelta = sinReduced(deltaRad);
    const cosDelta = cosReduced(deltaRad);
    // Parallax (eqs. 33-38): ξ and Δα below 5e-5 rad, by two-term series as in spaTopocentric.
    const xiRad = (8.794 / (3600 * sun.radiusVector)) * DEG_TO_RAD;
    const sinXi = xiRad - (xiRad * xiRad * xiRad) / 6;
    const denominator = cosDelta - x * sinXi * cosH;
    const ratio = (-x * sinXi * sinH) / denominator;
    const deltaAlpha = ratio - (ratio * ratio * ratio) / 3;
    const sinDeltaAlpha = deltaAlpha - (deltaAlpha * deltaAlpha * deltaAlpha) / 6;
    const cosDeltaAlpha = 1 - (deltaAlpha * deltaAlpha) / 2;
    const declinationY = (sinDelta - y * sinXi) * cosDeltaAlpha;
    const declinationNorm = Math.sqrt(declinationY * declinationY + denominator * denominator);
    const sinDeltaPrime = declinationY / declinationNorm;
    const cosDeltaPrime = denominator / declinationNorm;
    const sinHPrime = sinH * cosDeltaAlpha - cosH * sinDeltaAlpha;
    const cosHPrime = cosH * cosDeltaAlpha + sinH * sinDeltaAlpha;
    // Elevation, refraction (eqs. 41-44), only while the sun's upper limb can be seen.
    const sinE0 = sinLatitude * sinDeltaPrime + cosLatitude * cosDeltaPrime * cosHPrime;
    const e0 = Math.asin(sinE0) * RAD_TO_DEG;
    const refraction =
      e0 < refractionLimit
        ? 0
        : ((pressure / 101_000) * (283 / (273 + temperature)) * 1.02) /
          (60 * Math.tan((e0 + 10.3 / (e0 + 5.11)) * DEG_TO_RAD));
    // Azimuth (eqs. 45-46): Γ in [−180°, 180°], Φ = Γ + 180°.
    const gammaY = sinHPrime;
    const gammaX = cosHPrime * sinLatitude - (sinDeltaPrime / cosDeltaPrime) * cosLatitude;
    const azimuth = Math.atan2(gammaY, gammaX) * RAD_TO_DEG + 180;
    // The unit vector to the apparent sun: Δe < 0.012 rad, its sine and cosine by series.
    const cosE0 = Math.sqrt(Math.max(0, 1 - sinE0 * sinE0));
    const refractionRad = refraction * DEG_TO_RAD;
    const r2 = refractionRad * refractionRad;
    const sinRefraction = refractionRad * (1 - r2 / 6 + (r2 * r2) / 120);
    const cosRefraction = 1 - r2 / 2 + (r2 * r2) / 24;
    const sinE = sinE0 * cosRefraction + cosE0 * sinRefraction;
    const cosE = cosE0 * cosRefraction - sinE0 * sinRefraction;
    const norm = Math.sqrt(gammaY * gammaY + gammaX * gammaX);
    const horizontal = norm > 0 ? cosE / norm : 0;
    const apparentZenith = 90 - (e0 + refraction);
    // H′ = H − Δα lies within 0.01° of [0, 360): to [−180, 180) by one comparison each way.
    let hourAngle = h - deltaAlpha * RAD_TO_DEG + 180;
    if (hourAngle < 0) hourAngle += 360;
    else if (hourAngle >= 360) hourAngle -= 360;
    apparentZeniths[i] = apparentZenith;
    zenith[i] = 90 - e0;
    azimuths[i] = azimuth >= 360 ? azimuth - 360 : azimuth;
    hourAngles[i] = hourAngle - 180;
    declination[i] = sun.declination;
    sunEast[i] = -gammaY * horizontal;
    sunNorth[i] = -gammaX * horizontal;
    sunUp[i] = sinE;
    // Kasten-Young 1989 with cos z = sinE (atmosphere.ts: airmassRelativeKastenYoung1989).
    const airmass =
      apparentZenith <= 90
        ? 1 / (sinE + 0.505_72 * Math.exp(-1.6364 * Math.log(96.079_95 - apparentZenith)))
        : Number.NaN;
    airmassRelative[i] = airmass;
    airmassAbsolute[i] = (airmass * pressure) / SEA_LEVEL_PRESSURE;
  }
}
