/**
 * The rows of a project's PV array for the engine's row-to-row shading (issue 11 §4): a drawn
 * array (insertway 2) of two groups or more carries its collector width and pitch; a manual
 * array (its layout unknown) or a single group (nothing in front of it) carries none.
 */
import { fillPolygonWithPanels } from '../layout/fill';
import { cornersToPlan, planFrame } from '../layout/plan-view';
import { rowGeometryOfLayout } from '../layout/row-geometry';
import type { LayingMethod } from '../layout/types';
import type { RowGeometry } from '../pv/shading/row-shading';
import type { EngineSite } from './location';
import { InsertWay, type PvArrayRecord } from './pv-array';

/** What of a stored array the rows depend on. */
export type ArrayForRows = Pick<PvArrayRecord, 'insertway' | 'layout' | 'inclination' | 'azimuth'> & {
  panel: Pick<PvArrayRecord['panel'], 'componentlength' | 'componentwidth'>;
};

/**
 * The array's row geometry, or null when it has no row in front of another.
 *
 * @remarks
 * The groups are counted by refilling the drawn area as the editor does (`fillPolygonWithPanels`
 * on the plan frame at the project's site, as the report's picture does): a group whose panels
 * were all removed by hand still counts, a harmless overestimate of the rows that only adds the
 * shading of a middle row to the front one. The geometry itself is `rowGeometryOfLayout`.
 *
 * @param site - The project's coordinates (WGS-84), the origin of the plan frame.
 * @example
 * // Two groups of method 4 (2.278 × 1.134 m panels, 30°, spacing 2.5 m):
 * drawnArrayRows(array, site); // { collectorWidthM: 4.576, pitchM: 6.46293… }
 */
export function drawnArrayRows(array: ArrayForRows, site: EngineSite): RowGeometry | null {
  const { layout } = array;
  if (array.insertway !== InsertWay.drawn || !layout) return null;
  const placement = {
    panelLengthM: array.panel.componentlength,
    panelWidthM: array.panel.componentwidth,
    layingMethod: layout.layingMethod as LayingMethod,
    surfaceTilt: array.inclination,
    rowSpacingM: layout.rowSpacing,
  };
  const filled = fillPolygonWithPanels(cornersToPlan(planFrame(site), layout.areaLatLngs), {
    ...placement,
    surfaceAzimuth: array.azimuth,
    removedIndices: layout.removedPanels,
  });
  return filled.groupCount >= 2 ? rowGeometryOfLayout(placement) : null;
}
