/**
 * The observer part of the NREL SPA (steps 3.10-3.15) for every record of a series, written into
 * the series' arrays: the same equations as {@link spaTopocentric}, in one loop after a first
 * one that gives each record its geocentric sun (H, δ and sin ξ).
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
import { kastenYoungPower, SEA_LEVEL_PRESSURE } from '../atmosphere';
import { DAY_CUBICS_LENGTH, type DailyGeocentric } from './daily-geocentric';
import { julianDay, spaGeocentric } from './spa-geocentric';
import { type ObserverTerms, sinEquatorialParallax } from './spa-topocentric';

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
 * @param records only these records (ascending indices); the others are NaN in every series
 */
export function observeSeries(
  times: Float64Array,
  source: GeocentricSource,
  site: ObserverTerms,
  atmosphere: ObserverAtmosphere,
  temperatures: RefractionTemperatures,
  out: ObservedSeries,
  records?: Int32Array,
): void {
  // First the geocentric sun of every record, then the observer: two tight loops. Between
  // them sin ξ waits in the absolute air mass's series, which the observer writes last.
  const sinParallax = out.airmassAbsolute;
  const count = records ? records.length : times.length;
  if (records) fillNaN(out);
  if (source.daily) geocentricFromNodes(times, source.daily, site.longitude, out, sinParallax, records);
  else geocentricExact(times, source.deltaT, site.longitude, out, sinParallax, records);
  observeGeocentric(site, atmosphere, temperatures, sinParallax, out, count, records);
}

/** NaN in every series (the records computed then overwrite theirs). */
function fillNaN(out: ObservedSeries): void {
  // By name: `out` may be a larger object (the SunPositions) holding other arrays.
  const series = [
    out.apparentZenith,
    out.zenith,
    out.azimuth,
    out.hourAngle,
    out.declination,
    out.sunEast,
    out.sunNorth,
    out.sunUp,
    out.airmassRelative,
    out.airmassAbsolute,
  ];
  for (const values of series) values.fill(Number.NaN);
}

/**
 * The local hour angle H [°] (eq. 29, any whole turn added) into `out.hourAngle`, δ [°] into
 * `out.declination` and sin ξ into `sinParallax`, from the daily nodes' cubics.
 */
function geocentricFromNodes(
  times: Float64Array,
  daily: DailyGeocentric,
  longitude: number,
  out: ObservedSeries,
  sinParallax: Float64Array,
  records: Int32Array | undefined,
): void {
  const { hourAngle, declination } = out;
  const count = records ? records.length : times.length;
  const cubics = new Float64Array(DAY_CUBICS_LENGTH);
  let day = Number.NaN;
  let h0 = 0;
  let h1 = 0;
  let h2 = 0;
  let h3 = 0;
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  let x0 = 0;
  let x1 = 0;
  let x2 = 0;
  let x3 = 0;
  for (let r = 0; r < count; r++) {
    const i = records ? records[r]! : r;
    const t = julianDay(times[i]!) - 0.5;
    const recordDay = Math.floor(t);
    if (recordDay !== day) {
      day = recordDay;
      daily.dayCubics(day, cubics);
      // ν − α at Greenwich, plus the longitude: H at the day's start, kept in [0°, 360°).
      const start = cubics[0]! + longitude;
      h0 = start < 0 ? start + 360 : start >= 360 ? start - 360 : start;
      [, h1, h2, h3, d0, d1, d2, d3, x0, x1, x2, x3] = cubics as unknown as number[];
    }
    const s = t - day;
    hourAngle[i] = h0 + s * (h1 + s * (h2 + s * h3));
    declination[i] = d0 + s * (d1 + s * (d2 + s * d3));
    sinParallax[i] = x0 + s * (x1 + s * (x2 + s * x3));
  }
}

/** As {@link geocentricFromNodes}, from the full SPA at every record (the reference, slower). */
function geocentricExact(
  times: Float64Array,
  deltaT: number,
  longitude: number,
  out: ObservedSeries,
  sinParallax: Float64Array,
  records: Int32Array | undefined,
): void {
  const count = records ? records.length : times.length;
  for (let r = 0; r < count; r++) {
    const i = records ? records[r]! : r;
    const geo = spaGeocentric(julianDay(times[i]!), deltaT);
    out.hourAngle[i] = geo.apparentSiderealTime + longitude - geo.rightAscension;
    out.declination[i] = geo.declination;
    sinParallax[i] = sinEquatorialParallax(geo.radiusVector);
  }
}

