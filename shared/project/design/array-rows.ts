/**
 * The rows of a project's PV array for the engine's row-to-row shading: a drawn array
 * (insertway 2) of two groups or more carries its collector width and pitch; a manual array (its
 * layout unknown) or a single group (nothing in front of it) carries none.
 */
import { countPanelPositions, type PanelCount } from '../../layout/fill';
import { cornersToPlan, planFrame } from '../../layout/plan-view';
import { rowGeometryOfLayout } from '../../layout/row-geometry';
import type { Point } from '../../layout/types';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { EngineSite } from '../record/location';
import { InsertWay, type PvArrayRecord } from '../record/pv-array';
import { fillOptionsOf } from './array-engine';

/** What of a stored array the rows depend on. */
export type ArrayForRows = Pick<
  PvArrayRecord,
  'insertway' | 'layout' | 'inclination' | 'azimuth' | 'mounting'
> & {
  panel: Pick<PvArrayRecord['panel'], 'componentlength' | 'componentwidth'>;
};

/** The array's drawing when it is a drawn array, else null. */
function drawingOf(array: ArrayForRows) {
  return array.insertway === InsertWay.drawn && array.layout ? { ...array, layout: array.layout } : null;
}

/**
 * The panel positions and groups of a drawn array's area, counted as the editor fills it
 * (`countPanelPositions` on the plan frame at the project's site, as the report's picture
 * does); null for an array that is not drawn.
 *
 * @param site - The project's coordinates (WGS-84), the origin of the plan frame.
 * @param maxPositions - The positions the area may hold (the array's cap by default).
 * @param keepOut - The obstacles' footprints in the plan frame (`projectKeepOut`), kept free.
 * @throws LayoutLimitError for an area beyond the fill's bounds (see `countPanelPositions`).
 */
export function drawnArrayCount(
  array: ArrayForRows,
  site: EngineSite,
  maxPositions?: number,
  keepOut: readonly (readonly Point[])[] = [],
): PanelCount | null {
  const drawn = drawingOf(array);
  if (!drawn) return null;
  return countPanelPositions(cornersToPlan(planFrame(site), drawn.layout.areaLatLngs), {
    ...fillOptionsOf(drawn, keepOut),
    maxPositions,
  });
}

/**
 * The row geometry of a drawn array whose area holds `groupCount` groups, or null with fewer
 * than two (no row in front of another) or for an array that is not drawn.
 *
 * @remarks A group whose panels were all removed by hand still counts, a harmless overestimate
 * of the rows that only adds the shading of a middle row to the front one. The geometry itself
 * is `rowGeometryOfLayout`.
 */
export function rowsOfGroups(array: ArrayForRows, groupCount: number): RowGeometry | null {
  const drawn = drawingOf(array);
  if (!drawn || groupCount < 2) return null;
  return rowGeometryOfLayout(fillOptionsOf(drawn));
}

/**
 * The array's row geometry, or null when it has no row in front of another.
 *
 * @param site - The project's coordinates (WGS-84), the origin of the plan frame.
 * @example
 * // Two groups of method 4 (2.278 × 1.134 m panels, 30°, spacing 2.5 m):
 * drawnArrayRows(array, site); // { collectorWidthM: 4.576, pitchM: 6.46293… }
 */
export function drawnArrayRows(array: ArrayForRows, site: EngineSite): RowGeometry | null {
  return rowsOfGroups(array, drawnArrayCount(array, site)?.groupCount ?? 0);
}
