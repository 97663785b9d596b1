import {
  type EnergyFlowSums,
  energySplitOf,
  selfSufficiency,
  selfUseRatio,
} from '@pvd/shared/pv/storage/self-use';
import { describe, expect, it } from 'vitest';

describe('selfUseRatio', () => {
  it('is the PV not exported per PV produced, battery charging included', () => {
    // (3 + 1) / 8 = 0.5
    expect(selfUseRatio({ pvToLoad: 3, pvToBattery: 1, pv: 8 })).toBe(0.5);
  });

  it('is 0 without PV', () => {
    expect(selfUseRatio({ pvToLoad: 0, pvToBattery: 0, pv: 0 })).toBe(0);
  });
});

describe('selfSufficiency', () => {
  it('is the load served by PV and battery per load', () => {
    // (3 + 1) / 10 = 0.4
    expect(selfSufficiency({ pvToLoad: 3, batteryToLoad: 1, load: 10 })).toBe(0.4);
  });

  it('is 0 without load', () => {
    expect(selfSufficiency({ pvToLoad: 0, batteryToLoad: 0, load: 0 })).toBe(0);
  });
});

describe('energySplitOf', () => {
  const sums: EnergyFlowSums = {
    pv: 100,
    load: 80,
    pvToLoad: 40,
    pvToBattery: 30,
    batteryToLoad: 25,
    pvToGrid: 30,
    gridToLoad: 15,
    batteryLosses: 5,
    selfUseRatio: 0.7,
    selfSufficiency: 65 / 80,
  };

  it('counts energy delivered to the load (after battery losses) as self-consumed', () => {
    // (40 + 25) / 100 used on site, 30 / 100 exported; the 5 % losses earn nothing
    expect(energySplitOf(sums)).toEqual({ selfConsumedShare: 0.65, exportedShare: 0.3 });
  });

  it('is zero without PV', () => {
    expect(energySplitOf({ ...sums, pv: 0 })).toEqual({ selfConsumedShare: 0, exportedShare: 0 });
  });
});
