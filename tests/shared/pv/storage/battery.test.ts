import {
  DEFAULT_DEPTH_OF_DISCHARGE,
  DEFAULT_ROUND_TRIP_EFFICIENCY,
  usableBatteryCapacityKwh,
} from '@pvd/shared/pv/storage/battery';
import { describe, expect, it } from 'vitest';

describe('usableBatteryCapacityKwh', () => {
  it('is capacity × count × the depth of discharge 0.9', () => {
    // 5 kWh × 2 × 0.9 = 9 kWh
    expect(DEFAULT_DEPTH_OF_DISCHARGE).toBe(0.9);
    expect(usableBatteryCapacityKwh(5, 2)).toBeCloseTo(9, 12);
  });

  it('takes another depth of discharge', () => {
    expect(usableBatteryCapacityKwh(10, 1, 0.8)).toBe(8);
  });

  it('is 0 without batteries', () => {
    expect(usableBatteryCapacityKwh(5, 0)).toBe(0);
  });

  it('refuses negative inputs and a depth of discharge above 1', () => {
    expect(() => usableBatteryCapacityKwh(-5, 2)).toThrow(RangeError);
    expect(() => usableBatteryCapacityKwh(5, -1)).toThrow(RangeError);
    expect(() => usableBatteryCapacityKwh(5, 2, 1.2)).toThrow(RangeError);
  });
});

describe('DEFAULT_ROUND_TRIP_EFFICIENCY', () => {
  it("is NREL ATB's representative lithium-ion value, 85 %", () => {
    // Source: Cole & Frazier, NREL/TP-6A20-75385, 2020
    expect(DEFAULT_ROUND_TRIP_EFFICIENCY).toBe(0.85);
  });
});
