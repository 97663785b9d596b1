/**
 * Laying methods and the plan footprint of a panel [LAY-1].
 */
import type { Degrees } from '../pv/angles';
import { roundToStep } from './rounding';
import type { LayingMethod } from './types';

/** How the panels of a laying method sit on the rack. */
export interface LayingMethodShape {
  /** Rows of panels stacked up the slope in one group (one rack). */
  rowsPerGroup: number;
  /** Landscape: long side along the row. Portrait: long side up the slope. */
  orientation: 'landscape' | 'portrait';
}

/**
 * The six laying methods. Rows per group are 1, 1, 2, 2, 3, 4 [LAY-1]. "Vertical" methods (2
 * and 4) are portrait, the others landscape; the three- and four-row methods 5 and 6 are read as
 * landscape because their names lack "vertical" and 3- and 4-high landscape racks are the usual
 * ground-mount tables.
 */
export const LAYING_METHODS: Readonly<Record<LayingMethod, LayingMethodShape>> = {
  1: { rowsPerGroup: 1, orientation: 'landscape' },
  2: { rowsPerGroup: 1, orientation: 'portrait' },
  3: { rowsPerGroup: 2, orientation: 'landscape' },
  4: { rowsPerGroup: 2, orientation: 'portrait' },
  5: { rowsPerGroup: 3, orientation: 'landscape' },
  6: { rowsPerGroup: 4, orientation: 'landscape' },
};

/** Gap between neighbouring panels, along the row and between the rows of a group [LAY-1]. [m] */
export const PANEL_GAP_M = 0.02;

/** Smallest plan depth of a panel row: one rounding step, so a near-vertical panel still takes room. [m] */
export const MIN_PANEL_DEPTH_M = 0.1;

/** The panel and group sizes the fill and the row spacing use. */
export interface PanelFootprint {
  rowsPerGroup: number;
  orientation: 'landscape' | 'portrait';
  /** Panel size along the row (horizontal, not projected). [m] */
  alongRowM: number;
  /** Panel size up the slope (true size). [m] */
  upSlopeM: number;
  /** Plan depth of one panel: up-slope size × cos(tilt), rounded to 0.1 m (at least 0.1 m). [m] */
  depthM: number;
  /** Plan depth of a group: rows × depth + (rows − 1) × gap. [m] */
  groupDepthM: number;
  /** True height of a group along the slope: rows × up-slope size + (rows − 1) × gap. [m] */
  groupSlantHeightM: number;
  /**
   * Rows of one half of an east-west unit (`mountedLaying`): rows from this one up face the
   * opposite way. Absent: every row faces the array's azimuth.
   */
  rowsPerHalf?: number;
}

/** Panel size, laying method and tilt: what sets the footprint. */
export interface PanelPlacement {
  /** Panel length and width in either order; the longer side is the panel's long side. [m] */
  panelLengthM: number;
  panelWidthM: number;
  layingMethod: LayingMethod;
  /** Tilt from horizontal, 0-90. [°] */
  surfaceTilt: Degrees;
}

/**
 * The plan footprint of a panel and of its group for a laying method.
 *
 * @remarks
 * Only the side running up the slope is foreshortened in plan: depth = size × cos(tilt),
 * rounded to 1 decimal as [LAY-1] states, so the drawn depth may differ from the exact projection by up to
 * 5 cm. The side along the row is horizontal and kept exact, so panels in a row never overlap.
 *
 * @example
 * // JA Solar 2.278 × 1.134 m, double row (landscape), 30°: depth = round(1.134 × 0.866, 1) = 1.0 m
 * panelFootprint({ panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 3, surfaceTilt: 30 }).groupDepthM; // 2.02
 */
export function panelFootprint(placement: PanelPlacement): PanelFootprint {
  const shape = LAYING_METHODS[placement.layingMethod];
  const longSide = Math.max(placement.panelLengthM, placement.panelWidthM);
  const shortSide = Math.min(placement.panelLengthM, placement.panelWidthM);
  const alongRowM = shape.orientation === 'landscape' ? longSide : shortSide;
  const upSlopeM = shape.orientation === 'landscape' ? shortSide : longSide;
  const projected = upSlopeM * Math.cos((placement.surfaceTilt * Math.PI) / 180);
  const depthM = Math.max(roundToStep(projected, 0.1), MIN_PANEL_DEPTH_M);
  const gaps = (shape.rowsPerGroup - 1) * PANEL_GAP_M;
  return {
    rowsPerGroup: shape.rowsPerGroup,
    orientation: shape.orientation,
    alongRowM,
    upSlopeM,
    depthM,
    groupDepthM: shape.rowsPerGroup * depthM + gaps,
    groupSlantHeightM: shape.rowsPerGroup * upSlopeM + gaps,
  };
}
