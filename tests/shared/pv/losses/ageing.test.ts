import { ageingFactors, EQUIPMENT_LIFE_YEARS, lifetimeEnergy } from '@pvd/shared/pv/losses/ageing';
import { describe, expect, it } from 'vitest';

describe('ageingFactors', () => {
  it('declines linearly by default: year 25 at 0.6 %/yr keeps 85.6 %', () => {
    const factors = ageingFactors(0.6);
    expect(factors).toHaveLength(EQUIPMENT_LIFE_YEARS);
    expect(factors[0]).toBe(1);
    expect(factors[24]).toBeCloseTo(1 - 0.006 * 24, 12);
  });

  it('compounds on request: year 25 keeps 0.994^24', () => {
    expect(ageingFactors(0.6, 25, 'compound')[24]).toBeCloseTo(0.994 ** 24, 12);
  });

  it('never goes below zero', () => {
    expect(Math.min(...ageingFactors(10, 25))).toBe(0);
  });

  it('gives the energy of each year of the life', () => {
    const energy = lifetimeEnergy(1000, 0.5, 3);
    expect(Array.from(energy)).toEqual([1000, 995, 990]);
  });
});
