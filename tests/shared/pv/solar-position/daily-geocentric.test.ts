import { angularDistance } from '@pvd/shared/pv/angles';
import { createDailyGeocentric, type NodeSeries } from '@pvd/shared/pv/solar-position/daily-geocentric';
import { type ObservedSeries, observeSeries } from '@pvd/shared/pv/solar-position/observer-series';
import { observerTerms } from '@pvd/shared/pv/solar-position/spa-topocentric';
import { describe, expect, it } from 'vitest';

const greensboro = { latitude: 36.1, longitude: -79.95, elevation: 273 };

/**
 * Hourly instants (at :30 UTC) of a typical year whose months come from the given years, as a
 * TMY3 file's do.
 */
function typicalYear(yearOfMonth: readonly number[]): Float64Array {
  const times: number[] = [];
  yearOfMonth.forEach((year, month) => {
    const days = new Date(Date.UTC(2001, month + 1, 0)).getUTCDate();
    for (let hour = 0; hour < days * 24; hour++)
      times.push(Date.UTC(year, month, 1) + (hour + 0.5) * 3_600_000);
  });
  return Float64Array.from(times);
}

/** Apparent zenith and azimuth at every instant from daily nodes summed one way. [°] */
function positions(times: Float64Array, nodeSeries: NodeSeries) {
  const daily = createDailyGeocentric(67, nodeSeries);
  const series = () => new Float64Array(times.length);
  const out: ObservedSeries = {
    apparentZenith: series(),
    zenith: series(),
    azimuth: series(),
    hourAngle: series(),
    declination: series(),
    sunEast: series(),
    sunNorth: series(),
    sunUp: series(),
    airmassRelative: series(),
    airmassAbsolute: series(),
  };
  const atmosphere = { pressure: 98_000, atmosphericRefraction: 0.5667 };
  const temperatures = { fixed: 12, fallback: 12 };
  observeSeries(times, { daily, deltaT: 67 }, observerTerms(greensboro), atmosphere, temperatures, out);
  return { zenith: out.apparentZenith, azimuth: out.azimuth, restarts: daily.restarts };
}

// The years of 723170TYA.CSV's months (Greensboro NC, NSRDB TMY3), except that June is taken
// from May's year, so that one month boundary has no gap.
const TMY_YEARS = [1988, 1996, 1990, 1980, 1986, 1986, 1981, 2001, 2003, 1980, 1994, 1980];

describe('createDailyGeocentric', () => {
  it.each([
    ['a typical year with months from different years', TMY_YEARS],
    ['a continuous leap year (366 days of recurrence)', Array(12).fill(2020)],
  ])('gives the zenith and azimuth of direct nodes to 1e-9° with recurrence nodes: %s', (_, years) => {
    // Prepare
    const times = typicalYear(years);
    // Act
    const fast = positions(times, 'recurrence');
    const direct = positions(times, 'direct');
    // Assess: rounding of the recurrence (~1e-12° measured), far below SPA's ±0.0003°.
    let worstZenith = 0;
    let worstAzimuth = 0;
    for (let i = 0; i < times.length; i++) {
      worstZenith = Math.max(worstZenith, Math.abs(fast.zenith[i]! - direct.zenith[i]!));
      worstAzimuth = Math.max(worstAzimuth, angularDistance(fast.azimuth[i]!, direct.azimuth[i]!));
    }
    expect(worstZenith).toBeLessThanOrEqual(1e-9);
    expect(worstAzimuth).toBeLessThanOrEqual(1e-9);
  });

  it('restarts the recurrence at each gap between days, and only there', () => {
    // Prepare: 10 gaps (May-June 1986 follow each other), plus the first node.
    const tmy = typicalYear(TMY_YEARS);
    const continuous = typicalYear(Array(12).fill(2021));
    // Act
    const tmyRestarts = positions(tmy, 'recurrence').restarts;
    const continuousRestarts = positions(continuous, 'recurrence').restarts;
    const directRestarts = positions(tmy, 'direct').restarts;
    // Assess
    expect(tmyRestarts).toBe(11);
    expect(continuousRestarts).toBe(1);
    expect(directRestarts).toBe(0);
  });
});
