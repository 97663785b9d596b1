import { FLAT_HOURLY_LOAD_SHAPE, RESIDENTIAL_HOURLY_LOAD_SHAPE } from '@pvd/shared/pv/storage/load-shape';
import { describe, expect, it } from 'vitest';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('RESIDENTIAL_HOURLY_LOAD_SHAPE', () => {
  it('holds 24 shares summing to 1 (5-decimal values)', () => {
    expect(RESIDENTIAL_HOURLY_LOAD_SHAPE).toHaveLength(24);
    expect(sum(RESIDENTIAL_HOURLY_LOAD_SHAPE)).toBeCloseTo(1, 4);
  });

  it('has the household shape of the BDEW profile: night minimum at 03:00, evening peak at 19:00', () => {
    // Source: BDEW H25 household profile, averaged over months and day types (see load-shape.ts)
    const shape = [...RESIDENTIAL_HOURLY_LOAD_SHAPE];
    expect(shape.indexOf(Math.min(...shape))).toBe(3);
    expect(shape.indexOf(Math.max(...shape))).toBe(19);
    // about 45 % of a day's energy falls between 08:00 and 18:00
    expect(sum(shape.slice(8, 18))).toBeCloseTo(0.447, 3);
  });
});

describe('FLAT_HOURLY_LOAD_SHAPE', () => {
  it('spreads the day evenly', () => {
    expect(FLAT_HOURLY_LOAD_SHAPE).toHaveLength(24);
    expect(new Set(FLAT_HOURLY_LOAD_SHAPE).size).toBe(1);
    expect(sum(FLAT_HOURLY_LOAD_SHAPE)).toBeCloseTo(1, 12);
  });
});
