import {
  createLocalFrame,
  enuToGeodetic,
  geodeticToEnu,
  latLngToLocal,
  localToLatLng,
  localToLatLngArray,
} from '@pvd/shared/layout/local-frame';
import { describe, expect, it } from 'vitest';

describe('geodeticToEnu', () => {
  it("reproduces MATLAB's geodetic2enu example (Matterhorn from Zermatt) to its 0.1 m display", () => {
    // MathWorks, Mapping Toolbox, geodetic2enu, example "Find the ENU coordinates of the Matterhorn":
    // origin 46.017° N, 7.750° E, h0 1673 m; point 45.976° N, 7.658° E, h 4531 m, WGS84
    // → xEast = -7134.8 m, yNorth = -4556.3 m, zUp = 2852.4 m (format shortG)
    // Prepare
    const zermatt = createLocalFrame({ lat: 46.017, lng: 7.75 }, 1673);
    // Act
    const enu = geodeticToEnu(zermatt, 45.976, 7.658, 4531);
    // Assess
    expect(enu.east).toBeCloseTo(-7134.8, 1);
    expect(enu.north).toBeCloseTo(-4556.3, 1);
    expect(enu.up).toBeCloseTo(2852.4, 1);
  });

  it('gives 111.3195 m east for 0.001° of longitude on the equator (a × sin 0.001°)', () => {
    // a = 6378137 m; 6378137 × sin(0.001 × π / 180) = 111.319491 m
    // Act
    const enu = geodeticToEnu(createLocalFrame({ lat: 0, lng: 0 }), 0, 0.001, 0);
    // Assess
    expect(enu.east).toBeCloseTo(111.319491, 5);
    expect(enu.north).toBeCloseTo(0, 9);
  });

  it('gives 110.574 m north for 0.001° of latitude on the equator (meridian radius a(1 − e²))', () => {
    // M(0) = 6378137 × (1 - 0.00669437999014) = 6335439.327 m; × 0.001 × π / 180 = 110.5743 m
    // Act
    const enu = geodeticToEnu(createLocalFrame({ lat: 0, lng: 0 }), 0.001, 0, 0);
    // Assess
    expect(enu.north).toBeCloseTo(110.5743, 3);
  });
});

describe('enuToGeodetic', () => {
  it("inverts MATLAB's example: the rounded ENU offsets land within 0.1 m of the Matterhorn", () => {
    // Prepare
    const zermatt = createLocalFrame({ lat: 46.017, lng: 7.75 }, 1673);
    // Act
    const geodetic = enuToGeodetic(zermatt, { east: -7134.8, north: -4556.3, up: 2852.4 });
    // Assess: 0.1 m is about 1e-6 ° of latitude
    expect(geodetic.latitude).toBeCloseTo(45.976, 5);
    expect(geodetic.longitude).toBeCloseTo(7.658, 5);
    expect(geodetic.heightM).toBeCloseTo(4531, 1);
  });

  it('is the exact inverse of geodeticToEnu', () => {
    // Prepare
    const frame = createLocalFrame({ lat: -33.87, lng: 151.21 }, 50);
    // Act
    const enu = geodeticToEnu(frame, -33.8712, 151.2131, 57);
    const back = enuToGeodetic(frame, enu);
    // Assess: 1e-10 ° is about 10 µm
    expect(back.latitude).toBeCloseTo(-33.8712, 10);
    expect(back.longitude).toBeCloseTo(151.2131, 10);
    expect(back.heightM).toBeCloseTo(57, 6);
  });
});

describe('latLngToLocal and localToLatLng', () => {
  const beijing = createLocalFrame({ lat: 39.91, lng: 116.41 });

  it('puts the origin at (0, 0)', () => {
    // Act
    const origin = latLngToLocal(beijing, { lat: 39.91, lng: 116.41 });
    // Assess
    expect(origin.x).toBeCloseTo(0, 9);
    expect(origin.y).toBeCloseTo(0, 9);
  });

  it('round-trips map points a few hundred metres away to under a millimetre', () => {
    for (const point of [
      { lat: 39.913, lng: 116.414 },
      { lat: 39.905, lng: 116.404 },
      { lat: 39.9145, lng: 116.4037 },
    ]) {
      // Act
      const back = localToLatLng(beijing, latLngToLocal(beijing, point));
      // Assess: 1e-8 ° is about 1 mm
      expect(back.lat).toBeCloseTo(point.lat, 8);
      expect(back.lng).toBeCloseTo(point.lng, 8);
    }
  });

  it('round-trips local points to under a millimetre', () => {
    // Act
    const back = latLngToLocal(beijing, localToLatLng(beijing, { x: 400, y: -300 }));
    // Assess
    expect(back.x).toBeCloseTo(400, 3);
    expect(back.y).toBeCloseTo(-300, 3);
  });

  it('converts many points at once in the same way', () => {
    // Prepare
    const xy = new Float64Array([10, 20, -300, 150]);
    // Act
    const latLng = localToLatLngArray(beijing, xy);
    // Assess
    const second = localToLatLng(beijing, { x: -300, y: 150 });
    expect(latLng[2]).toBe(second.lat);
    expect(latLng[3]).toBe(second.lng);
  });
});
