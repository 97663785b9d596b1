import { DEFAULT_SYSTEM_LOSSES, NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import type { InverterModel } from '@pvd/shared/pv/power/inverter';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import type { LossBreakdown, PvArray, SystemDesign } from '@pvd/shared/pv/simulation/types';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';

const weather = greensboroExcerpt();
const sun = computeSunPositions(weather);
const south: PvArray = { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 6000, tempCoefficientPmax: -0.35 };
const west: PvArray = { surfaceTilt: 15, surfaceAzimuth: 260, dcCapacity: 4000, tempCoefficientPmax: -0.35 };
const pvwatts = (ratedAcPower: number): InverterModel => ({ kind: 'pvwatts', ratedAcPower });

function lossSum(losses: LossBreakdown): number {
  const { nominal: _, calibrationGain, ...steps } = losses;
  return Object.values(steps).reduce((a, b) => a + b, 0) - calibrationGain;
}

describe('simulateSystem', () => {
  it('feeds several arrays into one inverter and one array into several inverters', () => {
    // Prepare: west array wired to both inverters, 50/50
    const design: SystemDesign = {
      arrays: [south, west],
      inverters: [
        {
          model: pvwatts(7000),
          inputs: [
            { array: 0, dcCapacity: 6000 },
            { array: 1, dcCapacity: 2000 },
          ],
        },
        { model: pvwatts(2000), inputs: [{ array: 1, dcCapacity: 2000 }] },
      ],
      losses: NO_SYSTEM_LOSSES,
    };
    // Act
    const result = simulateSystem(design, weather, sun);
    // Assess: all array DC reaches the inverters, AC is their sum
    const arrayDc = result.arrays.reduce((sum, a) => sum + a.dcEnergy.annual, 0);
    expect(result.dcEnergy.annual).toBeCloseTo(arrayDc, 6);
    expect(result.acEnergy.annual).toBeCloseTo(
      result.inverters[0]!.acEnergy.annual + result.inverters[1]!.acEnergy.annual,
      6,
    );
    expect(result.losses.unconnected).toBeCloseTo(0, 6);
    expect(result.dcCapacity).toBe(10_000);
  });

  it('treats `count` identical inverters like one inverter of their combined size', () => {
    const one = simulateSystem(
      {
        arrays: [south],
        inverters: [{ model: pvwatts(6000), inputs: [{ array: 0, dcCapacity: 6000 }] }],
        losses: NO_SYSTEM_LOSSES,
      },
      weather,
      sun,
    );
    const three = simulateSystem(
      {
        arrays: [south],
        inverters: [{ model: pvwatts(2000), count: 3, inputs: [{ array: 0, dcCapacity: 6000 }] }],
        losses: NO_SYSTEM_LOSSES,
      },
      weather,
      sun,
    );
    expect(three.acEnergy.annual).toBeCloseTo(one.acEnergy.annual, 6);
  });

  it('accounts for every kWh: nominal − losses + calibration = AC', () => {
    const result = simulateSystem(
      {
        arrays: [south, west],
        inverters: [
          {
            model: {
              kind: 'efficiency-curve',
              ratedAcPower: 4500,
              maxEfficiency: 0.984,
              europeanEfficiency: 0.978,
            },
            inputs: [
              { array: 0, dcCapacity: 6000, dcLineLoss: 0.8 },
              { array: 1, dcCapacity: 3000 },
            ],
            acLineLoss: 1.5,
          },
        ],
        losses: { ...DEFAULT_SYSTEM_LOSSES, dcLine: 0.5, unavailability: 1, moduleQuality: 0.5, mismatch: 1 },
        calibrationFactor: 1.1,
      },
      weather,
      sun,
    );
    const { losses } = result;
    expect(losses.nominal - lossSum(losses)).toBeCloseTo(result.acEnergy.annual, 6);
    expect(losses.unconnected).toBeCloseTo(result.arrays[1]!.dcEnergy.annual / 4, 6);
    expect(losses.calibrationGain).toBeCloseTo(result.acEnergy.annual / 11, 6);
    expect(losses.inverter).toBeGreaterThan(0);
    expect(losses.acLine).toBeGreaterThan(0);
    expect(losses.soiling).toBeCloseTo(
      (losses.nominal - losses.incidenceAngleModel - losses.incidenceAngle) * 0.03,
      6,
    );
  });

  it('shows row-to-row shading as its own loss, between nominal and the incidence angle', () => {
    // Prepare: the south array laid in rows 2 m wide, 3.5 m apart; the west one without rows
    const rowed: PvArray = { ...south, rows: { collectorWidthM: 2, pitchM: 3.5 } };
    const design = (first: PvArray): SystemDesign => ({
      arrays: [first, west],
      inverters: [
        {
          model: pvwatts(9000),
          inputs: [
            { array: 0, dcCapacity: 6000 },
            { array: 1, dcCapacity: 4000 },
          ],
        },
      ],
      losses: DEFAULT_SYSTEM_LOSSES,
    });
    // Act
    const plain = simulateSystem(design(south), weather, sun);
    const shaded = simulateSystem(design(rowed), weather, sun);
    // Assess
    expect(plain.losses.shading).toBe(0);
    const rows = shaded.arrays[0]!.shading!;
    // 6 kWp × (unshaded − shaded irradiation) [kWh]
    expect(shaded.losses.shading).toBeCloseTo(6 * (shaded.arrays[0]!.poa.annual - rows.poa.annual), 6);
    expect(shaded.losses.nominal).toBeCloseTo(plain.losses.nominal, 9);
    expect(shaded.losses.nominal - lossSum(shaded.losses)).toBeCloseTo(shaded.acEnergy.annual, 6);
    expect(shaded.acEnergy.annual).toBeLessThan(plain.acEnergy.annual);
    expect(shaded.performanceRatio).toBeLessThan(plain.performanceRatio);
  });

  it('reports yield, performance ratio and the energy of each year of the life', () => {
    const result = simulateSystem(
      { arrays: [south], inverters: [{ model: pvwatts(6000), inputs: [{ array: 0, dcCapacity: 6000 }] }] },
      weather,
      sun,
    );
    expect(result.specificYield).toBeCloseTo(result.acEnergy.annual / 6, 9);
    expect(result.performanceRatio).toBeGreaterThan(0.7);
    expect(result.performanceRatio).toBeLessThan(0.95);
    expect(result.lifetimeAcEnergy).toHaveLength(25);
    expect(result.lifetimeAcEnergy[24]! / result.lifetimeAcEnergy[0]!).toBeCloseTo(1 - 0.006 * 24, 9);
  });

  it('counts what the rated AC power cuts off as clipping, apart from the conversion loss', () => {
    // Prepare: the same 6 kWp on an inverter of its size and on one of half its size
    const on = (ratedAcPower: number) =>
      simulateSystem(
        {
          arrays: [south],
          inverters: [{ model: pvwatts(ratedAcPower), inputs: [{ array: 0, dcCapacity: 6000 }] }],
          losses: NO_SYSTEM_LOSSES,
        },
        weather,
        sun,
      );
    // Act
    const [sized, small] = [on(8000), on(3000)];
    // Assess: the large one never reaches its rating; the small one clips, and the chain still closes
    expect(sized.losses.clipping).toBe(0);
    expect(small.losses.clipping).toBeGreaterThan(0.05 * small.losses.nominal);
    expect(small.losses.nominal - lossSum(small.losses)).toBeCloseTo(small.acEnergy.annual, 6);
    // The conversion loss alone stays a few percent of the DC, as at full size.
    expect(small.losses.inverter / small.dcEnergy.annual).toBeLessThan(0.08);
  });

  it('rejects an inverter input that names a missing array', () => {
    const design: SystemDesign = {
      arrays: [south],
      inverters: [{ model: pvwatts(1000), inputs: [{ array: 2, dcCapacity: 1000 }] }],
    };
    expect(() => simulateSystem(design, weather, sun)).toThrow(/array 2/);
  });
});
