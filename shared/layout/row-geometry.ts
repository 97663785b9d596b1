/**
 * The row geometry the energy engine's row-to-row shading needs
 * (`shared/pv/shading/row-shading.ts`), read off the laying parameters of a drawn array.
 */
import type { RowGeometry } from '../pv/shading/row-shading';
import { type PanelPlacement, panelFootprint } from './laying-method';

/**
 * Smallest clear gap between groups the shading takes. The engine needs the pitch to exceed the
 * rows' footprint (width × cos tilt); abutting groups (row spacing 0) are taken 1 mm apart,
 * which changes the ground coverage ratio by less than 0.05 % for any real group. [m]
 */
export const MIN_SHADING_CLEAR_GAP_M = 0.001;

/**
 * Collector width along the slope and pitch of the groups of a drawn array. [m]
 *
 * @remarks
 * A group (rack) of the laying method is one collector: its width along the slope is the group's
 * true slant height, rows × up-slope panel size + (rows − 1) × 0.02 m gap (`panelFootprint`). Its
 * footprint in plan is that width × cos(tilt), and the row spacing is the clear distance between
 * the back of one group and the front of the next, so pitch = width × cos(tilt) + spacing.
 *
 * The exact projection is used, not the fill's depth rounded to 0.1 m [LAY-1]: the rounding is a
 * drawing rule, while the shading follows the panels as built, with the gap the user asked for.
 *
 * @example
 * // Double vertical row (method 4) of 2.278 × 1.134 m panels at 30°, spacing 2.5 m:
 * // width = 2 × 2.278 + 0.02 = 4.576 m; pitch = 4.576 × cos 30° + 2.5 = 3.96293 + 2.5 = 6.46293 m
 * rowGeometryOfLayout({ panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 4, surfaceTilt: 30, rowSpacingM: 2.5 });
 * // { collectorWidthM: 4.576, pitchM: 6.46293… }
 */
export function rowGeometryOfLayout(placement: PanelPlacement & { rowSpacingM: number }): RowGeometry {
  const collectorWidthM = panelFootprint(placement).groupSlantHeightM;
  const footprintM = collectorWidthM * Math.cos((placement.surfaceTilt * Math.PI) / 180);
  return {
    collectorWidthM,
    pitchM: footprintM + Math.max(placement.rowSpacingM, MIN_SHADING_CLEAR_GAP_M),
  };
}
