/**
 * Far-horizon shading of a plane, worked by hand on three records, and on the repository's
 * Greensboro excerpt against the engine's own unshaded plane irradiation.
 */

import {
  planeGeometry,
  poaIrradiation,
  transpositionBasisFor,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { horizonShading, sunAboveHorizon } from '@pvd/shared/pv/shading/horizon-shading';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';
import { handHours } from '../support/hand-hours';

const rad = (degrees: number) => (degrees * Math.PI) / 180;

describe('horizonShading', () => {
  it('hides beam and circumsolar behind the skyline and sin²e of the uniform sky (flat plane, by hand)', () => {
    // Prepare: a uniform 20° skyline; the sun at 30° (seen) then at 10° (hidden) elevation.
    const hours = handHours([
      { elevation: 30, azimuth: 180, dni: 800, a: 50, c: 100, h: 10, g: 20 },
      { elevation: 10, azimuth: 90, dni: 300, a: 30, c: 40, h: 5, g: 10 },
    ]);
    const f = Math.sin(rad(20)) ** 2;
    // Flat plane: beam = DNI sin(el), circumsolar = C sin(el), uniform sky = 2A, ground 0.
    const seen = { beam: 800 * 0.5, circumsolar: 100 * 0.5, sky: 100 };
    const hidden = { beam: 300 * Math.sin(rad(10)), circumsolar: 40 * Math.sin(rad(10)), sky: 60 };
    // Act
    const result = horizonShading(hours, planeGeometry(0, 180), horizonProfile([[0, 20]]));
    // Assess [kWh/m²]
    expect(result.skyViewBlockedFraction).toBeCloseTo(f, 12);
    expect(result.unshaded.monthly[0]).toBeCloseTo((400 + 50 + 100) / 1000, 12);
    expect(result.poa.monthly[0]).toBeCloseTo((400 + 50 + 100 * (1 - f)) / 1000, 12);
    expect(result.poa.monthly[1]).toBeCloseTo((60 * (1 - f)) / 1000, 12);
    expect(result.beamLoss).toBeCloseTo((hidden.beam + hidden.circumsolar) / 1000, 12);
    expect(result.diffuseLoss).toBeCloseTo(((seen.sky + hidden.sky) * f) / 1000, 12);
    expect(result.blockedSunHours).toBe(1);
  });

  it('sees the sun only strictly above the skyline at its azimuth', () => {
    const hours = handHours([
      { elevation: 12, azimuth: 45, dni: 1, a: 0, c: 0, h: 0, g: 0 },
      { elevation: 12, azimuth: 135, dni: 1, a: 0, c: 0, h: 0, g: 0 },
      { elevation: 10, azimuth: 90, dni: 1, a: 0, c: 0, h: 0, g: 0 },
    ]);
    // 0° at 0°, 20° at 90°, 0° at 180°: 10° at 45° and 135°, 20° at 90°.
    const profile = horizonProfile([
      [0, 0],
      [90, 20],
      [180, 0],
    ]);
    expect(Array.from(sunAboveHorizon(hours, profile))).toEqual([1, 1, 0]);
  });

  it('keeps the unshaded plane irradiation of the engine and loses exactly the two losses (Greensboro excerpt)', () => {
    const weather = greensboroExcerpt();
    const basis = transpositionBasisFor(weather, computeSunPositions(weather), { model: 'perez' });
    const plane = planeGeometry(30, 160);
    const profile = horizonProfile([
      [0, 5],
      [100, 12],
      [180, 3],
      [250, 15],
    ]);
    const result = horizonShading(basis, plane, profile);
    expect(result.unshaded.annual).toBeCloseTo(poaIrradiation(basis, plane).annual, 9);
    expect(result.unshaded.annual - result.poa.annual).toBeCloseTo(result.beamLoss + result.diffuseLoss, 9);
    expect(result.beamLoss).toBeGreaterThan(0);
    expect(result.blockedSunHours).toBeGreaterThan(0);
  });
});
