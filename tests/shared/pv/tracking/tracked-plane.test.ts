/**
 * The tracked plane-of-array (shared/pv/tracking/tracked-plane.ts): one record worked by hand,
 * the per-record transposition (totalIrradiance, pvlib's get_total_irradiance path) summed with
 * the tracker's tilt and azimuth of each record, and a tracker held at θ = 0 against the fixed
 * plane it then is.
 */
import { type TranspositionModel, totalIrradiance } from '@pvd/shared/pv/irradiance/sky-diffuse';
import {
  buildTranspositionBasis,
  planeGeometry,
  poaIrradiation,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { type SingleAxisTracker, singleAxisAngles } from '@pvd/shared/pv/tracking/single-axis';
import {
  poaOfTrackedPlane,
  trackedOrientationByRecord,
  trackedPlanes,
} from '@pvd/shared/pv/tracking/tracked-plane';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';
import { handHours } from '../support/hand-hours';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);

const TRACKER: SingleAxisTracker = {
  kind: 'single-axis',
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: 0.35,
  backtrack: true,
};

/** Σ totalIrradiance over the records with the tracker's tilt and azimuth per record [kWh/m²]. */
function referencePoa(model: TranspositionModel, tracker: SingleAxisTracker): number {
  const angles = singleAxisAngles(sun, tracker);
  const stowed = singleAxisAngles(
    { sunEast: Float64Array.of(0), sunNorth: Float64Array.of(0), sunUp: Float64Array.of(1) },
    { ...tracker, maxAngle: 0 },
  );
  let sum = 0;
  for (let i = 0; i < weather.ghi.length; i++) {
    if (!(weather.ghi[i]! > 0 || weather.dni[i]! > 0 || weather.dhi[i]! > 0)) continue;
    // Below the horizon pvlib has no angles; the tracker lies stowed at θ = 0 (tracked-plane.ts).
    const night = Number.isNaN(angles.surfaceTilt[i]!);
    sum += totalIrradiance({
      surfaceTilt: night ? stowed.surfaceTilt[0]! : angles.surfaceTilt[i]!,
      surfaceAzimuth: night ? stowed.surfaceAzimuth[0]! : angles.surfaceAzimuth[i]!,
      solarZenith: sun.apparentZenith[i]!,
      solarAzimuth: sun.azimuth[i]!,
      ghi: weather.ghi[i]!,
      dni: weather.dni[i]!,
      dhi: weather.dhi[i]!,
      dniExtra: sun.dniExtra[i]!,
      airmassRelative: sun.airmassRelative[i]!,
      model,
    }).poaGlobal;
  }
  return sum / 1000;
}

describe('tracked plane-of-array irradiance', () => {
  it('adds beam, sky and ground of the tracked plane for one record worked by hand', () => {
    // Sun due east at 30° elevation: θ = −60°, the panels face east at 60° tilt and the beam
    // falls square on them. E = 800·1 + 50·(1 + cos 60°) + 30·1 + 10·sin 60° + 20·(1 − cos 60°).
    const hours = handHours([{ elevation: 30, azimuth: 90, dni: 800, a: 50, c: 30, h: 10, g: 20 }]);
    const planes = trackedPlanes(hours, { ...TRACKER, backtrack: false });
    expect(planes.trackerTheta[0]).toBeCloseTo(-60, 10);
    const poa = poaOfTrackedPlane(hours, planes);
    expect(poa.annual * 1000).toBeCloseTo(800 + 75 + 30 + 10 * Math.sin(Math.PI / 3) + 10, 9);
    expect(poa.direct * 1000).toBeCloseTo(800, 9);
    expect(poa.groundDiffuse * 1000).toBeCloseTo(10, 9);
  });

  it.each(['isotropic', 'haydavies', 'perez'] as const)(
    'equals the per-record %s transposition with the tracker’s plane of each record (1e-9)',
    (model) => {
      const basis = buildTranspositionBasis(weather, sun, { model });
      for (const tracker of [TRACKER, { ...TRACKER, backtrack: false }, { ...TRACKER, axisTilt: 10 }]) {
        const poa = poaOfTrackedPlane(basis, trackedPlanes(basis, tracker));
        expect(Math.abs(poa.annual / referencePoa(model, tracker) - 1)).toBeLessThan(1e-9);
        expect(poa.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(poa.annual, 9);
        expect(poa.direct + poa.skyDiffuse + poa.groundDiffuse).toBeCloseTo(poa.annual, 9);
      }
    },
  );

  it('is the fixed plane of the axis when the tracker cannot turn (max angle 0)', () => {
    const basis = buildTranspositionBasis(weather, sun, { model: 'perez' });
    const held = poaOfTrackedPlane(basis, trackedPlanes(basis, { ...TRACKER, axisTilt: 10, maxAngle: 0 }));
    const fixed = poaIrradiation(basis, planeGeometry(10, 180));
    expect(held.annual).toBeCloseTo(fixed.annual, 9);
    for (const [m, value] of held.monthly.entries()) expect(value).toBeCloseTo(fixed.monthly[m]!, 9);
  });

  it('turns as singleAxisAngles does on the same sun, and lies stowed (θ = 0) with the sun down', () => {
    const basis = buildTranspositionBasis(weather, sun, { model: 'perez' });
    const planes = trackedPlanes(basis, TRACKER);
    const angles = singleAxisAngles(sun, TRACKER);
    for (let k = 0; k < basis.count; k++) {
      const theta = angles.trackerTheta[basis.recordIndex[k]!]!;
      expect(planes.trackerTheta[k]).toBe(Number.isNaN(theta) ? 0 : theta);
    }
  });

  it('lays the orientation on the weather records for a rear side: singleAxisAngles’ where the sun is up', () => {
    const basis = buildTranspositionBasis(weather, sun, { model: 'perez' });
    const orientation = trackedOrientationByRecord(basis, trackedPlanes(basis, TRACKER));
    const angles = singleAxisAngles(sun, TRACKER);
    const kept = new Set(basis.recordIndex);
    expect(orientation.surfaceTilt).toHaveLength(weather.ghi.length);
    for (let i = 0; i < weather.ghi.length; i++) {
      if (!kept.has(i)) expect(orientation.surfaceTilt[i]).toBeNaN();
      else if (!Number.isNaN(angles.surfaceTilt[i]!)) {
        expect(orientation.surfaceTilt[i]).toBe(angles.surfaceTilt[i]);
        expect(orientation.surfaceAzimuth[i]).toBe(angles.surfaceAzimuth[i]);
      } else expect(orientation.surfaceTilt[i]).toBe(0);
    }
  });

  it('refuses planes of another basis', () => {
    const basis = buildTranspositionBasis(weather, sun);
    const other = handHours([{ elevation: 30, azimuth: 90, dni: 1, a: 0, c: 0, h: 0, g: 0 }]);
    expect(() => poaOfTrackedPlane(basis, trackedPlanes(other, TRACKER))).toThrow(/basis/);
  });
});
