import { solarPositionSpa } from '@pvd/shared/pv/solar-position/spa';
import { julianDay, spaGeocentric } from '@pvd/shared/pv/solar-position/spa-geocentric';
import {
  emptyTopocentric,
  observerTerms,
  spaTopocentric,
} from '@pvd/shared/pv/solar-position/spa-topocentric';
import { describe, expect, it } from 'vitest';

// The worked example of I. Reda and A. Andreas, "Solar Position Algorithm for Solar Radiation
// Applications", NREL/TP-560-34302 (rev. 2008), Table A5.1: Golden CO, 2003-10-17 12:30:30
// local standard time (UTC-7), ΔT 67 s, 820 mbar, 11 °C. Values as printed in the report
// (and in pvlib's tests/test_spa.py); tolerance 1e-6 or the printed precision.
const instant = Date.UTC(2003, 9, 17, 19, 30, 30);
const golden = { latitude: 39.742476, longitude: -105.1786, elevation: 1830.14 };

describe('spaGeocentric (report Table A5.1)', () => {
  const geo = spaGeocentric(julianDay(instant), 67);

  it('reproduces the Julian day, century and millennium', () => {
    expect(geo.julianDay).toBeCloseTo(2452930.312847, 6);
    expect(geo.julianCentury).toBeCloseTo(0.0379277986858, 10);
    expect(geo.julianEphemerisDay).toBeCloseTo(2452930.313623, 6);
    expect(geo.julianEphemerisCentury).toBeCloseTo(0.037927819916852, 10);
    expect(geo.julianEphemerisMillennium).toBeCloseTo(0.003792781991685, 11);
  });

  it('reproduces the heliocentric and geocentric coordinates', () => {
    expect(geo.heliocentricLongitude).toBeCloseTo(24.0182616917, 9);
    expect(geo.heliocentricLatitude).toBeCloseTo(-0.0001011219, 9);
    expect(geo.radiusVector).toBeCloseTo(0.9965422974, 9);
    expect(geo.geocentricLongitude).toBeCloseTo(204.0182616917, 9);
    expect(geo.geocentricLatitude).toBeCloseTo(0.0001011219, 9);
  });

  it('reproduces the nutation and obliquity', () => {
    const [x0, x1, x2, x3, x4] = geo.nutationArguments;
    expect(x0).toBeCloseTo(17185.861179, 5);
    expect(x1).toBeCloseTo(1722.893218, 5);
    expect(x2).toBeCloseTo(18234.075703, 5);
    expect(x3).toBeCloseTo(18420.071012, 5);
    expect(x4).toBeCloseTo(51.686951, 5);
    expect(geo.nutationLongitude).toBeCloseTo(-0.0039984, 7);
    expect(geo.nutationObliquity).toBeCloseTo(0.00166657, 8);
    expect(geo.meanObliquity).toBeCloseTo(84379.672625, 5);
    expect(geo.trueObliquity).toBeCloseTo(23.440465, 6);
    expect(geo.aberrationCorrection).toBeCloseTo(-0.005711, 6);
    expect(geo.apparentSunLongitude).toBeCloseTo(204.0085519281, 9);
  });

  it('reproduces the sidereal time, right ascension and declination', () => {
    // Printed to 6 decimals; pvlib checks it with assert_almost_equal(decimal=6), |Δ| < 1.5e-6.
    expect(Math.abs(geo.meanSiderealTime - 318.515579)).toBeLessThan(1.5e-6);
    expect(geo.apparentSiderealTime).toBeCloseTo(318.51191, 6);
    expect(geo.rightAscension).toBeCloseTo(202.227408, 6);
    expect(geo.declination).toBeCloseTo(-9.31434, 5);
  });
});

