/**
 * The obstacles' shadow on panels against hand-worked geometry: a box's shadow length
 * h / tan(elevation) at noon, a long wall of the rows' height at the rows' pitch against the
 * row-to-row model (pvlib.shading.shaded_fraction1d's closed form), a tree crown's shadow
 * circle; then against an independent ray cast on a grid of points.
 */

import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { rowShadedFraction } from '@pvd/shared/pv/shading/shaded-fraction-1d';
import { describe, expect, it } from 'vitest';
import { box, panel, rad, rayCastFraction, shadeOnce } from './support';

describe('a box on a flat roof at noon', () => {
  const stairwell = box('stairwell', [-1, -1, 1, 1], 0, 3);
  // A 10 m (east-west) × 20 m (north-south) flat panel from the box's north face northwards.
  const field = panel('field', [0, 11, 0], 10, 20);

  it.each([20, 30, 45, 60])('casts a shadow h / tan(elevation) long (sun due south at %d°)', (elevation) => {
    const { fraction } = shadeOnce([field], [stairwell], elevation, 180);
    // Shadow area = box width (2 m) × length; panel area 200 m².
    expect((fraction[0]! * 200) / 2).toBeCloseTo(3 / Math.tan(rad(elevation)), 9);
  });

  it('casts only what stands above a panel raised into it: (h − z) / tan(elevation)', () => {
    const raised = panel('raised', [0, 11, 1], 10, 20);
    const { fraction } = shadeOnce([raised], [stairwell], 30, 180);
    expect((fraction[0]! * 200) / 2).toBeCloseTo(2 / Math.tan(rad(30)), 9);
  });

  it('shades nothing south of it at noon, nor panels above its top', () => {
    const south = panel('south', [0, -6, 0], 4, 4);
    const above = panel('above', [0, 3, 3.5], 4, 4);
    expect(shadeOnce([south, above], [stairwell], 30, 180).fraction).toEqual([0, 0]);
  });
});

describe('a long wall of the rows’ height at the rows’ pitch', () => {
  // Rows 2 m wide at 30°, pitch 4 m: the back row's lower edge on y = 0, z = 0; the front row's
  // top edge (y = −4 + 2 cos 30°, z = 2 sin 30° = 1 m) replaced by a 2 km wall's north-top edge.
  const [width, pitch, tilt] = [2, 4, 30];
  const back = panel('back', [0, Math.cos(rad(tilt)), Math.sin(rad(tilt))], 20, width, tilt, 180);
  const top = -pitch + width * Math.cos(rad(tilt));
  const wall = box('wall', [-1000, top - 0.2, 1000, top], 0, width * Math.sin(rad(tilt)));

  it.each([
    [20, 180],
    [15, 150],
    [10, 120],
    [12, 235],
    [25, 200],
    [40, 180],
  ])('shades the back row as the row-to-row model does (sun at %d°, azimuth %d°)', (elevation, azimuth) => {
    const { fraction } = shadeOnce([back], [wall], elevation, azimuth);
    const rows = rowShadedFraction(90 - elevation, azimuth, tilt, 180, width, pitch);
    expect(Math.abs(fraction[0]! - rows)).toBeLessThan(1e-9);
  });

  it('touches ceil(3·fs) blocks of a landscape panel and all 3 of a portrait one', () => {
    const landscape = panel('landscape', [0, Math.cos(rad(tilt)), Math.sin(rad(tilt))], 20, width, tilt, 180);
    const portrait = panel('portrait', [0, Math.cos(rad(tilt)), Math.sin(rad(tilt))], 1, width, tilt, 180);
    const { fraction, blocks } = shadeOnce([landscape, portrait], [wall], 20, 180);
    expect(fraction[0]).toBeGreaterThan(0);
    expect(fraction[0]).toBeLessThan(1 / 3);
    expect(blocks).toEqual([1, 3]);
  });
});

describe('a tree crown', () => {
  // Crown radius 2 m from 3 m up to the tree's 8 m; the ground a 40 m square around it.
  const tree: Obstacle = { id: 'tree', kind: 'cylinder', center: [0, 0], radiusM: 2, baseM: 3, heightM: 5 };
  const ground = panel('ground', [0, 0, 0], 40, 40);

  it('casts a circle of its crown radius with the sun overhead', () => {
    expect(shadeOnce([ground], [tree], 90, 180).fraction[0]! * 1600).toBeCloseTo(Math.PI * 4, 9);
  });

  it('casts the circle swept from base / tan(el) to top / tan(el) away from the sun (0.5 %)', () => {
    // Sun south at 45°: discs centred 3 m to 8 m north; area π r² + 2r·5 m.
    const area = shadeOnce([ground], [tree], 45, 180).fraction[0]! * 1600;
    expect(Math.abs(area / (Math.PI * 4 + 20) - 1)).toBeLessThan(0.005);
    // Small tiles: inside the first circle's edge (1.9 m east of its centre), outside it (2.1 m),
    // and under the crown itself, which the shadow has left.
    const tile = (x: number, y: number) => panel(`${x},${y}`, [x, y, 0], 0.02, 0.02);
    const { fraction } = shadeOnce([tile(1.9, 3), tile(2.1, 3), tile(0, 0)], [tree], 45, 180);
    expect(fraction).toEqual([1, 0, 0]);
  });
});

describe('against a ray cast from 200 × 200 points', () => {
  const obstacles: Obstacle[] = [
    {
      id: 'L',
      kind: 'box',
      footprint: [
        [0, 0],
        [6, 0],
        [6, 2],
        [2, 2],
        [2, 5],
        [0, 5],
      ],
      baseM: 0,
      heightM: 4,
    },
    {
      id: 'parapet',
      kind: 'wall',
      path: [
        [-8, -8],
        [12, -8],
        [12, 12],
      ],
      thicknessM: 0.3,
      baseM: 0,
      heightM: 1.2,
    },
    { id: 'tank', kind: 'cylinder', center: [9, 4], radiusM: 1.2, baseM: 0.5, heightM: 2.5 },
  ];
  const panels = [
    panel('beside', [-1.5, 1, 0.6], 1.1, 2.3, 20, 180),
    panel('north', [3, 7.5, 0.8], 2.3, 1.1, 25, 160),
    panel('behind-tank', [7, 6, 0.5], 2.3, 1.1, 10, 200),
    panel('by-parapet', [10.5, -6.5, 0.4], 1.1, 2.3, 35, 180),
  ];

  it.each([
    [15, 100],
    [30, 140],
    [45, 180],
    [20, 230],
    [8, 260],
  ])('agrees within 0.003 of the panel area (sun at %d°, azimuth %d°)', (elevation, azimuth) => {
    const { fraction } = shadeOnce(panels, obstacles, elevation, azimuth);
    panels.forEach((p, i) => {
      expect(Math.abs(fraction[i]! - rayCastFraction(p, obstacles, elevation, azimuth, 200))).toBeLessThan(
        0.01,
      );
    });
  });
});
