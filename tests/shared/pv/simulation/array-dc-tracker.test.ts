/**
 * A tracked array's hourly chain (array-dc.ts with array-plane.ts) [TRK-4] [TRK-5]: one hour
 * step by step with the model functions at the tracker's angles (singleAxisAngles, the
 * per-record transposition, the physical IAM at that hour's angle of incidence, SAPM, PVWatts),
 * and the beam the rows shade without backtracking, record by record with
 * shadedFraction1d (pvlib's shaded_fraction1d in degrees) at the tracker's rotation.
 */
import { iamPhysical } from '@pvd/shared/pv/iam';
import { totalIrradiance } from '@pvd/shared/pv/irradiance/sky-diffuse';
import { buildTranspositionBasis } from '@pvd/shared/pv/irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { pvwattsDc } from '@pvd/shared/pv/power/pvwatts-dc';
import { shadedFraction1d } from '@pvd/shared/pv/shading/shaded-fraction-1d';
import { simulateArrayDc } from '@pvd/shared/pv/simulation/array-dc';
import type { PvArray } from '@pvd/shared/pv/simulation/types';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { SAPM_MOUNTINGS, sapmCellTemperature } from '@pvd/shared/pv/temperature';
import { type SingleAxisTracker, singleAxisAngles } from '@pvd/shared/pv/tracking/single-axis';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const basis = buildTranspositionBasis(weather, sun, { model: 'perez', albedo: 0.2 });
const TRACKER: SingleAxisTracker = {
  kind: 'single-axis',
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: 0.35,
  backtrack: true,
};
const tracked = (tracker: SingleAxisTracker): PvArray => ({
  surfaceTilt: 30,
  surfaceAzimuth: 180,
  dcCapacity: 10_000,
  tempCoefficientPmax: -0.35,
  temperatureModel: 'sapm-open-rack-glass-glass',
  iamModel: 'physical',
  tracker,
});

/**
 * The per-record transposition at the tracker's surface tilt and azimuth of record i (or the
 * plane given).
 */
function trackedPoa(
  tracker: SingleAxisTracker,
  i: number,
  plane?: { surfaceTilt: number; surfaceAzimuth: number },
) {
  const angles = singleAxisAngles(sun, tracker);
  return {
    angles,
    poa: totalIrradiance({
      surfaceTilt: plane?.surfaceTilt ?? angles.surfaceTilt[i]!,
      surfaceAzimuth: plane?.surfaceAzimuth ?? angles.surfaceAzimuth[i]!,
      solarZenith: sun.apparentZenith[i]!,
      solarAzimuth: sun.azimuth[i]!,
      ghi: weather.ghi[i]!,
      dni: weather.dni[i]!,
      dhi: weather.dhi[i]!,
      dniExtra: sun.dniExtra[i]!,
      airmassRelative: sun.airmassRelative[i]!,
      albedo: 0.2,
      model: 'perez',
    }),
  };
}

describe('simulateArrayDc with a single-axis tracker', () => {
  it('chains the tracked POA, the IAM at that hour’s incidence, SAPM and PVWatts as pvlib would', () => {
    // Prepare: a morning hour, where the tracker turns east and backtracks or not
    const noon = weather.ghi.indexOf(Math.max(...weather.ghi));
    for (const i of [noon, noon - 3]) {
      const { angles, poa } = trackedPoa(TRACKER, i);
      const effective = poa.poaDirect * iamPhysical(angles.aoi[i]!) + poa.poaDiffuse;
      const cell = sapmCellTemperature(
        poa.poaGlobal,
        weather.tempAir[i]!,
        weather.windSpeed[i]!,
        SAPM_MOUNTINGS['open-rack-glass-glass'],
      );
      // Act
      const result = simulateArrayDc(tracked(TRACKER), basis, weather, NO_SYSTEM_LOSSES);
      // Assess
      expect(result.poaGlobal[i]).toBeCloseTo(poa.poaGlobal, 9);
      expect(result.tempCell[i]).toBeCloseTo(cell, 9);
      expect(result.dcPower[i]).toBeCloseTo(pvwattsDc(effective, cell, 10_000, -0.35), 7);
    }
  });

  it('leaves the beam unshaded when backtracking', () => {
    const result = simulateArrayDc(tracked(TRACKER), basis, weather, NO_SYSTEM_LOSSES);
    expect(result.shading).toBeUndefined();
    expect(result.stages.afterShading).toBeUndefined();
  });

  it('shades the beam without backtracking as shaded_fraction1d at the tracker’s rotation', () => {
    // A tilted axis on a cross-slope, so the sun's height across the rows is not cos z.
    const tracker = { ...TRACKER, backtrack: false, axisTilt: 5, crossAxisTilt: -3, maxAngle: 50, gcr: 0.45 };
    const angles = singleAxisAngles(sun, tracker);
    let expected = 0;
    for (let i = 0; i < weather.ghi.length; i++) {
      if (!(weather.dni[i]! > 0)) continue;
      // With the sun below the horizon (a few TMY3 hours carry DNI there) the tracker lies
      // stowed at θ = 0, facing down the axis (south, 5°).
      const night = Number.isNaN(angles.trackerTheta[i]!);
      const fraction = shadedFraction1d(sun.apparentZenith[i]!, sun.azimuth[i]!, {
        axisAzimuth: tracker.axisAzimuth,
        shadedRowRotation: night ? 0 : angles.trackerTheta[i]!,
        collectorWidth: 1,
        pitch: 1 / tracker.gcr,
        axisTilt: tracker.axisTilt,
        crossAxisSlope: tracker.crossAxisTilt,
      });
      const stowed = night ? { surfaceTilt: 5, surfaceAzimuth: 180 } : undefined;
      expected += trackedPoa(tracker, i, stowed).poa.poaDirect * fraction;
    }
    const result = simulateArrayDc(tracked(tracker), basis, weather, NO_SYSTEM_LOSSES);
    expect(expected).toBeGreaterThan(1000);
    expect(result.shading!.beamLoss * 1000).toBeCloseTo(expected, 6);
    expect(result.shading!.skyDiffuseLoss).toBe(0);
    expect(result.shading!.groundCoverageRatio).toBe(0.45);
  });

  it('refuses fixed rows and surroundings on a tracker', () => {
    const rows = { ...tracked(TRACKER), rows: { collectorWidthM: 2, pitchM: 5 } };
    const surroundings = {
      ...tracked(TRACKER),
      surroundings: { rowBlocks: { blocks: 3, orientation: 'landscape' as const } },
    };
    expect(() => simulateArrayDc(rows, basis, weather, NO_SYSTEM_LOSSES)).toThrow(/gcr/);
    expect(() => simulateArrayDc(surroundings, basis, weather, NO_SYSTEM_LOSSES)).toThrow(/surroundings/);
  });
});
