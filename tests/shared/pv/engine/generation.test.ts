import { simulateGeneration, simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayYear } from '@pvd/shared/pv/simulation/array-year';
import { describe, expect, it } from 'vitest';
import { testClimateYear as testClimate } from '../support/pvgis-year';

const south = { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000 };

describe('simulateGeneration', () => {
  const climate = testClimate();
  const base = simulateGeneration(climate, { arrays: [south] });

  it('gives one array with an inverter of its size what the engine’s array-year gives', () => {
    const year = simulateArrayYear(
      { array: south, losses: DEFAULT_SYSTEM_LOSSES },
      climate.weather(),
      climate.sun(),
    );
    expect(base.totalPowerGeneration).toBeCloseTo(year.acEnergy.annual, 1);
    expect(base.monthlyPowerGeneration.Jul).toBeCloseTo(year.acEnergy.monthly[6]!, 1);
    expect(base.specificYield).toBeCloseTo(year.acEnergy.annual / 5, 1);
    expect(base.dcCapacityKw).toBe(5);
  });

  it('ages the 25 years linearly by the default 0.6 %/year [ENG-3] [WIZ-10]', () => {
    expect(base.yearlyPowerGeneration).toHaveLength(25);
    expect(base.yearlyPowerGeneration[0]).toBe(base.totalPowerGeneration);
    expect(base.yearlyPowerGeneration[1]).toBeCloseTo(base.totalPowerGeneration * 0.994, 1);
    expect(base.yearlyPowerGeneration[24]).toBeCloseTo(base.totalPowerGeneration * (1 - 24 * 0.006), 1);
  });

  it('applies the generation factor to every figure', () => {
    const calibrated = simulateGeneration(climate, { arrays: [south], generationFactor: 1.1 });
    expect(calibrated.totalPowerGeneration).toBeCloseTo(base.totalPowerGeneration * 1.1, 1);
    expect(calibrated.monthlyPowerGeneration.Jan).toBeCloseTo(base.monthlyPowerGeneration.Jan * 1.1, 1);
  });

  it('applies the user’s flat losses as factors: soiling 10 % instead of 3 % keeps about 0.90/0.97', () => {
    const dirty = simulateGeneration(climate, {
      arrays: [south],
      losses: { ...DEFAULT_SYSTEM_LOSSES, soiling: 10 },
    });
    // Exact on the DC side; the inverter's part-load efficiency moves the AC ratio by < 0.1 %.
    expect(dirty.totalPowerGeneration / base.totalPowerGeneration).toBeCloseTo(0.9 / 0.97, 2);
    expect(dirty.totalPowerGeneration / base.totalPowerGeneration).toBeLessThan(0.9 / 0.97);
  });

  it('clips at a catalogue inverter’s rated AC power', () => {
    const small = simulateGeneration(climate, {
      arrays: [south],
      inverters: [{ arrays: [0], ratedAcPower: 2500, maxEfficiency: 98, europeanEfficiency: 97.5 }],
    });
    const two = simulateGeneration(climate, {
      arrays: [south],
      inverters: [{ arrays: [0], ratedAcPower: 2500, maxEfficiency: 98, europeanEfficiency: 97.5, count: 2 }],
    });
    expect(small.totalPowerGeneration).toBeLessThan(base.totalPowerGeneration * 0.9);
    expect(two.totalPowerGeneration).toBeGreaterThan(small.totalPowerGeneration);
  });

  it('adds arrays wired to separate inverters', () => {
    const east = { surfaceTilt: 30, surfaceAzimuth: 90, dcCapacity: 2000 };
    const both = simulateGeneration(climate, { arrays: [south, east] });
    const eastAlone = simulateGeneration(climate, { arrays: [east] });
    expect(both.totalPowerGeneration).toBeCloseTo(
      base.totalPowerGeneration + eastAlone.totalPowerGeneration,
      1,
    );
    expect(both.dcCapacityKw).toBe(7);
  });

  it('gives zeros for arrays without panels', () => {
    const none = simulateGeneration(climate, { arrays: [{ ...south, dcCapacity: 0 }] });
    expect(none.totalPowerGeneration).toBe(0);
    expect(none.yearlyPowerGeneration).toEqual(new Array(25).fill(0));
    expect(none.monthlyPowerGeneration.Jun).toBe(0);
  });
});

describe('simulateGenerationHourly', () => {
  const climate = testClimate();

  it('answers the same generation with the hourly AC power it sums', () => {
    // Act
    const { generation, acPowerW } = simulateGenerationHourly(climate, { arrays: [south] });
    // Assess
    const weather = climate.weather();
    const annualKwh = acPowerW.reduce((sum, watts) => sum + (watts * weather.intervalHours) / 1000, 0);
    expect(generation).toEqual(simulateGeneration(climate, { arrays: [south] }));
    expect(acPowerW).toHaveLength(weather.ghi.length);
    expect(annualKwh).toBeCloseTo(generation.totalPowerGeneration, 1);
  });

  it('gives zero power when no inverter has panels', () => {
    const { acPowerW } = simulateGenerationHourly(climate, { arrays: [{ ...south, dcCapacity: 0 }] });
    expect(acPowerW.every((watts) => watts === 0)).toBe(true);
  });
});
