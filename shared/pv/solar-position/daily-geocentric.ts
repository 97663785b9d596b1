/**
 * Geocentric sun position for many instants, from full SPA evaluations every other day.
 *
 * The geocentric quantities (right ascension, declination, Earth-sun distance, equation of
 * the equinoxes) depend on time only and change smoothly. The full periodic series (about 320
 * trigonometric terms) is evaluated at 0h UT of every even day; an odd day's values are the
 * 6-point Lagrange interpolation halfway between its six nearest even days; a record then takes
 * the 4-point Lagrange cubic through the daily values around its day. Positions so reproduce the
 * full SPA to about 4e-7° in zenith and 1.2e-6° in azimuth (checked in the tests, far below
 * SPA's own ±3e-4°), with 266 full evaluations for a typical year instead of 413 daily ones.
 * The observer part, which depends on the hour angle, is still evaluated exactly for every
 * record.
 *
 * The nodes themselves avoid most of those terms' trigonometric calls: the Earth's terms step
 * from one node to the next by angle addition (earth-heliocentric.ts), restarting whenever a node
 * does not follow the previous one by two days (a typical year's months come from different
 * years), and the nutation rows are products of the five arguments' phasors (nutation-phasors.ts).
 */
import { createEarthHeliocentricDays } from './earth-heliocentric';
import { nutationByPhasors } from './nutation-phasors';
import {
  DIRECT_SERIES,
  julianCentury,
  meanSiderealTime,
  type PeriodicSeries,
  spaGeocentric,
} from './spa-geocentric';
import { sinEquatorialParallax } from './spa-topocentric';

/** Values stored per daily node: ν − α, δ and sin ξ (see {@link DailyGeocentric.dayCubics}). */
const NODE_FIELDS = 3;

/** Four coefficients per field: c0 + c1·s + c2·s² + c3·s³, s the fraction of the day. */
export const DAY_CUBICS_LENGTH = 4 * NODE_FIELDS;

/** Mean sidereal time's growth per day of UT, the linear term of eq. 28. [°/day] */
const SIDEREAL_DEGREES_PER_DAY = 360.985_647_366_29;

/** Interpolates the geocentric sun between daily values (full SPA nodes every other day). */
export interface DailyGeocentric {
  /**
   * Writes the cubics in s (the fraction of the UT day `day`, s in [0, 1), Julian day
   * `day` + 0.5 + s) of the day's three geocentric fields, each as c0 + c1·s + c2·s² + c3·s³
   * at 4·field:
   * - 0: the sun's apparent hour angle at Greenwich, ν − α [°], c0 in [0, 360): the mean
   *   sidereal time of eq. 28 at the day's start with its growth over the day (360.9856°/day and
   *   the 0h value's centennial terms, differentiated there: below 1e-15° over a day), plus the
   *   interpolated equation of the equinoxes less the right ascension;
   * - 1: the declination δ [°];
   * - 2: sin ξ, ξ the equatorial horizontal parallax (eq. 33) [-].
   * @param day a whole number of days: 0h UT of Julian day `day` + 0.5
   * @param out receives {@link DAY_CUBICS_LENGTH} coefficients
   */
  dayCubics(day: number, out: Float64Array): void;
  /** How many times the nodes' day-to-day recurrence started afresh (0 with direct nodes). */
  readonly restarts: number;
}

/** How the daily nodes sum the periodic series. */
export type NodeSeries = 'recurrence' | 'direct';

/** Days between the full SPA nodes: the odd days' nodes are interpolated from them. */
const NODE_SPACING_DAYS = 2;

/**
 * Full nodes kept at once: a day's cubic reads the nodes from 6 days before it to 7 after it
 * (at most 7 of them), and days are asked for in time order, so a ring of 16 by day holds every
 * node still needed.
 */
const RING_SLOTS = 16;

/**
 * Creates an interpolator whose nodes are computed lazily, the full SPA at 0h UT of every even
 * day (day number, Julian day − 0.5) needed, each odd day's values interpolated from them.
 * @param deltaT ΔT [s]
 * @param nodeSeries 'recurrence' (default, fast) or 'direct' (the published sums, the reference
 * the tests compare with)
 */
