import { queryMonthPowerGeneration } from '@pvd/shared/api/engine';
import { generationRequestDesign, reportRequestDesign } from '@pvd/shared/api/engine-requests';
import { queryProjectReportData } from '@pvd/shared/api/project-report';
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { describe, expect, it } from 'vitest';
import { testClimateYear as testClimate } from '../pv/support/pvgis-year';

/** queryProjectReportData's parsed request of these inverters (the numbers as text, as the spec sends them). */
function designOfRequest(inverters: Record<string, unknown>[], options: Record<string, unknown> = {}) {
  return reportRequestDesign(
    queryProjectReportData.request.parse({
      proLatitude: '30.28',
      proLongitude: '120.15',
      inverters,
      ...options,
    }),
  );
}

describe('generationRequestDesign', () => {
  it('takes peakPowerKw, else panel peak power × count, with the request’s losses', () => {
    // Act
    const design = generationRequestDesign(
      queryMonthPowerGeneration.request.parse({
        latitude: '30.28',
        longitude: '120.15',
        arrays: [
          { peakPowerKw: '5.5', inclination: 30, azimuth: 180 },
          {
            componentPeakPower: 450,
            componentTotalCount: 12,
            inclination: '10',
            azimuth: 90,
            tempCoefficientPmax: -0.3,
          },
        ],
        systemLoss: { soilinglosses: 4 },
        dcLineLoss: 1.2,
        generationFactor: 1.1,
      }),
    );
    // Assess
    expect(design.arrays).toEqual([
      { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5500 },
      { surfaceTilt: 10, surfaceAzimuth: 90, dcCapacity: 5400, tempCoefficientPmax: -0.3 },
    ]);
    expect(design.losses).toEqual({ ...DEFAULT_SYSTEM_LOSSES, soiling: 4, dcLine: 1.2 });
    expect(design.generationFactor).toBe(1.1);
  });
});

describe('reportRequestDesign', () => {
  it('makes every inverter item an array wired to its inverter, with the catalogue data', () => {
    // Act
    const design = designOfRequest([
      {
        inverterName: 'SUN-5K-G',
        inverterItems: [
          { componentPeakPower: 400, componentTotalCount: 10, azimuth: 180, inclination: 25 },
          { componentPeakPower: 400, componentTotalCount: 5, azimuth: 90, inclination: 25 },
        ],
        ratedacoutputpower: 5000,
        maxeffec: 98.4,
        europeeffec: 98,
        invertercount: 2,
      },
      {
        inverterName: 'no catalogue data',
        inverterItems: [{ componentPeakPower: 300, componentTotalCount: 4, azimuth: 270, inclination: 15 }],
      },
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
    const design = designOfRequest([
      {
        inverterName: 'SUN-5K-G',
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

describe('reportRequestDesign rows', () => {
  it('gives an item’s rows to its array (row-to-row shading), and none to an item without', () => {
    const rows = { collectorWidthM: 4.576, pitchM: 6.462932 };
    const design = designOfRequest([
      {
        inverterName: 'SUN-5K-G',
        inverterItems: [
          { componentPeakPower: 400, componentTotalCount: 10, azimuth: 180, inclination: 30, rows },
          { componentPeakPower: 400, componentTotalCount: 5, azimuth: 180, inclination: 30, rows: null },
        ],
      },
    ]);
    expect(design.arrays.map((a) => a.rows)).toEqual([rows, undefined]);
  });
});

describe('reportRequestDesign of many MPPTs of one PV array', () => {
  const item = (componentTotalCount: number, azimuth = 180) => ({
    componentPeakPower: 400,
    componentTotalCount,
    azimuth,
    inclination: 30,
    tempCoefficientPmax: -0.34,
    rows: { collectorWidthM: 4.576, pitchM: 6.462932 },
  });
  const inverter = (...inverterItems: ReturnType<typeof item>[]) => ({
    inverterName: 'SUN-5K-G',
    inverterItems,
    ratedacoutputpower: 5000,
    maxeffec: 98.4,
    europeeffec: 98,
    invertercount: 1,
  });
  const inverters = [inverter(item(10), item(6, 90)), inverter(item(12)), inverter(item(8), item(4))];

  it('makes items alike in all but their panels one array, each inverter taking its share', () => {
    // Act
    const design = designOfRequest(inverters);
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
    const merged = designOfRequest(inverters);
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
