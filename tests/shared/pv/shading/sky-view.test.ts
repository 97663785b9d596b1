/**
 * The sky-view integral against values worked by hand: a flat plane under a uniform horizon of
 * elevation e loses sin²e; a vertical plane under a uniform horizon loses (2e + sin 2e)/π; a
 * skyline at 90° hides the whole sky π(1 + cos β)/2.
 */

import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import {
  hiddenBetween,
  hiddenUpTo,
  skyViewBlockedFraction,
  skyViewGrid,
} from '@pvd/shared/pv/shading/sky-view';
import { describe, expect, it } from 'vitest';

const rad = (degrees: number) => (degrees * Math.PI) / 180;

describe('skyViewBlockedFraction', () => {
  it.each([5, 10, 20, 45, 70])('is sin²e for a flat plane under a uniform %d° horizon (1e-12)', (e) => {
    const f = skyViewBlockedFraction(horizonProfile([[0, e]]), 0, 180);
    expect(Math.abs(f - Math.sin(rad(e)) ** 2)).toBeLessThan(1e-12);
  });

  it('is (2e + sin 2e)/π for a vertical plane under a uniform 30° horizon (1e-4)', () => {
    // ∫ over the front half of cos(a − γ) da = 2; ∫₀ᵉ cos²e de = e/2 + sin 2e/4; whole sky π/2.
    const e = rad(30);
    const byHand = (2 * e + Math.sin(2 * e)) / Math.PI;
    expect(byHand).toBeCloseTo(0.608998, 6);
    expect(Math.abs(skyViewBlockedFraction(horizonProfile([[0, 30]]), 90, 200) - byHand)).toBeLessThan(1e-4);
  });

  it('hides the whole sky under a 90° skyline, for any plane', () => {
    for (const [tilt, azimuth] of [
      [0, 180],
      [30, 180],
      [35, 135],
      [90, 0],
    ] as const) {
      expect(skyViewBlockedFraction(horizonProfile([[0, 90]]), tilt, azimuth)).toBeCloseTo(1, 12);
    }
  });

  it('integrates the whole sky to π(1 + cos β)/2 (2e-5 relative)', () => {
    for (const tilt of [0, 30, 60, 90]) {
      const { wholeSky } = skyViewGrid(tilt, 135);
      expect(Math.abs(wholeSky / ((Math.PI * (1 + Math.cos(rad(tilt)))) / 2) - 1)).toBeLessThan(2e-5);
    }
  });

  it('hides nothing under a skyline at or below the horizontal', () => {
    expect(skyViewBlockedFraction(horizonProfile([[0, -5]]), 30, 180)).toBe(0);
  });

  it('counts a skyline behind a tilted plane less than the same skyline in front', () => {
    const north = horizonProfile([
      [0, 30],
      [90, 0],
      [270, 0],
    ]);
    const south = horizonProfile([
      [180, 30],
      [90, 0],
      [270, 0],
    ]);
    expect(skyViewBlockedFraction(north, 30, 180)).toBeLessThan(skyViewBlockedFraction(south, 30, 180));
  });
});

describe('hiddenUpTo and hiddenBetween', () => {
  it('split an elevation range additively and ignore what the plane cannot see', () => {
    const grid = skyViewGrid(60, 180);
    // Sample 0 looks north (0.5°): a 60° south-facing plane rises that way, so sees the sky above 60°.
    expect(grid.lowest[0]).toBeCloseTo(rad(60), 4);
    expect(hiddenUpTo(grid, 0, rad(55))).toBe(0);
    const whole = hiddenUpTo(grid, 0, rad(80));
    expect(whole).toBeGreaterThan(0);
    expect(hiddenBetween(grid, 0, rad(10), rad(70)) + hiddenBetween(grid, 0, rad(70), rad(80))).toBeCloseTo(
      whole,
      14,
    );
    expect(hiddenBetween(grid, 0, rad(80), rad(70))).toBe(0);
    expect(hiddenBetween(grid, 0, rad(95), rad(120))).toBe(0);
  });
});
