import { cosd, sind } from '@pvd/shared/pv/angles';
import {
  projectedSolarZenithAngle,
  type RowPair,
  rowShadedFraction,
  shadedFraction1d,
  shadedFractionFromCosines,
} from '@pvd/shared/pv/shading/shaded-fraction-1d';
import { describe, expect, it } from 'vitest';

/** atan in degrees. */
const atand = (x: number) => (Math.atan(x) * 180) / Math.PI;

describe('projectedSolarZenithAngle', () => {
  it("reproduces pvlib test_projected_solar_zenith_angle's edge cases (1e-9°)", () => {
    // pvlib tests/test_shading.py, projected_solar_zenith_angle_edge_cases:
    // solar zenith, solar azimuth, axis tilt, axis azimuth → projected zenith
    const cases = [
      [0, 0, 0, 0, 0],
      [0, 180, 0, 180, 0],
      [45, 0, 0, 180, 0],
      [45, 90, 0, 180, -45],
      [45, 270, 0, 180, 45],
      [45, 90, 90, 180, -90],
      [45, 270, 90, 180, 90],
      [45, 90, 90, 0, 90],
      [45, 270, 90, 0, -90],
      [45, 45, 90, 180, -135],
      [45, 315, 90, 180, 135],
    ] as const;
    for (const [zenith, azimuth, axisTilt, axisAzimuth, expected] of cases) {
      expect(
        Math.abs(projectedSolarZenithAngle(zenith, azimuth, axisTilt, axisAzimuth) - expected),
      ).toBeLessThan(1e-9);
    }
  });

  it('reproduces the true-tracking angles of NREL/TP-5K00-76626 as pvlib tests them (1e-3°)', () => {
    // pvlib test_projected_solar_zenith_angle_numeric: axis tilt 9.666°, azimuth 195°,
    // 2019-01-01 08:00..17:00 UTC−5; apparent elevation, solar azimuth → true-tracking angle
    const rows = [
      [2.404287, 122.79177, -84.44],
      [11.263058, 133.288729, -72.604],
      [18.733558, 145.285552, -59.861],
      [24.109076, 158.939435, -45.578],
      [26.810735, 173.931802, -28.764],
      [26.482495, 189.371536, -8.475],
      [23.170447, 204.13681, 15.12],
      [17.296785, 217.446538, 39.562],
      [9.461862, 229.102218, 61.587],
      [0.524817, 239.330401, 79.53],
    ] as const;
    for (const [elevation, azimuth, trueTracking] of rows) {
      expect(
        Math.abs(projectedSolarZenithAngle(90 - elevation, azimuth, 9.666, 195) - trueTracking),
      ).toBeLessThan(1e-3);
      // The same axis turned round and tilted the other way: the angle changes sign.
      expect(
        Math.abs(projectedSolarZenithAngle(90 - elevation, azimuth, -9.666, 15) + trueTracking),
      ).toBeLessThan(1e-3);
    }
  });
});

