import { aoi, aoiProjection, beamComponent } from '@pvd/shared/pv/irradiance/aoi';
import { solarPositionSpa } from '@pvd/shared/pv/solar-position/spa';
import { describe, expect, it } from 'vitest';

describe('aoi', () => {
  it('gives the SPA report surface incidence angle 25.18700° (slope 30°, azimuth rotation −10°)', () => {
    // Reda & Andreas, NREL/TP-560-34302, Table A5.1. The report's azimuth rotation is
    // measured from south, eastward negative: −10° is 170° clockwise from north.
    const sun = solarPositionSpa(
      Date.UTC(2003, 9, 17, 19, 30, 30),
      { latitude: 39.742476, longitude: -105.1786, elevation: 1830.14 },
      { pressure: 82_000, temperature: 11, deltaT: 67 },
    );
    expect(Math.abs(aoi(30, 170, sun.apparentZenith, sun.azimuth) - 25.187)).toBeLessThan(1e-4);
  });

  it('equals the solar zenith on a horizontal plane', () => {
    expect(aoi(0, 123, 37, 250)).toBeCloseTo(37, 12);
  });

  it('exceeds 90° with the sun behind the plane, and the beam is then zero', () => {
    expect(aoi(90, 180, 60, 0)).toBeGreaterThan(90);
    expect(aoiProjection(90, 180, 60, 0)).toBeLessThan(0);
    expect(beamComponent(90, 180, 60, 0, 800)).toBe(0);
  });

  it('stays within [-1, 1] (pvlib GH 1185)', () => {
    expect(aoiProjection(0, 0, 0, 0)).toBe(1);
    expect(aoi(180, 0, 0, 0)).toBeCloseTo(180, 6);
  });

  it("reproduces pvlib test_poa_components' beam 798.31939281 W/m² (tilt 40°, south)", () => {
    expect(beamComponent(40, 180, 10.56413562, 144.76567754, 939.95469881)).toBeCloseTo(798.31939281, 7);
  });
});
