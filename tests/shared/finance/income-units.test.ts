import { formatIncome, formatIncomeSeries, incomeUnitFor } from '@pvd/shared/finance/income-units';
import { describe, expect, it } from 'vitest';

describe('incomeUnitFor', () => {
  it('switches to k above 999', () => {
    expect(incomeUnitFor(999)).toBe('');
    expect(incomeUnitFor(999.5)).toBe('k');
    expect(incomeUnitFor(1000)).toBe('k');
  });

  it('switches to w (ten thousand) above 9999', () => {
    expect(incomeUnitFor(9999)).toBe('k');
    expect(incomeUnitFor(10000)).toBe('w');
  });

  it('uses the magnitude of negative amounts', () => {
    expect(incomeUnitFor(-999)).toBe('');
    expect(incomeUnitFor(-1000)).toBe('k');
    expect(incomeUnitFor(-80000)).toBe('w');
  });
});

describe('formatIncome', () => {
  it('divides by the unit and keeps two decimals', () => {
    expect(formatIncome(999)).toEqual({ value: 999, unit: '' });
    expect(formatIncome(1000)).toEqual({ value: 1, unit: 'k' });
    expect(formatIncome(9999)).toEqual({ value: 10, unit: 'k' }); // 9.999 k → 10.00 k
    expect(formatIncome(10000)).toEqual({ value: 1, unit: 'w' });
    expect(formatIncome(12345)).toEqual({ value: 1.23, unit: 'w' });
    expect(formatIncome(-1500)).toEqual({ value: -1.5, unit: 'k' });
  });

  it('can express an amount in a given unit', () => {
    expect(formatIncome(500, 'w')).toEqual({ value: 0.05, unit: 'w' });
  });
});

describe('formatIncomeSeries', () => {
  it('expresses the whole series in the unit of its largest magnitude', () => {
    expect(formatIncomeSeries([-80000, -5000, 2000])).toEqual({ unit: 'w', values: [-8, -0.5, 0.2] });
    expect(formatIncomeSeries([-900, 100])).toEqual({ unit: '', values: [-900, 100] });
  });
});