describe('shadedFraction1d', () => {
  it("reproduces pvlib's docstring examples (pvlib 0.11 shading.shaded_fraction1d, 1e-12)", () => {
    // Fixed-tilt south-facing array on flat terrain, in the morning.
    expect(
      shadedFraction1d(80, 135, {
        axisAzimuth: 90,
        shadedRowRotation: 30,
        shadingRowRotation: 30,
        collectorWidth: 2,
        pitch: 3,
        surfaceToAxisOffset: 0.05,
      }),
    ).toBeCloseTo(0.47755694708090535, 12);
    // Fixed-tilt north-facing array on a 10° slope along the axis, shaded in the morning.
    expect(
      shadedFraction1d(80, 75.5, {
        axisAzimuth: 270,
        shadedRowRotation: 50,
        shadingRowRotation: 30,
        collectorWidth: 2.5,
        pitch: 4,
        axisTilt: 10,
        surfaceToAxisOffset: 0.05,
      }),
    ).toBeCloseTo(0.793244836197256, 12);
    // N-S single-axis trackers on a 7° west-east slope: west tracker in the morning ...
    const trackers = {
      axisAzimuth: 180,
      collectorWidth: 1.4,
      pitch: 3,
      surfaceToAxisOffset: 0.1,
      crossAxisSlope: 7,
    };
    expect(shadedFraction1d(80, 90, { ...trackers, shadedRowRotation: -30 })).toBeCloseTo(
      0.8242176864434579,
      12,
    );
    // ... and the east tracker in the afternoon.
    expect(shadedFraction1d(80, 270, { ...trackers, shadedRowRotation: 30 })).toBeCloseTo(
      0.018002567182254348,
      12,
    );
  });

  it('reproduces pvlib test_shaded_fraction1d (data of doi:10.5281/zenodo.10513987, 1e-6)', () => {
    // x_L, z_L, θ_L, x_R, z_R, θ_R, z₀, ℓ, θs, f_s: two rows in cross-section, the sun in the
    // cross-section plane (solar azimuth 180°, axis azimuth 90°, so the projected zenith is θs).
    const table = [
      [1, 0.2, 50, 0, 0, 25, 0, 0.5, 80, 1],
      [1, 0.1, 50, 0, 0, 25, 0.05, 0.5, 80, 0.937191],
      [1, 0, 50, 0, 0.1, 25, 0, 0.5, 80, 0.30605],
      [1, 0, 50, 0, 0.2, 25, 0, 0.5, 80, 0],
      [1, 0.2, -25, 0, 0, -50, 0, 0.5, -80, 0],
      [1, 0.1, -25, 0, 0, -50, 0, 0.5, -80, 0.30605],
      [1, 0, -25, 0, 0.1, -50, 0.1, 0.5, -80, 0.881549],
      [1, 0, -25, 0, 0.2, -50, 0, 0.5, -80, 1],
      [1, 0.2, 5, 0, 0, 25, 0.05, 0.5, 80, 0.832499],
      [1, 0.2, -25, 0, 0, 25, 0.05, 0.5, 80, 0.832499],
      [1, 0.2, 5, 0, 0, -45, 0.05, 0.5, 80, 0.832499],
      [1, 0.2, -25, 0, 0, -45, 0.05, 0.5, 80, 0.832499],
      [1, 0, -25, 0, 0.2, 25, 0.05, 0.5, -80, 0.832499],
      [1, 0, -25, 0, 0.2, -5, 0.05, 0.5, -80, 0.832499],
      [1, 0, 45, 0, 0.2, 25, 0.05, 0.5, -80, 0.832499],
      [1, 0, 45, 0, 0.2, -5, 0.05, 0.5, -80, 0.832499],
    ] as const;
    for (const [xL, zL, thetaL, xR, zR, thetaR, offset, width, thetaS, expected] of table) {
      // As the pvlib test: the right row is the shaded one when θs ≥ 0, else the left one.
      const [shading, shaded] = thetaS >= 0 ? [thetaL, thetaR] : [thetaR, thetaL];
      const rows: RowPair = {
        axisAzimuth: 90,
        shadedRowRotation: shaded,
        shadingRowRotation: shading,
        collectorWidth: width,
        pitch: xL - xR,
        surfaceToAxisOffset: offset,
        crossAxisSlope: atand((zR - zL) / (xL - xR)),
      };
      expect(Math.abs(shadedFraction1d(thetaS, 180, rows) - expected)).toBeLessThan(1e-6);
    }
  });

  it('reproduces pvlib test_shaded_fraction1d_unprovided_shading_row_rotation (1e-2)', () => {
    // Rows 5.7735 m wide at 30°, pitch 5 m, N-S axis, sun due east: shade starts at zenith 60°
    // (the sun along the slope's normal), half at 79°, all at 90°.
    const rows = { axisAzimuth: 180, shadedRowRotation: 30, collectorWidth: 5.7735, pitch: 5 };
    expect(shadedFraction1d(60, 90, rows)).toBeCloseTo(0, 2);
    expect(Math.abs(shadedFraction1d(79, 90, rows) - 0.5)).toBeLessThan(1e-2);
    expect(shadedFraction1d(90, 90, rows)).toBeCloseTo(1, 2);
  });
});

