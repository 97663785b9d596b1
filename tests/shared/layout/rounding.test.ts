import { ceilToStep, roundToStep } from '@pvd/shared/layout/rounding';
import { describe, expect, it } from 'vitest';

describe('roundToStep', () => {
  it('rounds to the nearest 0.1 m: 0.98206 → 1.0, 1.134 → 1.1, 1.9728 → 2.0', () => {
    expect(roundToStep(0.98206, 0.1)).toBe(1);
    expect(roundToStep(1.134, 0.1)).toBe(1.1);
    expect(roundToStep(1.9728, 0.1)).toBe(2);
  });

  it('rounds halves up although 1.15 is stored just below 1.15', () => {
    expect(roundToStep(1.15, 0.1)).toBe(1.2);
  });
});

describe('ceilToStep', () => {
  it('rounds up to the next 0.1 m: 1.5425 → 1.6', () => {
    expect(ceilToStep(1.5425, 0.1)).toBe(1.6);
  });

  it('keeps an exact multiple: 1.6 → 1.6 (1.6 / 0.1 is 16.000000000000004 in binary)', () => {
    expect(ceilToStep(1.6, 0.1)).toBe(1.6);
  });

  it('keeps 0 at 0', () => {
    expect(ceilToStep(0, 0.1)).toBe(0);
  });
});
