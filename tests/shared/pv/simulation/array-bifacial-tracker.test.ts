/**
 * A bifacial single-axis tracker in the array's hourly chain (array-dc.ts with array-plane.ts and
 * array-bifacial.ts) [BIF-2, TRK-4, TRK-6]: the infinite-sheds front and rear of each record at
 * the tracker's angles of that record (singleAxisAngles, checked against pvlib's singleaxis in
 * tracking/single-axis.test.ts), the sheds model at those angles (shedsHour, checked against
 * pvlib's infinite_sheds in bifacial/sheds-year.test.ts), the stowed plane in twilight. The year
 * against pvlib is tests/shared/reference/pvlib-bifacial-validation.test.ts.
 */
import { rearWeight, shedsHour, shedsView } from '@pvd/shared/pv/bifacial/sheds-irradiance';
import { shedsSkyAt } from '@pvd/shared/pv/bifacial/sheds-year';
import { buildTranspositionBasis } from '@pvd/shared/pv/irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayDc } from '@pvd/shared/pv/simulation/array-dc';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import type { PvArray } from '@pvd/shared/pv/simulation/types';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { type SingleAxisTracker, singleAxisAngles } from '@pvd/shared/pv/tracking/single-axis';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const haydavies = buildTranspositionBasis(weather, sun, { model: 'haydavies', albedo: 0.25 });
const TRACKER: SingleAxisTracker = {
  kind: 'single-axis',
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: 0.4,
  backtrack: true,
};
const bifacialTracker: PvArray = {
  surfaceTilt: 0,
  surfaceAzimuth: 180,
  dcCapacity: 10_000,
  tempCoefficientPmax: -0.35,
  iamModel: 'none',
  tracker: TRACKER,
  bifacial: { bifaciality: 0.7, heightM: 1.5 },
};
const WEIGHT = rearWeight({ bifaciality: 0.7 });

/** The sheds faces of record i at the tracker's angles (or the plane given), by hand. */
function facesAt(i: number, plane?: { surfaceTilt: number; surfaceAzimuth: number }) {
  const angles = singleAxisAngles(sun, TRACKER);
  const tilt = plane?.surfaceTilt ?? angles.surfaceTilt[i]!;
  const azimuth = plane?.surfaceAzimuth ?? angles.surfaceAzimuth[i]!;
  const k = haydavies.recordIndex.indexOf(i);
  const sky = shedsSkyAt(haydavies, k, 0.25, {} as never);
  const hour = shedsHour(shedsView(tilt, azimuth, TRACKER.gcr), sky, {} as never);
  return { front: hour.frontDirect + hour.frontDiffuse, back: hour.backDirect + hour.backDiffuse };
}

describe('a bifacial single-axis tracker [BIF-2, TRK-6]', () => {
  const result = simulateArrayDc(bifacialTracker, haydavies, weather, NO_SYSTEM_LOSSES);

  it("takes the sheds front and rear at the tracker's angles of each record (IAM none)", () => {
    // A morning, a noon and an afternoon hour of the sunniest day: the rotation differs in each.
    const noon = weather.ghi.indexOf(Math.max(...weather.ghi));
    for (const i of [noon - 4, noon, noon + 4]) {
      const { front, back } = facesAt(i);
      const cell = result.tempCell[i]!;
      const dc = 10 * (front + WEIGHT * back) * (1 - 0.0035 * (cell - 25));
      expect(result.dcPower[i], `record ${i}`).toBeCloseTo(dc, 6);
    }
  });

  it('sums the faces over the year: front, rear and the rear gain', () => {
    const angles = singleAxisAngles(sun, TRACKER);
    let front = 0;
    let back = 0;
    for (let k = 0; k < haydavies.count; k++) {
      const i = haydavies.recordIndex[k]!;
      // The stowed plane (rotation 0: flat on a level axis) where the sun is down [TRK-4].
      const stowed = Number.isNaN(angles.surfaceTilt[i]!);
      const faces = facesAt(i, stowed ? { surfaceTilt: 0, surfaceAzimuth: 90 } : undefined);
      front += faces.front;
      back += faces.back;
    }
    expect(result.poaFront!.annual).toBeCloseTo(front / 1000, 6);
    expect(result.poaRear!.annual).toBeCloseTo(back / 1000, 6);
    expect(result.stages.rearGain).toBeCloseTo((10 * WEIGHT * back) / 1000, 6);
  });

  it('counts twilight records (sun down, light up) on the stowed, flat plane [TRK-4]', () => {
    const i = weather.ghi.findIndex((ghi, r) => ghi > 0 && sun.apparentZenith[r]! > 90);
    expect(i).toBeGreaterThanOrEqual(0);
    const { front, back } = facesAt(i, { surfaceTilt: 0, surfaceAzimuth: 90 });
    expect(result.poaGlobal[i]).toBeGreaterThan(0);
    const cell = result.tempCell[i]!;
    expect(result.dcPower[i]).toBeCloseTo(10 * (front + WEIGHT * back) * (1 - 0.0035 * (cell - 25)), 9);
  });

  it('takes a Hay-Davies sky in a Perez project, and the loss chain still adds up to the AC', () => {
    const system = simulateSystem(
      {
        arrays: [bifacialTracker],
        inverters: [
          { model: { kind: 'pvwatts', ratedAcPower: 9000 }, inputs: [{ array: 0, dcCapacity: 10_000 }] },
        ],
        transposition: 'perez',
        albedo: 0.25,
      },
      weather,
      sun,
    );
    // The sheds year of the Hay-Davies sky: the array simulated alone on that basis.
    expect(system.arrays[0]!.poaRear!.annual).toBeCloseTo(result.poaRear!.annual, 9);
    const { nominal, bifacialGain, calibrationGain, ...rest } = system.losses;
    const lost = Object.values(rest).reduce((sum, value) => sum + value, 0);
    expect(bifacialGain).toBeGreaterThan(0);
    expect(nominal - lost + calibrationGain + bifacialGain!).toBeCloseTo(system.acEnergy.annual, 6);
  });

  it('refuses a bifacial tracker with rows, on a cross-axis slope, or without a height', () => {
    const withRows = { ...bifacialTracker, rows: { collectorWidthM: 2, pitchM: 5 } };
    expect(() => simulateArrayDc(withRows, haydavies, weather, NO_SYSTEM_LOSSES)).toThrow(/rows/);
    const sloped = { ...bifacialTracker, tracker: { ...TRACKER, crossAxisTilt: 5 } };
    expect(() => simulateArrayDc(sloped, haydavies, weather, NO_SYSTEM_LOSSES)).toThrow(/slope/);
    const grounded = { ...bifacialTracker, bifacial: { bifaciality: 0.7, heightM: 0 } };
    expect(() => simulateArrayDc(grounded, haydavies, weather, NO_SYSTEM_LOSSES)).toThrow(/height/);
  });
});