/**
 * The observer part of every record, from H (any whole turn added) in `out.hourAngle`, δ in
 * `out.declination` and sin ξ; writes every other series and H′ over H.
 * @remarks The same equations as spaTopocentric with two rearrangements that leave the values
 * (to a few roundings): the arguments of the azimuth's arctangent are those of the scalar form
 * times cos δ′ > 0, which changes neither Γ nor the direction, and then (west, south, up) =
 * (cos δ′ sin H′, sin φ cos δ′ cos H′ − cos φ sin δ′, sin e0) is a unit vector, so the length
 * of its horizontal part is cos e0 and, below the refraction limit, it is the sun vector itself.
 */
function observeGeocentric(
  site: ObserverTerms,
  atmosphere: ObserverAtmosphere,
  temperatures: RefractionTemperatures,
  sinParallax: Float64Array,
  out: ObservedSeries,
  count: number,
  records: Int32Array | undefined,
): void {
  // Everything the loop reads is held in locals, and so are the arrays it writes.
  const { x, y, sinLatitude, cosLatitude } = site;
  const { pressure } = atmosphere;
  const refractionLimit = -(SUN_RADIUS + atmosphere.atmosphericRefraction);
  // Eq. 42's factor (P/1010 mbar)·283·1.02/60, the temperature's 273 + T left to each record.
  const refractionFactor = ((pressure / 101_000) * 283 * 1.02) / 60;
  const airmassScale = pressure / SEA_LEVEL_PRESSURE;
  const { tempAir, fixed, fallback } = temperatures;
  const { apparentZenith: apparentZeniths, zenith, azimuth: azimuths, hourAngle: hourAngles } = out;
  const { declination, sunEast, sunNorth, sunUp, airmassRelative, airmassAbsolute } = out;
  for (let r = 0; r < count; r++) {
    const i = records ? records[r]! : r;
    const h = hourAngles[i]!;
    // sin H and cos H from a reduction by quarter turns in degrees (see sinCosDegrees).
    const quarter = Math.round(h * (1 / 90));
    const reduced = (h - quarter * 90) * DEG_TO_RAD;
    const sinReducedH = sinReduced(reduced);
    const cosReducedH = cosReduced(reduced);
    const turn = quarter & 3;
    const sinH =
      turn === 0 ? sinReducedH : turn === 1 ? cosReducedH : turn === 2 ? -sinReducedH : -cosReducedH;
    const cosH =
      turn === 0 ? cosReducedH : turn === 1 ? -sinReducedH : turn === 2 ? -cosReducedH : sinReducedH;
    // |δ| < 24°, within the kernels' range as it is.
    const deltaRad = declination[i]! * DEG_TO_RAD;
    const sinDelta = sinReduced(deltaRad);
    const cosDelta = cosReduced(deltaRad);
    // Parallax (eqs. 33-38): ξ and Δα below 5e-5 rad, by two-term series as in spaTopocentric.
    const sinXi = sinParallax[i]!;
    const denominator = cosDelta - x * sinXi * cosH;
    const ratio = (-x * sinXi * sinH) / denominator;
    const deltaAlpha = ratio - (ratio * ratio * ratio) / 3;
    const sinDeltaAlpha = deltaAlpha - (deltaAlpha * deltaAlpha * deltaAlpha) / 6;
    const cosDeltaAlpha = 1 - (deltaAlpha * deltaAlpha) / 2;
    const declinationY = (sinDelta - y * sinXi) * cosDeltaAlpha;
    const inverseNorm = 1 / Math.sqrt(declinationY * declinationY + denominator * denominator);
    const sinDeltaPrime = declinationY * inverseNorm;
    const cosDeltaPrime = denominator * inverseNorm;
    const sinHPrime = sinH * cosDeltaAlpha - cosH * sinDeltaAlpha;
    const cosHPrime = cosH * cosDeltaAlpha + sinH * sinDeltaAlpha;
    // The unit vector (west, south, up) and the elevation (eqs. 41, 45).
    const west = sinHPrime * cosDeltaPrime;
    const south = cosHPrime * cosDeltaPrime * sinLatitude - sinDeltaPrime * cosLatitude;
    const sinE0 = sinLatitude * sinDeltaPrime + cosLatitude * cosDeltaPrime * cosHPrime;
    const e0 = Math.asin(sinE0) * RAD_TO_DEG;
    // Azimuth (eqs. 45-46): Γ in [−180°, 180°], Φ = Γ + 180°.
    const azimuth = Math.atan2(west, south) * RAD_TO_DEG + 180;
    azimuths[i] = azimuth >= 360 ? azimuth - 360 : azimuth;
    zenith[i] = 90 - e0;
    // H′ = H − Δα, any whole turn added to H: to [−180°, 180°).
    let hourAngle = h - deltaAlpha * RAD_TO_DEG + 180;
    if (hourAngle < 0) hourAngle += 360;
    else if (hourAngle >= 360) hourAngle -= hourAngle >= 720 ? 720 : 360;
    hourAngles[i] = hourAngle - 180;
    if (e0 < refractionLimit) {
      // No refraction (eq. 42 applies while the upper limb can be seen): the sun vector as it is.
      apparentZeniths[i] = 90 - e0;
      sunEast[i] = -west;
      sunNorth[i] = -south;
      sunUp[i] = sinE0;
      airmassRelative[i] = Number.NaN;
      airmassAbsolute[i] = Number.NaN;
      continue;
    }
    const recordTemperature = tempAir ? tempAir[i]! : fixed;
    const temperature = Number.isFinite(recordTemperature) ? recordTemperature : fallback;
    // Eq. 42's angle a lies in (1.5°, 90.2°] with the default refraction: tan a by the
    // kernels, a = 90°·q + r with |r| ≤ 45° (tan(90° + r) = −cos r / sin r); `Math.tan` beyond.
    const angle = e0 + 10.3 / (e0 + 5.11);
    const upper = angle > 45;
    const reducedAngle = (upper ? angle - 90 : angle) * DEG_TO_RAD;
    const sinReducedA = sinReduced(reducedAngle);
    const cosReducedA = cosReduced(reducedAngle);
    const refraction = !(angle > -45 && angle < 135)
      ? refractionFactor / ((273 + temperature) * Math.tan(angle * DEG_TO_RAD))
      : upper
        ? (refractionFactor * -sinReducedA) / ((273 + temperature) * cosReducedA)
        : (refractionFactor * cosReducedA) / ((273 + temperature) * sinReducedA);
    // The unit vector to the apparent sun: Δe < 0.012 rad, its sine and cosine by series.
    const cosE0 = Math.sqrt(west * west + south * south);
    const refractionRad = refraction * DEG_TO_RAD;
    const r2 = refractionRad * refractionRad;
    const sinRefraction = refractionRad * (1 - r2 / 6 + (r2 * r2) / 120);
    const cosRefraction = 1 - r2 / 2 + (r2 * r2) / 24;
    const sinE = sinE0 * cosRefraction + cosE0 * sinRefraction;
    // cos e / cos e0: the horizontal part shrinks with the refraction's lift.
    const horizontal = cosE0 > 0 ? cosRefraction - (sinE0 * sinRefraction) / cosE0 : 0;
    const apparentZenith = 90 - (e0 + refraction);
    apparentZeniths[i] = apparentZenith;
    sunEast[i] = -west * horizontal;
    sunNorth[i] = -south * horizontal;
    sunUp[i] = sinE;
    // Kasten-Young 1989 with cos z = sinE (atmosphere.ts: airmassRelativeKastenYoung1989).
    const airmass =
      apparentZenith <= 90
        ? 1 / (sinE + 0.505_72 * kastenYoungPower(96.079_95 - apparentZenith))
        : Number.NaN;
    airmassRelative[i] = airmass;
    airmassAbsolute[i] = airmass * airmassScale;
  }
}
