import { angularDistance } from '@pvd/shared/pv/angles';
import { airmassRelativeKastenYoung1989 } from '@pvd/shared/pv/atmosphere';
import { extraterrestrialSpencer } from '@pvd/shared/pv/irradiance/extraterrestrial';
import { solarPositionSpa } from '@pvd/shared/pv/solar-position/spa';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';

function hourlyTimes(year: number, hours: number, startHourUtc = 0.5): Float64Array {
  return Float64Array.from(
    { length: hours },
    (_, h) => Date.UTC(year, 0, 1) + (h + startHourUtc) * 3_600_000,
  );
}

const greensboro = { latitude: 36.1, longitude: -79.95, elevation: 273, timezone: -5 };

describe('computeSunPositions', () => {
  it('matches the full SPA at every hour of a year to 1e-6° (daily-node interpolation)', () => {
    // Prepare
    const times = hourlyTimes(2021, 8760);
    // Act
    const interpolated = computeSunPositions({ site: greensboro, timesUtcMs: times });
    const exact = computeSunPositions({ site: greensboro, timesUtcMs: times }, { exact: true });
    // Assess
    let worstZenith = 0;
    let worstAzimuth = 0;
    for (let i = 0; i < times.length; i++) {
      worstZenith = Math.max(
        worstZenith,
        Math.abs(interpolated.apparentZenith[i]! - exact.apparentZenith[i]!),
      );
      worstAzimuth = Math.max(worstAzimuth, angularDistance(interpolated.azimuth[i]!, exact.azimuth[i]!));
    }
    expect(worstZenith).toBeLessThan(1e-6);
    expect(worstAzimuth).toBeLessThan(2e-6);
  });

  it('equals the scalar SPA with the same atmosphere', () => {
    const times = Float64Array.of(Date.UTC(2003, 9, 17, 19, 30, 30), Date.UTC(2024, 1, 29, 15));
    const tempAir = Float64Array.of(11, 5);
    const sun = computeSunPositions({ site: greensboro, timesUtcMs: times, tempAir }, { exact: true });
    times.forEach((t, i) => {
      const scalar = solarPositionSpa(t, greensboro, { temperature: tempAir[i] });
      expect(sun.apparentZenith[i]).toBeCloseTo(scalar.apparentZenith, 10);
      expect(sun.azimuth[i]).toBeCloseTo(scalar.azimuth, 10);
      expect(sun.hourAngle[i]).toBeCloseTo(scalar.hourAngle, 10);
    });
  });

  it('writes each record as the scalar SPA computes it, over a year of hours (record kernel)', () => {
    // Prepare: every 7th hour of a year, so each hour of the day and the night are met.
    const times = hourlyTimes(2021, 8760).filter((_, h) => h % 7 === 0);
    const tempAir = Float64Array.from(times, (_, i) => -10 + (i % 40));
    // Act
    const sun = computeSunPositions({ site: greensboro, timesUtcMs: times, tempAir }, { exact: true });
    // Assess: the series' observer kernel against the scalar form of the same equations.
    times.forEach((t, i) => {
      const scalar = solarPositionSpa(t, greensboro, { temperature: tempAir[i] });
      expect(Math.abs(sun.apparentZenith[i]! - scalar.apparentZenith)).toBeLessThan(1e-10);
      expect(Math.abs(sun.zenith[i]! - scalar.zenith)).toBeLessThan(1e-10);
      expect(angularDistance(sun.azimuth[i]!, scalar.azimuth)).toBeLessThan(1e-10);
      expect(Math.abs(sun.hourAngle[i]! - scalar.hourAngle)).toBeLessThan(1e-10);
      expect(Math.abs(sun.declination[i]! - scalar.declination)).toBeLessThan(1e-12);
      expect(Math.abs(sun.sunUp[i]! - Math.cos((scalar.apparentZenith * Math.PI) / 180))).toBeLessThan(1e-12);
      const airmass = airmassRelativeKastenYoung1989(scalar.apparentZenith);
      if (Number.isNaN(airmass)) expect(sun.airmassRelative[i]).toBeNaN();
      else expect(Math.abs(sun.airmassRelative[i]! / airmass - 1)).toBeLessThan(1e-9);
    });
  });

  it('keeps the sun up all day in polar day and down all day in polar night (78° N)', () => {
    const svalbard = { latitude: 78.2, longitude: 15.6, elevation: 10, timezone: 1 };
    const june = Float64Array.from({ length: 24 }, (_, h) => Date.UTC(2021, 5, 21, h, 30));
    const december = Float64Array.from({ length: 24 }, (_, h) => Date.UTC(2021, 11, 21, h, 30));
    const day = computeSunPositions({ site: svalbard, timesUtcMs: june });
    const night = computeSunPositions({ site: svalbard, timesUtcMs: december });
    expect(Math.max(...day.apparentZenith)).toBeLessThan(90);
    expect(Math.min(...night.apparentZenith)).toBeGreaterThan(90);
    expect(night.airmassRelative.every(Number.isNaN)).toBe(true);
  });

  it('puts the noon sun in the north in the southern hemisphere', () => {
    // Sydney, solar noon ≈ 02:00 UTC (151.2° E)
    const sydney = { latitude: -33.9, longitude: 151.2, elevation: 20, timezone: 10 };
    const sun = computeSunPositions({
      site: sydney,
      timesUtcMs: Float64Array.of(Date.UTC(2021, 5, 21, 1, 55)),
    });
    expect(angularDistance(sun.azimuth[0]!, 0)).toBeLessThan(3);
    expect(sun.apparentZenith[0]).toBeCloseTo(33.9 + 23.44, 0);
  });

  it('derives air mass, extraterrestrial irradiance and calendar per record', () => {
    const times = Float64Array.of(
      Date.UTC(2020, 11, 31, 17),
      Date.UTC(2020, 1, 29, 17),
      Date.UTC(2021, 0, 1, 3),
    );
    const sun = computeSunPositions({ site: greensboro, timesUtcMs: times });
    // 31 Dec 2020 is day 366 of a leap year; 29 Feb is day 60; 03:00 UTC on 1 Jan 2021 is 31 Dec at UTC-5.
    expect(Array.from(sun.dayOfYear)).toEqual([366, 60, 366]);
    expect(Array.from(sun.month)).toEqual([11, 1, 11]);
    expect(sun.dniExtra[1]).toBeCloseTo(extraterrestrialSpencer(60), 12);
    expect(sun.airmassRelative[0]).toBeGreaterThan(1);
    expect(sun.airmassRelative[2]).toBeNaN();
    expect(sun.airmassAbsolute[0]).toBeCloseTo((sun.airmassRelative[0]! * sun.pressure) / 101_325, 12);
  });

  it('uses the air temperature for refraction only', () => {
    const times = Float64Array.of(Date.UTC(2021, 5, 21, 10, 30)); // near sunrise in Greensboro
    const cold = computeSunPositions({ site: greensboro, timesUtcMs: times, tempAir: Float64Array.of(-20) });
    const warm = computeSunPositions({ site: greensboro, timesUtcMs: times, tempAir: Float64Array.of(35) });
    expect(cold.zenith[0]).toBe(warm.zenith[0]);
    expect(cold.apparentZenith[0]!).toBeLessThan(warm.apparentZenith[0]!);
  });

  it('computes only the records asked for, NaN elsewhere, the calendar everywhere', () => {
    // Prepare: two days; every third hour asked for.
    const times = Float64Array.from({ length: 48 }, (_, h) => Date.UTC(2021, 5, 1) + h * 3_600_000);
    const records = Int32Array.from({ length: 16 }, (_, k) => 3 * k);
    const full = computeSunPositions({ site: greensboro, timesUtcMs: times });
    // Act
    const partial = computeSunPositions({ site: greensboro, timesUtcMs: times.slice() }, { records });
    // Assess
    const series = [
      'apparentZenith',
      'zenith',
      'azimuth',
      'hourAngle',
      'declination',
      'sunEast',
      'sunNorth',
      'sunUp',
      'airmassRelative',
      'airmassAbsolute',
    ] as const;
    for (const name of series) {
      times.forEach((_, i) => {
        if (i % 3 === 0) expect(Object.is(partial[name][i], full[name][i])).toBe(true);
        else expect(partial[name][i]).toBeNaN();
      });
    }
    expect(Array.from(partial.month)).toEqual(Array.from(full.month));
    expect(Array.from(partial.dayOfYear)).toEqual(Array.from(full.dayOfYear));
    expect(Array.from(partial.dniExtra)).toEqual(Array.from(full.dniExtra));
  });

  it('computes a site-year once: the same arrays and options give the same positions object', () => {
    const times = Float64Array.from({ length: 48 }, (_, h) => Date.UTC(2021, 5, 1) + h * 3_600_000);
    const first = computeSunPositions({ site: greensboro, timesUtcMs: times });
    expect(computeSunPositions({ site: greensboro, timesUtcMs: times })).toBe(first);
    expect(computeSunPositions({ site: greensboro, timesUtcMs: times }, { exact: true })).not.toBe(first);
    expect(computeSunPositions({ site: { ...greensboro, latitude: 10 }, timesUtcMs: times })).not.toBe(first);
  });
});
