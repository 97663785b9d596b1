import {
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
    const batteries = seedSystemBatterySpecs();
    // Assess
    expect(batteries.length).toBeGreaterThanOrEqual(10);
    expect(new Set(batteries.map((b) => b.inverterseries))).toEqual(storageSeries);
  });

  it('include common batteries for every storage inverter', () => {
    expect(seedCommonBatterySpecs().length).toBeGreaterThanOrEqual(3);
  });
});