export function createDailyGeocentric(
  deltaT: number,
  nodeSeries: NodeSeries = 'recurrence',
): DailyGeocentric {
  const ringDays = new Float64Array(RING_SLOTS).fill(Number.NaN);
  const ring = new Float64Array(RING_SLOTS * NODE_FIELDS);
  /** The values at the days `lastDay` − 1 to `lastDay` + 2. */
  const dayValues = new Float64Array(4 * NODE_FIELDS);
  let lastDay = Number.NaN;
  const earthDays = createEarthHeliocentricDays(NODE_SPACING_DAYS);
  let previousNode = Number.NaN;
  let nextNode = false;
  const series: PeriodicSeries =
    nodeSeries === 'direct'
      ? DIRECT_SERIES
      : { earth: (jme) => earthDays.at(jme, nextNode), nutation: nutationByPhasors };

  /** The offset in `ring` of the full SPA at 0h UT of an even `day` (Julian day day + 0.5). */
  function fullNode(day: number): number {
    const slot = (day / NODE_SPACING_DAYS) & (RING_SLOTS - 1);
    const offset = slot * NODE_FIELDS;
    if (ringDays[slot] === day) return offset;
    // Nodes are asked for in time order, so within a run of days each follows the previous
    // one; `series.earth` reads `nextNode` to step the recurrence or to restart it.
    nextNode = day === previousNode + NODE_SPACING_DAYS;
    previousNode = day;
    const geo = spaGeocentric(day + 0.5, deltaT, series);
    ringDays[slot] = day;
    ring[offset] = geo.apparentSiderealTime - geo.meanSiderealTime - geo.rightAscension;
    ring[offset + 1] = geo.declination;
    ring[offset + 2] = sinEquatorialParallax(geo.radiusVector);
    return offset;
  }

  /**
   * Writes the fields at 0h UT of any `day` at `at` in `dayValues`: an even day's full node,
   * or an odd day's values halfway between its six nearest full nodes.
   */
  function dayNode(day: number, at: number): void {
    if (day % 2 === 0) {
      const o = fullNode(day);
      for (let field = 0; field < NODE_FIELDS; field++) dayValues[at + field] = ring[o + field]!;
      return;
    }
    const o0 = fullNode(day - 5);
    const o1 = fullNode(day - 3);
    const o2 = fullNode(day - 1);
    const o3 = fullNode(day + 1);
    const o4 = fullNode(day + 3);
    const o5 = fullNode(day + 5);
    for (let field = 0; field < NODE_FIELDS; field++) {
      dayValues[at + field] = midpoint(ring, o0, o1, o2, o3, o4, o5, field);
    }
  }

  /**
   * Computes the full nodes that the days `day` − 1 to `day` + 2 need, from the lowest up, so
   * that the recurrence steps through them rather than restarting for a node asked out of order.
   */
  function fullNodesFor(day: number): void {
    const even = day % 2 === 0;
    const lowest = even ? day - 6 : day - 5;
    const highest = even ? day + 6 : day + 7;
    let node = lowest;
    if (previousNode >= lowest && previousNode <= highest) node = previousNode + NODE_SPACING_DAYS;
    for (; node <= highest; node += NODE_SPACING_DAYS) fullNode(node);
  }

  return {
    dayCubics(day, out) {
      fullNodesFor(day);
      if (day === lastDay + 1) {
        // The day after the last: three of its four days' values are known.
        dayValues.copyWithin(0, NODE_FIELDS);
        dayNode(day + 2, 3 * NODE_FIELDS);
      } else {
        for (let k = 0; k < 4; k++) dayNode(day - 1 + k, k * NODE_FIELDS);
      }
      lastDay = day;
      dayCubic(dayValues, 0, NODE_FIELDS, 2 * NODE_FIELDS, 3 * NODE_FIELDS, out);
      const hourAngle = meanSiderealTime(day + 0.5) + out[0]!;
      out[0] = hourAngle - 360 * Math.floor(hourAngle / 360);
      out[1] = out[1]! + siderealGrowthPerDay(julianCentury(day + 0.5));
    },
    get restarts() {
      return earthDays.restarts;
    },
  };
}

/**
 * A field halfway between the 3rd and 4th of six full nodes two days apart, at offsets o0..o5:
 * the 6-point Lagrange weights at the middle, (3, −25, 150, 150, −25, 3)/256, applied to the
 * differences from the 3rd node (the first field's brought into (−180°, 180°]).
 */
function midpoint(
  ring: Float64Array,
  o0: number,
  o1: number,
  o2: number,
  o3: number,
  o4: number,
  o5: number,
  field: number,
): number {
  const base = ring[o2 + field]!;
  const outer = unwrapped(ring[o0 + field]!, base, field) + unwrapped(ring[o5 + field]!, base, field);
  const middle = unwrapped(ring[o1 + field]!, base, field) + unwrapped(ring[o4 + field]!, base, field);
  const inner = unwrapped(ring[o3 + field]!, base, field);
  return base + (3 * outer - 25 * middle + 150 * inner) / 256;
}

/** A value less `base`, the first field's brought into (−180°, 180°]: α may wrap through 0°. */
function unwrapped(value: number, base: number, field: number): number {
  return field === 0 ? unwrap(value - base) : value - base;
}

/**
 * The mean sidereal time's growth per day at the Julian century `jc` (the derivative of eq. 28
 * in days of UT): 360.9856…°/day plus the centennial terms' change, which over one day bends
 * the line by less than 1e-15°. [°/day]
 */
function siderealGrowthPerDay(jc: number): number {
  return SIDEREAL_DEGREES_PER_DAY + (2 * 0.000_387_933 * jc - (3 * jc * jc) / 38_710_000) / 36_525;
}

/**
 * The 4-point Lagrange polynomial through the nodes at s = −1, 0, 1, 2 (days), written as
 * c0 + c1·s + c2·s² + c3·s³ for each stored field: a record then costs three multiplications
 * and additions per field. The first field (ν − ν0 − α) is interpolated through its differences
 * from the node at s = 0, brought into (−180°, 180°], so that a wrap of α through 0° does not
 * bend the curve.
 */
function dayCubic(
  store: Float64Array,
  o0: number,
  o1: number,
  o2: number,
  o3: number,
  out: Float64Array,
): void {
  for (let field = 0; field < NODE_FIELDS; field++) {
    const base = field === 0 ? store[o1]! : 0;
    const f0 = field === 0 ? unwrap(store[o0]! - base) : store[o0 + field]!;
    const f1 = field === 0 ? 0 : store[o1 + field]!;
    const f2 = field === 0 ? unwrap(store[o2]! - base) : store[o2 + field]!;
    const f3 = field === 0 ? unwrap(store[o3]! - base) : store[o3 + field]!;
    const at = field * 4;
    out[at] = base + f1;
    out[at + 1] = -f0 / 3 - f1 / 2 + f2 - f3 / 6;
    out[at + 2] = f0 / 2 - f1 + f2 / 2;
    out[at + 3] = (f3 - f0) / 6 + (f1 - f2) / 2;
  }
}

/** A difference of angles brought into (−180, 180]. [°] */
function unwrap(difference: number): number {
  if (difference > 180) return difference - 360;
  if (difference <= -180) return difference + 360;
  return difference;
}
