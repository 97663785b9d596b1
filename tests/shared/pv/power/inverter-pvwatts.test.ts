import { pvwattsInverter } from '@pvd/shared/pv/power/inverter-pvwatts';
import { describe, expect, it } from 'vitest';

// Expected values: pvlib-python tests/test_inverter.py (test_pvwatts_scalars, _possible_negative, _arrays).
describe('pvwattsInverter', () => {
  it('reproduces pvlib for a scalar: 85.58556604752516 W', () => {
    expect(pvwattsInverter(90, 100, 0.95)).toBeCloseTo(85.58556604752516, 12);
  });

  it('reproduces pvlib for 0, 50 and 100 W into a 100 W inverter at 95 %', () => {
    expect(pvwattsInverter(0, 100, 0.95)).toBe(0);
    expect(pvwattsInverter(50, 100, 0.95)).toBeCloseTo(47.60843624, 8);
    expect(pvwattsInverter(100, 100, 0.95)).toBeCloseTo(95, 12);
    expect(pvwattsInverter(Number.NaN, 100)).toBeNaN();
  });

  it('never returns negative power at tiny input (pvlib GH 541)', () => {
    expect(pvwattsInverter(0.001, 1)).toBe(0);
  });

  it('clips at the rated AC power η_nom · P_dc0', () => {
    expect(pvwattsInverter(15_000, 10_000 / 0.96, 0.96)).toBeCloseTo(10_000, 9);
  });
});
