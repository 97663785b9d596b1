/** The engine's site of a project: BD-09 converted to WGS-84, other maps as stored. */
import { wgs84ToBd09 } from '@pvd/shared/geo/baidu';
import { engineSite } from '@pvd/shared/project/record/location';
import { describe, expect, it } from 'vitest';

describe('engineSite', () => {
  it('takes Google (WGS-84) coordinates as they are', () => {
    expect(engineSite({ proMapWay: 'Google', proLatitude: 30.28, proLongitude: 120.13 })).toEqual({
      latitude: 30.28,
      longitude: 120.13,
    });
  });

  it('converts Baidu (BD-09) coordinates back to the WGS-84 point they were made from, within 1e-6°', () => {
    // Prepare: the Hangzhou demo site as Baidu's map stores it (about 0.006° east, 0.006° north).
    const bd = wgs84ToBd09({ longitude: 120.13, latitude: 30.28 });
    // Act
    const site = engineSite({ proMapWay: 'Baidu', proLatitude: bd.latitude, proLongitude: bd.longitude });
    // Assess
    expect(bd.longitude - 120.13).toBeGreaterThan(0.005);
    expect(site.latitude).toBeCloseTo(30.28, 6);
    expect(site.longitude).toBeCloseTo(120.13, 6);
  });
});