describe('spaTopocentric (report Table A5.1)', () => {
  it('reproduces hour angle, parallax, refraction, zenith and azimuth', () => {
    // Prepare
    const geo = spaGeocentric(julianDay(instant), 67);
    // Act
    const topo = spaTopocentric(geo, observerTerms(golden), 82_000, 11, 0.5667, emptyTopocentric());
    // Assess
    expect(topo.hourAngle).toBeCloseTo(11.1059, 5);
    expect(topo.equatorialHorizontalParallax).toBeCloseTo(0.002451, 6);
    expect(topo.parallaxRightAscension).toBeCloseTo(-0.000369, 6);
    expect(topo.topocentricDeclination).toBeCloseTo(-9.316179, 6);
    expect(topo.topocentricHourAngle).toBeCloseTo(11.10627, 5);
    expect(topo.elevation).toBeCloseTo(39.872046, 6);
    expect(topo.refractionCorrection).toBeCloseTo(0.016332, 6);
    expect(topo.apparentElevation).toBeCloseTo(39.888378, 6);
    expect(Math.abs(topo.apparentZenith - 50.11162)).toBeLessThan(1e-4);
    expect(Math.abs(topo.astronomersAzimuth - 14.340241)).toBeLessThan(1e-6);
    expect(Math.abs(topo.azimuth - 194.340241)).toBeLessThan(1e-6);
  });

  it('returns a unit sun vector consistent with the zenith and azimuth', () => {
    const topo = spaTopocentric(
      spaGeocentric(julianDay(instant), 67),
      observerTerms(golden),
      82_000,
      11,
      0.5667,
      emptyTopocentric(),
    );
    const rad = Math.PI / 180;
    expect(topo.sunUp).toBeCloseTo(Math.cos(topo.apparentZenith * rad), 12);
    expect(topo.sunEast).toBeCloseTo(Math.sin(topo.apparentZenith * rad) * Math.sin(topo.azimuth * rad), 12);
    expect(topo.sunNorth).toBeCloseTo(Math.sin(topo.apparentZenith * rad) * Math.cos(topo.azimuth * rad), 12);
  });

  it('gives δ′ of the report eq. 38 (an arctangent) to 1e-12° at every hour of a year', () => {
    // Prepare: δ′ = atan2((sin δ − y sin ξ) cos Δα, cos δ − x sin ξ cos H), the published form.
    const site = observerTerms(golden);
    const rad = Math.PI / 180;
    let worst = 0;
    // Act
    for (let hour = 0; hour < 8760; hour += 1) {
      const geo = spaGeocentric(julianDay(Date.UTC(2021, 0, 1) + hour * 3_600_000), 67);
      const topo = spaTopocentric(geo, site, 82_000, 11, 0.5667, emptyTopocentric());
      const sinXi = Math.sin(topo.equatorialHorizontalParallax * rad);
      const published = Math.atan2(
        (Math.sin(geo.declination * rad) - site.y * sinXi) * Math.cos(topo.parallaxRightAscension * rad),
        Math.cos(geo.declination * rad) - site.x * sinXi * Math.cos(topo.hourAngle * rad),
      );
      worst = Math.max(worst, Math.abs(topo.topocentricDeclination - published / rad));
    }
    // Assess
    expect(worst).toBeLessThan(1e-12);
  });

  it('applies no refraction with the sun well below the horizon', () => {
    const midnight = spaTopocentric(
      spaGeocentric(julianDay(Date.UTC(2003, 9, 18, 7)), 67),
      observerTerms(golden),
      82_000,
      11,
      0.5667,
      emptyTopocentric(),
    );
    expect(midnight.elevation).toBeLessThan(-30);
    expect(midnight.refractionCorrection).toBe(0);
    expect(midnight.apparentZenith).toBe(midnight.zenith);
  });
});

describe('solarPositionSpa', () => {
  it('gives the report apparent zenith 50.11162° and azimuth 194.34024° to 1e-4°', () => {
    const sun = solarPositionSpa(instant, golden, { pressure: 82_000, temperature: 11, deltaT: 67 });
    expect(Math.abs(sun.apparentZenith - 50.11162)).toBeLessThan(1e-4);
    expect(Math.abs(sun.azimuth - 194.34024)).toBeLessThan(1e-4);
    expect(sun.zenith).toBeCloseTo(90 - 39.872046, 6);
    expect(sun.hourAngle).toBeCloseTo(11.10627, 5);
  });

  it('uses pressure from elevation, 12 °C and ΔT 67 s by default (pvlib defaults)', () => {
    const defaults = solarPositionSpa(instant, golden);
    // pvlib alt2pres(1830.14 m) = 81186.47 Pa
    const explicit = solarPositionSpa(instant, golden, { pressure: 81_186.47, temperature: 12, deltaT: 67 });
    expect(Math.abs(defaults.apparentZenith - explicit.apparentZenith)).toBeLessThan(1e-8);
    expect(Math.abs(defaults.apparentZenith - 50.11162)).toBeGreaterThan(1e-4); // 12 °C, lower pressure: less refraction
  });
});