describe('rowShadedFraction (middle row of an unlimited field of fixed rows)', () => {
  it('gives 0 with the sun in the plane of the rows (shadows run along them)', () => {
    // South-facing rows (axis east-west), sun due east at 30° elevation: the projected zenith
    // is 0, so f = 1 − (p/ℓ)·cos 0/cos β = 1 − 2/cos 30° = −1.31 → 0.
    expect(projectedSolarZenithAngle(60, 90, 0, 90)).toBeCloseTo(0, 12);
    expect(rowShadedFraction(60, 90, 30, 180, 1, 2)).toBe(0);
    // Even with the rows nearly touching in plan (p = ℓ cos β + 1 mm).
    expect(rowShadedFraction(60, 90, 30, 180, 1, cosd(30) + 0.001)).toBe(0);
  });

  it('gives 0 with the sun behind the rows (their faces get no beam)', () => {
    // South-facing rows at 30°, sun due north at 10° elevation:
    // cos θ = cos 80° cos 30° + sin 30° sin 80° cos(0° − 180°) = 0.15038 − 0.49240 < 0.
    expect(rowShadedFraction(80, 0, 30, 180, 1, 1.5)).toBe(0);
    // pvlib's formula, which ignores which face is lit, gives the shadow on the unlit face:
    // 1 − 1.5·cos 80°/|cos(30° + 80°)| = 1 − 1.5 × 0.17365/0.34202 = 0.2384. Times a beam of 0.
    const pvlibValue = shadedFraction1d(80, 0, {
      axisAzimuth: 90,
      shadedRowRotation: 30,
      collectorWidth: 1,
      pitch: 1.5,
    });
    expect(pvlibValue).toBeCloseTo(1 - (1.5 * 0.173648) / 0.34202, 4);
  });

  it('gives the hand-worked fraction at winter-solstice noon below the shading angle', () => {
    // 46.5° N at noon on the winter solstice: sun due south at 90 − 46.5 − 23.5 = 20° elevation.
    // Rows ℓ = 1 m at β = 30°, pitch 2 m. The front row's top edge is at height ℓ sin β = 0.5 m
    // and its plan depth ℓ cos β = 0.86603 m, so the gap to the next row's lower edge is
    // 2 − 0.86603 = 1.13397 m. With x measured back from the top edge, the shadow line is
    // h = 0.5 − x tan 20° and the next row is (x, h) = (1.13397 + s cos 30°, s sin 30°).
    // They meet where 0.5 s = 0.5 − (1.13397 + 0.86603 s) × 0.36397, i.e. s = 0.08726/0.81520
    // = 0.10704 m: 10.704 % of the width, = 1 − 2 sin 20°/sin 50° = 0.107050.
    const handWorked = (0.5 - 1.1339746 * 0.3639702) / (0.5 + 0.8660254 * 0.3639702);
    expect(handWorked).toBeCloseTo(0.10705, 5);
    expect(rowShadedFraction(70, 180, 30, 180, 1, 2)).toBeCloseTo(handWorked, 6);
    expect(rowShadedFraction(70, 180, 30, 180, 2, 4)).toBeCloseTo(handWorked, 6);
    // Above the shading angle (no shade at noon when 2 sin e = sin(e + 30°), e = 23.79°), none.
    expect(rowShadedFraction(90 - 24, 180, 30, 180, 1, 2)).toBe(0);
  });

  it('gives no shade as the ground coverage ratio goes to 0', () => {
    for (const pitch of [10, 100, 1e6]) expect(rowShadedFraction(70, 180, 30, 180, 1, pitch)).toBe(0);
  });

  it('gives no shade to flat rows (tilt 0): f = 1 − p/ℓ ≤ 0 whenever the rows do not overlap', () => {
    for (const zenith of [0, 45, 80, 89.9]) {
      expect(rowShadedFraction(zenith, 150, 0, 180, 1, 1.0001)).toBe(0);
    }
  });

  it('equals pvlib shaded_fraction1d of a fixed row (axis = azimuth − 90°) wherever the face is lit', () => {
    let compared = 0;
    for (const tilt of [10, 30, 60]) {
      for (const facing of [180, 135, 250]) {
        for (let zenith = 5; zenith < 90; zenith += 7) {
          for (let azimuth = 0; azimuth < 360; azimuth += 13) {
            const pvlib = shadedFraction1d(zenith, azimuth, {
              axisAzimuth: facing - 90,
              shadedRowRotation: tilt,
              collectorWidth: 2,
              pitch: 3.1,
            });
            const cosAoi = cosd(zenith) * cosd(tilt) + sind(tilt) * sind(zenith) * cosd(azimuth - facing);
            const ours = rowShadedFraction(zenith, azimuth, tilt, facing, 2, 3.1);
            if (cosAoi > 1e-6) {
              expect(Math.abs(ours - pvlib)).toBeLessThan(1e-9);
              compared++;
            } else {
              expect(ours).toBe(0);
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('shadedFractionFromCosines', () => {
  it('clips to [0, 1] and is 0 when the face is not lit or cos θ is not a number', () => {
    expect(shadedFractionFromCosines(2, 0.1, 0.15)).toBe(0);
    expect(shadedFractionFromCosines(2, 0.05, 0.2)).toBeCloseTo(0.5, 12);
    expect(shadedFractionFromCosines(2, -0.01, 0.2)).toBe(1);
    expect(shadedFractionFromCosines(2, 0.3, 0)).toBe(0);
    expect(shadedFractionFromCosines(2, 0.3, Number.NaN)).toBe(0);
  });
});
