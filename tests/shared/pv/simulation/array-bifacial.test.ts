import { RAD_TO_DEG } from '@pvd/shared/pv/angles';
import { emptyShedsHour, rearWeight, shedsHour, shedsView } from '@pvd/shared/pv/bifacial/sheds-irradiance';
import { shedsSkyAt, shedsYear } from '@pvd/shared/pv/bifacial/sheds-year';
import { iamPhysical } from '@pvd/shared/pv/iam';
import {
  buildTranspositionBasis,
  transpositionBasisFor,
} from '@pvd/shared/pv/irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayDc } from '@pvd/shared/pv/simulation/array-dc';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import type { PvArray } from '@pvd/shared/pv/simulation/types';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const haydavies = buildTranspositionBasis(weather, sun, { model: 'haydavies', albedo: 0.25 });
const ROWS = { collectorWidthM: 2, pitchM: 5, heightM: 1.5 };
const bifacialArray: PvArray = {
  surfaceTilt: 20,
  surfaceAzimuth: 180,
  dcCapacity: 10_000,
  tempCoefficientPmax: -0.35,
  iamModel: 'none',
  rows: { collectorWidthM: 2, pitchM: 5 },
  bifacial: { bifaciality: 0.7, heightM: 1.5 },
};

describe('a bifacial array [BIF-4, BIF-5]', () => {
  it('feeds the DC model with front + φ(1 + shade factor) × rear (IAM none: the sheds global)', () => {
    const result = simulateArrayDc(bifacialArray, haydavies, weather, NO_SYSTEM_LOSSES);
    const year = shedsYear(haydavies, ROWS, { surfaceTilt: 20, surfaceAzimuth: 180 }, 0.25, {
      bifaciality: 0.7,
    });
    expect(result.stages.afterIam).toBeCloseTo((10_000 / 1000) * year.globalIrradiation.annual, 6);
    expect(result.poaRear!.annual).toBeCloseTo(year.backIrradiation.annual, 9);
    expect(result.poaFront!.annual).toBeCloseTo(year.frontIrradiation.annual, 9);
    const weight = rearWeight({ bifaciality: 0.7 });
    expect(result.stages.rearGain).toBeCloseTo(10 * weight * year.backIrradiation.annual, 6);
  });

  it("puts the physical IAM on each face's beam and the SAPM cell temperature on both faces' light", () => {
    // Prepare: the sunniest hour, its sheds faces by the model's own functions, the IAM by
    // Martin and Ruiz's physical model (iamPhysical) at each face's incidence angle.
    const array = { ...bifacialArray, iamModel: 'physical' as const };
    const result = simulateArrayDc(array, haydavies, weather, NO_SYSTEM_LOSSES);
    const i = weather.ghi.indexOf(Math.max(...weather.ghi));
    const k = haydavies.recordIndex.indexOf(i);
    const sky = shedsSkyAt(haydavies, k, 0.25, {} as never);
    const hour = shedsHour(shedsView(20, 180, 0.4), sky, emptyShedsHour());
    const weight = rearWeight({ bifaciality: 0.7 });
    const effective =
      hour.frontDirect * iamPhysical(Math.acos(hour.frontCos) * RAD_TO_DEG) +
      hour.frontDiffuse +
      weight * (hour.backDirect * iamPhysical(Math.acos(hour.backCos) * RAD_TO_DEG) + hour.backDiffuse);
    const cell = result.tempCell[i]!;
    const dc = 10 * effective * (1 - 0.0035 * (cell - 25));
    expect(result.dcPower[i]).toBeCloseTo(dc, 6);
  });

  it('takes a Hay-Davies sky in a Perez project, and the loss chain still adds up to the AC', () => {
    const result = simulateSystem(
      {
        arrays: [bifacialArray],
        inverters: [
          { model: { kind: 'pvwatts', ratedAcPower: 9000 }, inputs: [{ array: 0, dcCapacity: 10_000 }] },
        ],
        transposition: 'perez',
        albedo: 0.25,
      },
      weather,
      sun,
    );
    const hd = transpositionBasisFor(weather, sun, { model: 'haydavies', albedo: 0.25 });
    const year = shedsYear(hd, ROWS, { surfaceTilt: 20, surfaceAzimuth: 180 }, 0.25, { bifaciality: 0.7 });
    expect(result.arrays[0]!.poaRear!.annual).toBeCloseTo(year.backIrradiation.annual, 9);
    const { nominal, bifacialGain, calibrationGain, ...rest } = result.losses;
    const lost = Object.values(rest).reduce((sum, value) => sum + value, 0);
    expect(bifacialGain).toBeGreaterThan(0);
    expect(nominal - lost + calibrationGain + bifacialGain!).toBeCloseTo(result.acEnergy.annual, 6);
  });

  it("takes 12 monthly albedos: snow months raise the rear, not the front's beam", () => {
    const snowy = [0.8, 0.8, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.8];
    const basis = buildTranspositionBasis(weather, sun, { model: 'haydavies', albedo: snowy });
    const plain = simulateArrayDc(bifacialArray, haydavies, weather, NO_SYSTEM_LOSSES);
    const snow = simulateArrayDc(bifacialArray, basis, weather, NO_SYSTEM_LOSSES);
    expect(snow.poaRear!.monthly[0]).toBeGreaterThan(2 * plain.poaRear!.monthly[0]!);
    expect(snow.poaRear!.monthly[5]).toBe(plain.poaRear!.monthly[5]);
  });

  it('refuses bifacial panels without rows, with surroundings, or a bifaciality out of 0-1', () => {
    const { rows: _rows, ...noRows } = bifacialArray;
    expect(() => simulateArrayDc(noRows, haydavies, weather, NO_SYSTEM_LOSSES)).toThrow(/rows/);
    const withHorizon = {
      ...bifacialArray,
      surroundings: { horizon: { azimuths: [], elevations: [] } as never },
    };
    expect(() => simulateArrayDc(withHorizon, haydavies, weather, NO_SYSTEM_LOSSES)).toThrow(/surroundings/);
    const tooMuch = { ...bifacialArray, bifacial: { bifaciality: 1.5, heightM: 1.5 } };
    expect(() => simulateArrayDc(tooMuch, haydavies, weather, NO_SYSTEM_LOSSES)).toThrow(/bifaciality/);
  });
});
