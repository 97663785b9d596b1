/**
 * An array's shading by its surroundings (shared/pv/simulation/array-shading.ts) against values
 * worked by hand and the engine's own row-to-row model:
 * - a flat plane under a uniform horizon e loses f = sin²e of its isotropic sky, and the beam and
 *   circumsolar light while the sun is below e [SUR-4] (the view factor of a horizontal plane to a
 *   sky cap above elevation e is cos²e, so the hidden share is 1 − cos²e);
 * - a long thin wall as high as the rows' top edge, standing where the front row's top edge is,
 *   casts on the back row the shadow of the front row: the obstacles' per-panel beam shading
 *   equals the row-to-row model's shaded fraction (Anderson and Mikofski's 1-D model) to 1e-3 [SUR-5].
 */
import { planeGeometry } from '@pvd/shared/pv/irradiance/transposition-basis';
import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { sceneShading } from '@pvd/shared/pv/shading/scene';
import { rowShadedFraction } from '@pvd/shared/pv/shading/shaded-fraction-1d';
import { emptyPlaneComponents } from '@pvd/shared/pv/shading/sky-hours';
import { arrayShader } from '@pvd/shared/pv/simulation/array-shading';
import { describe, expect, it } from 'vitest';
import { panel } from '../shading/obstacles/support';
import { handHours } from '../support/hand-hours';

const rad = (degrees: number) => (degrees * Math.PI) / 180;

describe('a far horizon on a flat plane', () => {
  it.each([5, 10, 20])(
    'takes sin²e of the isotropic sky under a uniform %d° horizon, and the hidden sun',
    (e) => {
      // Prepare: one record with the sun above the skyline, one below it.
      const hours = handHours([
        { elevation: 40, azimuth: 180, dni: 0, a: 0, c: 0, h: 0, g: 0 },
        { elevation: e / 2, azimuth: 120, dni: 0, a: 0, c: 0, h: 0, g: 0 },
      ]);
      const horizon = horizonProfile([0, 90, 180, 270].map((azimuth) => [azimuth, e] as const));
      const array = { surfaceTilt: 0, surfaceAzimuth: 180, dcCapacity: 1000, surroundings: { horizon } };
      // biome-ignore lint/suspicious/noExplicitAny: hand-made hours stand in for the basis
      const shader = arrayShader(hours as any, array, planeGeometry(0, 180))!;
      const parts = emptyPlaneComponents();
      // Act: the sun above the horizon, only isotropic sky.
      Object.assign(parts, { front: 1, beam: 0, circumsolar: 0, uniformSky: 100, ground: 7 });
      shader.shade(0, 0, hours.sunUp[0]!, parts);
      // Assess
      expect(parts.uniformSky).toBeCloseTo(100 * (1 - Math.sin(rad(e)) ** 2), 9);
      expect(parts.ground).toBe(7);
      // Act: the sun behind the horizon, beam and circumsolar light.
      Object.assign(parts, { front: 0.5, beam: 200, circumsolar: 50, uniformSky: 0, ground: 0 });
      shader.shade(1, 1, hours.sunUp[1]!, parts);
      // Assess
      expect([parts.beam, parts.circumsolar]).toEqual([0, 0]);
    },
  );
});

describe('a long wall in place of the front row', () => {
  // Rows of 2 m collectors at 25°, pitch 3.5 m; the back row's lower edge on y = 0.
  const [width, tilt, pitch] = [2, 25, 3.5];
  const thickness = 0.01;
  const topY = -(pitch - width * Math.cos(rad(tilt)));
  const wall: Obstacle = {
    id: 'wall',
    kind: 'wall',
    path: [
      [-400, topY - thickness / 2],
      [400, topY - thickness / 2],
    ],
    closed: false,
    thicknessM: thickness,
    baseM: 0,
    heightM: width * Math.sin(rad(tilt)),
  };
  const backRow = panel(
    'back',
    [0, (width / 2) * Math.cos(rad(tilt)), (width / 2) * Math.sin(rad(tilt))],
    1,
    width,
    tilt,
    180,
  );

  it.each([
    [10, 180],
    [12, 150],
    [15, 200],
    [18, 175],
  ])(
    'shades the back row as the row model does with the sun at %d° elevation, %d° azimuth',
    (elevation, azimuth) => {
      // Prepare: beam only, so the panel keeps 1 − fs of it.
      const hours = handHours([{ elevation, azimuth, dni: 1000, a: 0, c: 0, h: 0, g: 0 }]);
      // Act
      const year = sceneShading(hours, { panels: [backRow], obstacles: [wall] });
      const kept = year.panels.poaAnnual[0]! / year.panels.unshadedPoaAnnual[0]!;
      // Assess
      const rows = rowShadedFraction(90 - elevation, azimuth, tilt, 180, width, pitch);
      expect(rows).toBeGreaterThan(0);
      expect(Math.abs(1 - kept - rows)).toBeLessThan(1e-3);
    },
  );
});
