import { addMonthlyAnnual, sumByMonth, toMonthlyAnnual } from '@pvd/shared/pv/monthly-sums';
import { describe, expect, it } from 'vitest';

describe('monthly sums', () => {
  it('sums power by month into kWh and skips non-finite values', () => {
    const values = Float64Array.of(1000, 2000, Number.NaN, 500);
    const result = sumByMonth(values, Int32Array.of(0, 1, 2, 3), Uint8Array.of(0, 0, 5, 11), 1);
    expect(result.monthly[0]).toBe(3);
    expect(result.monthly[5]).toBe(0);
    expect(result.monthly[11]).toBe(0.5);
    expect(result.annual).toBe(3.5);
  });

  it('scales by the record length', () => {
    const result = sumByMonth(Float64Array.of(1000), Int32Array.of(0), Uint8Array.of(3), 0.25);
    expect(result.annual).toBe(0.25);
  });

  it('adds monthly results element-wise', () => {
    const a = toMonthlyAnnual(new Array(12).fill(1));
    const b = toMonthlyAnnual(new Array(12).fill(2));
    expect(addMonthlyAnnual([a, b])).toEqual({ annual: 36, monthly: new Array(12).fill(3) });
  });
});
