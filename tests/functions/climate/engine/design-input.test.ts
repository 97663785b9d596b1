import { describe, expect, it } from 'vitest';
import { arraysOfQuery, designOfReport } from '../../../../functions/_lib/climate/engine/design-input';
import { simulateGenerationHourly } from '../../../../functions/_lib/climate/engine/generation';
import { testClimate } from '../support/fake-sources';

describe('arraysOfQuery', () => {
  it('takes peakPowerKw, else panel peak power × count (001 §3: peakpower = W × count)', () => {
    const arrays = arraysOfQuery([
      { peakPowerKw: 5.5, inclination: 30, azimuth: 180 },
      {
        componentPeakPower: 450,
        componentTotalCount: 12,
        inclination: 10,
        azimuth: 90,
        tempCoefficientPmax: -0.3,
      },
    ]);
    expect(arrays).toEqual([
      {
        surfaceTilt: 30,
        surfaceAzimuth: 180,
        dcCapacity: 5500,
        tempCoefficientPmax: undefined,
        waferMaterial: undefined,
      },
      {
        surfaceTilt: 10,
        surfaceAzimuth: 90,
        dcCapacity: 5400,
        tempCoefficientPmax: -0.3,
        waferMaterial: undefined,
      },
    ]);
  });
});

describe('designOfReport', () => {
  it('makes every inverter item an array wired to its inverter, with the catalogue data', () => {
    // Act
    const design = designOfReport([
      {
        inverterItems: [
          { componentPeakPower: 400, componentTotalCount: 10, azimuth: 180, inclination: 25 },
          { componentPeakPower: 400, componentTotalCount: 5, azimuth: 90, inclination: 25 },
        ],
        ratedacoutputpower: 5000,
        maxeffec: 98.4,
        europeeffec: 98,
        invertercount: 2,
      },
      { inverterItems: [{ componentPeakPower: 300, componentTotalCount: 4, azimuth: 270, inclination: 15 }] },
    ]);
    // Assess
    expect(design.arrays.map((a) => a.dcCapacity)).toEqual([4000, 2000, 1200]);
    expect(design.inverters).toEqual([
      {
        arrays: [0, 1],
        shares: [4000, 2000],
        ratedAcPower: 5000,
        maxEfficiency: 98.4,
        europeanEfficiency: 98,
        count: 2,
      },
      {
        arrays: [2],
        shares: [1200],
        ratedAcPower: undefined,
        maxEfficiency: undefined,
        europeanEfficiency: undefined,
        count: undefined,
      },
    ]);
  });

  it('passes the panel’s wafer material on, for the default γ when the datasheet gives none', () => {
    const design = designOfReport([
      {
        inverterItems: [
          {
            componentPeakPower: 400,
            componentTotalCount: 10,
            azimuth: 180,
            inclination: 25,
            waferMaterial: 'CdTe',
          },
        ],
      },
    ]);
    expect(design.arrays[0]).toMatchObject({ waferMaterial: 'CdTe', tempCoefficientPmax: undefined });
  });
});

describe('designOfReport rows', () => {
  it('gives an item’s rows to its array (row-to-row shading), and none to an item without', () => {
    const rows = { collectorWidthM: 4.576, pitchM: 6.462932 };
    const design = designOfReport([
      {
        inverterItems: [
          { componentPeakPower: 400, componentTotalCount: 10, azimuth: 180, inclination: 30, rows },
          { componentPeakPower: 400, componentTotalCount: 5, azimuth: 180, inclination: 30, rows: null },
        ],
      },
    ]);
    expect(design.arrays.map((a) => a.rows)).toEqual([rows, undefined]);
  });
});

describe('designOfReport of many MPPTs of one PV array', () => {
  const item = (componentTotalCount: number, azimuth = 180) => ({
    componentPeakPower: 400,
    componentTotalCount,
    azimuth,
    inclination: 30,
    tempCoefficientPmax: -0.34,
    rows: { collectorWidthM: 4.576, pitchM: 6.462932 },
  });
  const inverter = (...inverterItems: ReturnType<typeof item>[]) => ({
    inverterItems,
    ratedacoutputpower: 5000,
    maxeffec: 98.4,
    europeeffec: 98,
    invertercount: 1,
  });
  const inverters = [inverter(item(10), item(6, 90)), inverter(item(12)), inverter(item(8), item(4))];

  it('makes items alike in all but their panels one array, each inverter taking its share', () => {
    // Act
    const design = designOfReport(inverters);
    // Assess: south 10 + 12 + 8 + 4 = 34 panels, east 6.
    expect(design.arrays.map((a) => [a.surfaceAzimuth, a.dcCapacity])).toEqual([
      [180, 13_600],
      [90, 2400],
    ]);
    expect(design.inverters.map((unit) => [unit.arrays, unit.shares])).toEqual([
      [
        [0, 1],
        [4000, 2400],
      ],
      [[0], [4800]],
      [[0], [4800]],
    ]);
  });

  it('gives the figures of one array per item', () => {
    // Prepare: the same design with every item an array of its own (each wired whole).
    const merged = designOfReport(inverters);
    let next = 0;
    const apart = {
      arrays: inverters.flatMap((unit) =>
        unit.inverterItems.map((one) => ({
          surfaceTilt: one.inclination,
          surfaceAzimuth: one.azimuth,
          dcCapacity: one.componentPeakPower * one.componentTotalCount,
          tempCoefficientPmax: one.tempCoefficientPmax,
          rows: one.rows,
        })),
      ),
      inverters: inverters.map((unit) => ({
        arrays: unit.inverterItems.map(() => next++),
        ratedAcPower: 5000,
        maxEfficiency: 98.4,
        europeanEfficiency: 98,
        count: 1,
      })),
    };
    const climate = testClimate();
    // Act
    const [one, many] = [merged, apart].map((design) => simulateGenerationHourly(climate, design));
    // Assess
    expect(merged.arrays).toHaveLength(2);
    expect(apart.arrays).toHaveLength(5);
    expect(one!.generation.totalPowerGeneration).toBeCloseTo(many!.generation.totalPowerGeneration, 6);
    expect(one!.generation.performanceRatio).toBe(many!.generation.performanceRatio);
    expect(one!.shadingLossPercent).toBe(many!.shadingLossPercent);
  });
});
