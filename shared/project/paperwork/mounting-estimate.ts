/**
 * The mounting material of a PV array as a first estimate for the bill of materials: rails and
 * clamps counted per panel from its laying method, for an installer to refine with the mounting
 * maker's planner. Written as a rule, not taken from a catalogue:
 *
 * - Rails run along the panel rows, two under every row of panels, each panel held on both at
 *   its clamping zones (the usual two-rail mounting of framed modules). Every panel takes its
 *   size along the row, plus the gap to its neighbour, of each rail:
 *   rail length = 2 × panels × (size along the row + {@link PANEL_GAP_M}). The size along the row
 *   is the panel's long side when it lies landscape and its short side when portrait
 *   (`LAYING_METHODS`); the rows of a rack (double, triple rows) each have their own two rails,
 *   so the rows per rack do not change the length per panel.
 * - Clamps hold every panel at four points, two on each rail. Between two neighbours on a rail
 *   one mid clamp holds both panels' edges; at the two ends of a run of rail an end clamp holds
 *   one. A run of k panels takes 2 × (k − 1) mid clamps and 4 end clamps.
 * - Rails are not laid endlessly: a run is assumed to hold at most {@link PANELS_PER_RAIL_RUN}
 *   panels (a run of about 10 to 23 m, where aluminium rails are usually broken for thermal
 *   expansion; the estimate's own assumption). An array of n panels then has ⌈n / 10⌉ runs:
 *   end clamps = 4 × runs, mid clamps = 2 × (n − runs).
 * - A manual array has no laying method: its panels are counted as portrait rows, the most
 *   common on roofs.
 */
import { LAYING_METHODS, PANEL_GAP_M } from '../../layout/laying-method';
import type { LayingMethod } from '../../layout/types';

/** Most panels on one run of rail between its end clamps (see the module comment). */
export const PANELS_PER_RAIL_RUN = 10;

/** Rails under every panel row. */
const RAILS_PER_ROW = 2;

export interface MountingEstimate {
  /** Rail length. [m] */
  railM: number;
  midClamps: number;
  endClamps: number;
}

/** An array as the estimate reads it: its panels, their size and the laying method, if drawn. */
export interface MountedArray {
  panels: number;
  /** Panel length and width in either order. [m] */
  panelLengthM: number;
  panelWidthM: number;
  /** The drawn array's laying method; null for a manual array (portrait assumed). */
  layingMethod: LayingMethod | null;
}

/** The panel's size along the row for a laying method (portrait for none). [m] */
function alongRowM(array: MountedArray): number {
  const orientation = array.layingMethod ? LAYING_METHODS[array.layingMethod].orientation : 'portrait';
  const long = Math.max(array.panelLengthM, array.panelWidthM);
  const short = Math.min(array.panelLengthM, array.panelWidthM);
  return orientation === 'landscape' ? long : short;
}

/**
 * Rails and clamps of one array (see the module comment for the rule).
 *
 * @example
 * // 12 portrait panels of 2.278 × 1.134 m: 2 × 12 × 1.154 = 27.696 m of rail, 2 runs,
 * // 8 end clamps, 20 mid clamps.
 * mountingEstimate({ panels: 12, panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 2 });
 */
export function mountingEstimate(array: MountedArray): MountingEstimate {
  if (array.panels <= 0) return { railM: 0, midClamps: 0, endClamps: 0 };
  const runs = Math.ceil(array.panels / PANELS_PER_RAIL_RUN);
  return {
    railM: RAILS_PER_ROW * array.panels * (alongRowM(array) + PANEL_GAP_M),
    midClamps: 2 * (array.panels - runs),
    endClamps: 4 * runs,
  };
}
