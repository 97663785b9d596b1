/**
 * The plane an array's hourly loop (array-dc.ts) takes at each record: the array's one fixed
 * plane, or the plane a single-axis tracker turns to at that record [TRK-4], with the row shading
 * that goes with it [TRK-5].
 */
import type { PlaneGeometry, TranspositionBasis } from '../irradiance/transposition-basis';
import type { RowShading } from '../shading/row-shading';
import { emptyPlane, planeOfRecord, type TrackedPlanes, trackedPlanes } from '../tracking/tracked-plane';
import { trackerRowShading } from '../tracking/tracker-shading';
import type { PvArray } from './types';

/** The planes of an array's records and the row shading that applies to them. */
export interface RecordPlanes {
  /** The plane at kept record k of the basis (a fixed array's: always its one plane object). */
  planeAt(k: number): PlaneGeometry;
  /**
   * The sun's height across the rows at kept record k, what the rows' shaded fraction takes for
   * cos z (shadedFractionFromCosines): cos z itself for fixed rows on level ground [-].
   */
  rowSunHeight(k: number): number;
  /** Row-to-row shading constants; undefined without rows (or for a backtracking tracker). */
  rowShading: RowShading | undefined;
  /** A tracker's plane of every kept record (its rotation, tilt and azimuth); absent for a fixed array. */
  tracked?: TrackedPlanes;
}

/**
 * The planes of an array's records.
 * @param array the array (`tracker` set: single-axis tracked)
 * @param basis the site-year's transposition terms
 * @param fixed the array's fixed plane (surfaceTilt, surfaceAzimuth)
 * @param rows the fixed rows' shading constants, undefined without rows
 * @throws Error for a tracker with rows or surroundings (the tracker's GCR sets its rows; its
 * far-horizon and near shading are not modelled)
 */
export function recordPlanes(
  array: PvArray,
  basis: TranspositionBasis,
  fixed: PlaneGeometry,
  rows: RowShading | undefined,
): RecordPlanes {
  if (!array.tracker) return { planeAt: () => fixed, rowSunHeight: (k) => basis.sunUp[k]!, rowShading: rows };
  if (array.rows) throw new Error('a tracked array takes its rows from the tracker’s gcr, not `rows`');
  if (array.surroundings) throw new Error('the surroundings of a tracked array are not modelled');
  const tracked = trackedPlanes(basis, array.tracker);
  const plane = emptyPlane();
  return {
    planeAt: (k) => planeOfRecord(tracked, k, plane),
    rowSunHeight: (k) => tracked.rowSunHeight[k]!,
    rowShading: trackerRowShading(array.tracker),
    tracked,
  };
}
