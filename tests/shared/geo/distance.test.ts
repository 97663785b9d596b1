import { distanceKm } from '@pvd/shared/geo/distance';
import { describe, expect, it } from 'vitest';

describe('distanceKm', () => {
  it('measures one degree of latitude as 111.2 km (mean Earth radius 6371.0088 km, IUGG)', () => {
    // 2π·6371.0088/360 = 111.195 km
    expect(distanceKm({ latitude: 45, longitude: 8 }, { latitude: 46, longitude: 8 })).toBeCloseTo(
      111.195,
      2,
    );
  });

  it('is 0 for the same point and symmetric', () => {
    const a = { latitude: 39.91, longitude: 116.41 };
    const b = { latitude: 31.23, longitude: 121.47 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
    // Beijing-Shanghai great circle is about 1068 km.
    expect(distanceKm(a, b)).toBeGreaterThan(1050);
    expect(distanceKm(a, b)).toBeLessThan(1090);
  });
});
