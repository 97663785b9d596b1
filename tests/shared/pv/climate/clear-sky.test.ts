import { clearSkyGhiHaurwitz } from '@pvd/shared/pv/climate/clear-sky';
import { describe, expect, it } from 'vitest';

describe('clearSkyGhiHaurwitz', () => {
  it('reproduces pvlib test_haurwitz (apparent elevations −20..90°), 1e-9 W/m²', () => {
    const elevations = [-20, -0.05, -0.001, 5, 10, 30, 50, 90];
    const expected = [
      0, 0, 0, 48.6298687941956, 135.741748091813, 487.894132885425, 778.766689344363, 1035.0920325345,
    ];
    elevations.forEach((elevation, i) => {
      expect(Math.abs(clearSkyGhiHaurwitz(90 - elevation) - expected[i]!)).toBeLessThan(1e-9);
    });
  });
});
