/**
 * The share of a panel's uniform-sky view hidden by obstacles, against values worked by hand
 * for a flat panel (f = ∫∫ sin e cos e over the hidden directions / π).
 */

import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { type Obstacle, obstaclePrisms } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { panelSkyView } from '@pvd/shared/pv/shading/obstacles/obstacle-sky-view';
import { panelSet } from '@pvd/shared/pv/shading/obstacles/panels';
import { describe, expect, it } from 'vitest';
import { box, panel, rad } from './support';

const flat = panel('flat', [0, 0, 0], 1, 2);
const blockedOf = (obstacles: Obstacle[], horizon?: ReturnType<typeof horizonProfile>) =>
  panelSkyView(panelSet([flat]), obstaclePrisms(obstacles), horizon).blocked[0]!;

/** A closed wall round the panel: 90 segments on a circle of 50 m, 20° high seen from the centre. */
const ring: Obstacle = {
  id: 'ring',
  kind: 'wall',
  path: Array.from({ length: 90 }, (_, i) => [50 * Math.cos(rad(4 * i)), 50 * Math.sin(rad(4 * i))] as const),
  closed: true,
  thicknessM: 0.1,
  baseM: 0,
  heightM: 50 * Math.tan(rad(20)),
};

describe('panelSkyView', () => {
  it('hides sin²e of a flat panel’s sky inside a ring wall e high (0.003)', () => {
    expect(Math.abs(blockedOf([ring]) - Math.sin(rad(20)) ** 2)).toBeLessThan(0.003);
  });

  it('counts a direction hidden by the horizon and an obstacle once', () => {
    // A 30° skyline hides everything the 20° ring does: sin²30° = 0.25 exactly.
    expect(blockedOf([ring], horizonProfile([[0, 30]]))).toBeCloseTo(0.25, 12);
    // A 10° skyline lies below the ring: the ring's share again.
    expect(blockedOf([ring], horizonProfile([[0, 10]]))).toBeCloseTo(blockedOf([ring]), 12);
  });

  it('hides (1 − 1/√(1 + (H/D)²))/2 behind a long wall H high at distance D (1e-3)', () => {
    // f = ∫ over the northern half of ½ sin²(atan(k cos a)) da / π, and
    // ∫ from −π/2 to π/2 of k² cos²a / (1 + k² cos²a) da = π (1 − 1/√(1 + k²)), k = H/D.
    const wall = box('wall', [-2000, 5, 2000, 5.2], 0, 5);
    expect(Math.abs(blockedOf([wall]) - (1 - 1 / Math.SQRT2) / 2)).toBeLessThan(1e-3);
  });

  it('hides a crown overhead from its base up, leaving the sky below it', () => {
    // The panel under the middle of a crown 2 m in radius from 3 m to 8 m: hidden above
    // atan(3/2) all round, cos²(atan 1.5) = 1/(1 + 1.5²) of a flat panel's sky.
    const crown: Obstacle = {
      id: 'crown',
      kind: 'cylinder',
      center: [0, 0],
      radiusM: 2,
      baseM: 3,
      heightM: 5,
    };
    expect(Math.abs(blockedOf([crown]) - 1 / (1 + 1.5 ** 2))).toBeLessThan(0.003);
  });

  it('hides nothing with an obstacle lower than the panel', () => {
    expect(blockedOf([box('low', [3, 3, 5, 5], -1, 0.5)])).toBe(0);
  });
});
