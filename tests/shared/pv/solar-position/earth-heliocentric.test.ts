import {
  createEarthHeliocentricDays,
  earthHeliocentric,
} from '@pvd/shared/pv/solar-position/earth-heliocentric';
import { julianDay } from '@pvd/shared/pv/solar-position/spa-geocentric';
import { describe, expect, it } from 'vitest';

/** Julian ephemeris millennium of a Julian day (UT), ΔT 67 s. */
function millennium(julianDay: number): number {
  return (julianDay + 67 / 86_400 - 2_451_545) / 36_525 / 10;
}

describe('earthHeliocentric', () => {
  it('reproduces L, B and R of the SPA report (Table A5.1) to 1e-9', () => {
    // Reda and Andreas, NREL/TP-560-34302, Table A5.1: 2003-10-17 19:30:30 UT, ΔT 67 s.
    const earth = earthHeliocentric(millennium(julianDay(Date.UTC(2003, 9, 17, 19, 30, 30))));
    expect(earth.longitude).toBeCloseTo(24.0182616917, 9);
    expect(earth.latitude).toBeCloseTo(-0.0001011219, 9);
    expect(earth.radiusVector).toBeCloseTo(0.9965422974, 9);
  });
});

describe('createEarthHeliocentricDays', () => {
  it('follows the direct sums over 400 consecutive days (L to 1e-10°, R to 1e-13 AU)', () => {
    // Prepare
    const days = createEarthHeliocentricDays();
    let worstLongitude = 0;
    let worstLatitude = 0;
    let worstRadius = 0;
    // Act
    for (let day = 0; day < 400; day++) {
      const jme = millennium(2_459_000.5 + day);
      const stepped = days.at(jme, day > 0);
      const direct = earthHeliocentric(jme);
      worstLongitude = Math.max(worstLongitude, Math.abs(stepped.longitude - direct.longitude));
      worstLatitude = Math.max(worstLatitude, Math.abs(stepped.latitude - direct.latitude));
      worstRadius = Math.max(worstRadius, Math.abs(stepped.radiusVector - direct.radiusVector));
    }
    // Assess: measured 2e-12°, 1e-16° and 1e-15 AU; SPA's own uncertainty is 3e-4°.
    expect(worstLongitude).toBeLessThan(1e-10);
    expect(worstLatitude).toBeLessThan(1e-12);
    expect(worstRadius).toBeLessThan(1e-13);
    expect(days.restarts).toBe(1);
  });

  it('restarts from the direct sums when a node does not follow the previous one by a day', () => {
    // Prepare
    const days = createEarthHeliocentricDays();
    days.at(millennium(2_459_000.5), false);
    days.at(millennium(2_459_001.5), true);
    // Act: a jump of a year
    const jme = millennium(2_459_366.5);
    const afterGap = days.at(jme, false);
    // Assess
    expect(days.restarts).toBe(2);
    expect(afterGap).toEqual(earthHeliocentric(jme));
  });
});
