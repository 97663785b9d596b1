import { daytimeMaskFromClock, daytimeMaskFromSolarZenith } from '@pvd/shared/pv/storage/daytime';
import { describe, expect, it } from 'vitest';

describe('daytimeMaskFromClock', () => {
  it('marks 08:00-18:00 of every day by default (10 hours a day)', () => {
    // Act
    const mask = daytimeMaskFromClock();
    // Assess
    expect(mask).toHaveLength(8760);
    expect(mask.reduce((sum, flag) => sum + flag, 0)).toBe(3650);
    expect([mask[7], mask[8], mask[17], mask[18]]).toEqual([0, 1, 1, 0]);
    expect([mask[8759 - 23 + 8], mask[8759]]).toEqual([1, 0]);
  });

  it('takes other working hours and lengths', () => {
    const mask = daytimeMaskFromClock(6, 20, 48);
    expect(mask).toHaveLength(48);
    expect([mask[5], mask[6], mask[19], mask[20], mask[30], mask[44]]).toEqual([0, 1, 1, 0, 1, 0]);
  });

  it('accepts a whole day as daytime', () => {
    expect(daytimeMaskFromClock(0, 24, 24).every((flag) => flag === 1)).toBe(true);
  });

  it('refuses empty, reversed or fractional hours', () => {
    expect(() => daytimeMaskFromClock(18, 8)).toThrow(RangeError);
    expect(() => daytimeMaskFromClock(8, 8)).toThrow(RangeError);
    expect(() => daytimeMaskFromClock(7.5, 18)).toThrow(RangeError);
    expect(() => daytimeMaskFromClock(0, 25)).toThrow(RangeError);
  });
});

describe('daytimeMaskFromSolarZenith', () => {
  it('marks the hours with the sun above the horizon', () => {
    expect(Array.from(daytimeMaskFromSolarZenith([120, 90, 89.9, 30, Number.NaN]))).toEqual([0, 0, 1, 1, 0]);
  });
});
