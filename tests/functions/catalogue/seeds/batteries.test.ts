import {
  seedCabinetBatteries,
  seedCommonBatterySpecs,
  seedSystemBatterySpecs,
} from '@pvd/functions/_lib/catalogue/seeds/batteries';
import { seedInverterSpecs } from '@pvd/functions/_lib/catalogue/seeds/inverters';
import { describe, expect, it } from 'vitest';

describe('seeded batteries', () => {
  it('are 10+ system batteries, each for a hybrid series of the seeded inverters', () => {
    // Prepare
    const storageSeries = new Set(
      seedInverterSpecs()
        .filter((m) => m.invertertype === 2)
        .map((m) => m.series),
    );
    const batteries = [...seedSystemBatterySpecs(), ...seedCabinetBatteries().map((c) => c.spec)];
    // Assess
    expect(batteries.length).toBeGreaterThanOrEqual(10);
    expect(new Set(batteries.map((b) => b.inverterseries))).toEqual(storageSeries);
  });

  it('include common batteries for every storage inverter', () => {
    expect(seedCommonBatterySpecs().length).toBeGreaterThanOrEqual(3);
  });

  it('give C&I storage LFP cabinets of 100-430 kWh with the datasheet figures the dispatch and ageing read', () => {
    // Act
    const cabinets = seedCabinetBatteries();
    const capacities = cabinets.map((c) => c.spec.batterycapacity);
    // Assess
    expect(Math.min(...capacities)).toBe(100);
    expect(Math.max(...capacities)).toBe(430);
    for (const { spec, datasheet } of cabinets) {
      expect(spec.batterytype).toBe('LiFePO4');
      expect(datasheet.usableCapacityKwh).toBeLessThan(spec.batterycapacity);
      expect(datasheet.usableCapacityKwh).toBeGreaterThan(spec.batterycapacity * 0.9);
      // 0.5 C continuous power, 88-90 % round trip, 8000 cycles, 4000 warranted cycles of usable energy.
      expect(datasheet.maxPowerKw / spec.batterycapacity).toBeCloseTo(0.5, 1);
      expect(datasheet.roundTripEfficiencyPercent).toBeGreaterThanOrEqual(88);
      expect(datasheet.cycleLife).toBe(8000);
      expect(datasheet.warrantyThroughputMwh).toBeCloseTo((datasheet.usableCapacityKwh * 4000) / 1000, 6);
    }
  });
});
