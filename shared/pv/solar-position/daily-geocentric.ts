/**
 * Geocentric sun position for many instants, from full SPA evaluations once a day.
 *
 * The geocentric quantities (right ascension, declination, Earth-sun distance, equation of
 * the equinoxes) depend on time only and change smoothly: a 4-point Lagrange interpolation
 * between daily nodes reproduces the full SPA to about 2e-7° (checked in the tests), while
 * the full periodic series (about 320 trigonometric terms) is evaluated once per day instead
 * of once per record. The observer part, which depends on the hour angle, is still evaluated
 * exactly for every record.
 *
 * The nodes themselves avoid most of those terms' trigonometric calls: the Earth's terms step
 * from one day to the next by angle addition (earth-heliocentric.ts), restarting whenever a node
 * does not follow the previous one by a day (a typical year's months come from different years),
 * and the nutation rows are products of the five arguments' phasors (nutation-phasors.ts).
 */
import { DEG_TO_RAD } from '../angles';
import { createEarthHeliocentricDays } from './earth-heliocentric';
import { nutationByPhasors } from './nutation-phasors';
import { DIRECT_SERIES, type PeriodicSeries, spaGeocentric } from './spa-geocentric';
import type { GeocentricSun } from './spa-topocentric';

/** Values stored per daily node. */
const NODE_FIELDS = 4;

/** Interpolates the geocentric sun between daily SPA nodes. */
export interface DailyGeocentric {
  /**
   * Fills `out` for the Julian day `julianDayValue`, except the apparent sidereal time: the
   * caller adds the interpolated equation of the equinoxes (returned, [°]) to the mean
   * sidereal time, which is cheap and exact.
   */
  interpolate(julianDayValue: number, out: GeocentricSun): number;
  /** How many times the nodes' day-to-day recurrence started afresh (0 with direct nodes). */
  readonly restarts: number;
}

/** How the daily nodes sum the periodic series. */
export type NodeSeries = 'recurrence' | 'direct';

/**
 * Creates an interpolator whose nodes are computed lazily at 0h UT of each day needed.
 * @param deltaT ΔT [s]
 * @param nodeSeries 'recurrence' (default, fast) or 'direct' (the published sums, the reference
 * the tests compare with)
 */
export function createDailyGeocentric(
  deltaT: number,
  nodeSeries: NodeSeries = 'recurrence',
): DailyGeocentric {
  const slots = new Map<number, number>();
  let store = new Float64Array(NODE_FIELDS * 512);
  let used = 0;
  const earthDays = createEarthHeliocentricDays();
  let previousDay = Number.NaN;
  let nextDay = false;
  const series: PeriodicSeries =
    nodeSeries === 'direct'
      ? DIRECT_SERIES
      : { earth: (jme) => earthDays.at(jme, nextDay), nutation: nutationByPhasors };

  function nodeOffset(day: number): number {
    const known = slots.get(day);
    if (known !== undefined) return known;
    if ((used + 1) * NODE_FIELDS > store.length) {
      const grown = new Float64Array(store.length * 2);
      grown.set(store);
      store = grown;
    }
    // Node at 0h UT of `day`: Julian day day + 0.5. Nodes are asked for in time order, so
    // within a run of days each follows the previous one; `series.earth` reads `nextDay` to
    // step the recurrence from the last node computed, or to restart it.
    nextDay = day === previousDay + 1;
    previousDay = day;
    const geo = spaGeocentric(day + 0.5, deltaT, series);
    const offset = used * NODE_FIELDS;
    store[offset] = geo.rightAscension;
    store[offset + 1] = geo.declination;
    store[offset + 2] = geo.radiusVector;
    store[offset + 3] = geo.nutationLongitude * Math.cos(geo.trueObliquity * DEG_TO_RAD);
    slots.set(day, offset);
    used++;
    return offset;
  }

  let currentDay = Number.NaN;
  const offsets = [0, 0, 0, 0];
  return {
    interpolate(julianDayValue, out) {
      const t = julianDayValue - 0.5;
      const day = Math.floor(t);
      if (day !== currentDay) {
        for (let j = 0; j < 4; j++) offsets[j] = nodeOffset(day - 1 + j);
        currentDay = day;
      }
      return interpolateNodes(store, offsets, t - day, out);
    },
    get restarts() {
      return earthDays.restarts;
    },
  };
}

/**
 * 4-point Lagrange interpolation between the nodes at s = −1, 0, 1, 2 (days); fills α, δ, R
 * and returns the equation of the equinoxes.
 */
function interpolateNodes(
  store: Float64Array,
  offsets: readonly number[],
  s: number,
  out: GeocentricSun,
): number {
  const w0 = (-s * (s - 1) * (s - 2)) / 6;
  const w1 = ((s + 1) * (s - 1) * (s - 2)) / 2;
  const w2 = (-(s + 1) * s * (s - 2)) / 2;
  const w3 = ((s + 1) * s * (s - 1)) / 6;
  const [o0, o1, o2, o3] = offsets as [number, number, number, number];
  const alpha1 = store[o1]!;
  out.rightAscension =
    alpha1 +
    w0 * unwrap(store[o0]! - alpha1) +
    w2 * unwrap(store[o2]! - alpha1) +
    w3 * unwrap(store[o3]! - alpha1);
  out.declination = w0 * store[o0 + 1]! + w1 * store[o1 + 1]! + w2 * store[o2 + 1]! + w3 * store[o3 + 1]!;
  out.radiusVector = w0 * store[o0 + 2]! + w1 * store[o1 + 2]! + w2 * store[o2 + 2]! + w3 * store[o3 + 2]!;
  return w0 * store[o0 + 3]! + w1 * store[o1 + 3]! + w2 * store[o2 + 3]! + w3 * store[o3 + 3]!;
}

/** A right-ascension difference brought into (−180, 180]. [°] */
function unwrap(difference: number): number {
  if (difference > 180) return difference - 360;
  if (difference <= -180) return difference + 360;
  return difference;
}
