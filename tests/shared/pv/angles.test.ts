import {
  angularDistance,
  cosd,
  sinCosDegrees,
  sind,
  tand,
  toDegrees,
  toRadians,
  wrap360,
  wrap360Near,
} from '@pvd/shared/pv/angles';
import { describe, expect, it } from 'vitest';

describe('angles', () => {
  it('converts between degrees and radians', () => {
    // Prepare / Act / Assess
    expect(toRadians(180)).toBeCloseTo(Math.PI, 15);
    expect(toDegrees(Math.PI / 2)).toBeCloseTo(90, 12);
  });

  it('evaluates trigonometric functions of degrees', () => {
    expect(cosd(60)).toBeCloseTo(0.5, 15);
    expect(sind(30)).toBeCloseTo(0.5, 15);
    expect(tand(45)).toBeCloseTo(1, 15);
  });

  it('wraps any angle into [0, 360)', () => {
    expect(wrap360(-10)).toBe(350);
    expect(wrap360(360)).toBe(0);
    expect(wrap360(725)).toBe(5);
    expect(wrap360(0)).toBe(0);
  });

  it('wraps an angle within two turns as wrap360 does, without a remainder', () => {
    // Prepare: the edges of each branch, and values that round when 360 is added.
    const angles = [-719.999, -360.5, -360, -359.999, -1e-14, -0, 0, 1e-14, 359.999, 360, 719.999];
    for (let k = 0; k < 2000; k++) angles.push(-720 + (1440 * (k + 0.5)) / 2000 + k * 1e-9);
    // Act / Assess: equal values (−360 gives 0 where wrap360 gives −0).
    for (const angle of angles) expect(wrap360Near(angle) === wrap360(angle)).toBe(true);
  });

  it('gives the sine and cosine of degrees within 2 ulp of Math.sin and Math.cos', () => {
    // Prepare: exact quarter turns, the edges of the reduction (±45° about each), and a sweep of
    // the hour angles the sun positions pass (0-360°) and beyond.
    const angles = [0, 30, 45, 90, 180, 270, 360, -90, 44.999_999, 45.000_001, 134.999_999, 315.000_001];
    for (let k = 0; k < 20_000; k++) angles.push(-720 + (1800 * k) / 20_000 + k * 1e-7);
    const out = new Float64Array(2);
    for (const angle of angles) {
      // Act
      sinCosDegrees(angle, out);
      // Assess: 2 ulp of a value of magnitude ≤ 1, plus the rounding of angle·π/180 that the
      // library's argument carries and the reduction in degrees does not.
      const radians = toRadians(angle);
      const tolerance = 4 * Number.EPSILON + Math.abs(radians) * Number.EPSILON;
      expect(Math.abs(out[0]! - Math.sin(radians))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(out[1]! - Math.cos(radians))).toBeLessThanOrEqual(tolerance);
    }
    sinCosDegrees(30, out);
    expect(out[0]).toBeCloseTo(0.5, 15);
    sinCosDegrees(-120, out);
    expect(out[1]).toBeCloseTo(-0.5, 15);
  });

  it('measures the smallest angle between two directions across north', () => {
    expect(angularDistance(359, 1)).toBe(2);
    expect(angularDistance(10, 190)).toBe(180);
    expect(angularDistance(90, 80)).toBe(10);
  });
});
