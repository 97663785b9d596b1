/**
 * The panels of a drawn array as the near-shading scene takes them (shared/pv/shading/scene.ts):
 * rectangles in 3D, in the plan frame (x east, y north) with z up from the roof.
 *
 * Each group (rack) stands on the roof, its front edge at z = 0, as the row-to-row model has its
 * rows stand on level ground; a panel of the group's r-th row (0 the front one) has its lower
 * edge r × (up-slope size + gap) up the slope. A panel's plan centre is the middle of its drawn
 * rectangle (whose depth the fill rounds to 0.1 m); its size is the true one.
 */
import { sind } from '../pv/angles';
import type { ScenePanel } from '../pv/shading/obstacles/panels';
import type { PanelLayout } from './fill';
import { PANEL_GAP_M } from './laying-method';

/**
 * The kept panels of a filled area, in the layout's order, each named by its stable index.
 * @param layout the fill's result
 * @param plane the panels' tilt and azimuth [°]
 *
 * @example
 * // One landscape panel 2 × 1 m at 30°, its drawn rectangle centred at (0, 0):
 * scenePanelsOfLayout(layout, { surfaceTilt: 30, surfaceAzimuth: 180 });
 * // [{ id: '0', center: [0, 0, 0.25], widthM: 2, lengthM: 1, surfaceTilt: 30, surfaceAzimuth: 180 }]
 */
export function scenePanelsOfLayout(
  layout: PanelLayout,
  plane: { surfaceTilt: number; surfaceAzimuth: number },
): ScenePanel[] {
  const { alongRowM, upSlopeM } = layout.footprint;
  const rise = sind(plane.surfaceTilt);
  const c = layout.corners;
  return Array.from({ length: layout.panelCount }, (_, k) => {
    const o = 8 * k;
    const x = (c[o]! + c[o + 2]! + c[o + 4]! + c[o + 6]!) / 4;
    const y = (c[o + 1]! + c[o + 3]! + c[o + 5]! + c[o + 7]!) / 4;
    const z = (layout.rowInGroup[k]! * (upSlopeM + PANEL_GAP_M) + upSlopeM / 2) * rise;
    return {
      id: String(layout.indices[k]),
      center: [x, y, z] as const,
      widthM: alongRowM,
      lengthM: upSlopeM,
      surfaceTilt: plane.surfaceTilt,
      surfaceAzimuth: plane.surfaceAzimuth,
    };
  });
}
