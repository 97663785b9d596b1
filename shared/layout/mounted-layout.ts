/**
 * How an array's mounting changes the fill of its drawn area [MNT-1] [MNT-2] (docs/mounting.md,
 * "On the drawing"): the rows' direction, the footprint of one group and the clear distance
 * between groups. A fixed array keeps the fill of before the mountings; an east-west rack lays
 * units of two back-to-back halves; a single-axis tracker lays its rows along the axis, flat (the
 * tracker's stow), at the pitch its ground coverage ratio gives.
 */
import type { Degrees } from '../pv/angles';
import { PANEL_GAP_M, type PanelFootprint, type PanelPlacement, panelFootprint } from './laying-method';

/** What of an array's mounting its layout depends on (a subset of the project's `ArrayMounting`). */
export type FillMounting =
  | { kind: 'fixed' }
  | {
      kind: 'east-west';
      /** Clear gap between the low edges of neighbouring units. [m] */
      gapM: number;
    }
  | {
      kind: 'single-axis';
      /** Azimuth of the axis clockwise from north, 180 = north-south. [°] */
      axisAzimuth: Degrees;
      /** Slope of the axis. [°] */
      axisTilt: Degrees;
      /** Collector width over axis spacing. [-] */
      gcr: number;
    };

/** The laying inputs the mounting reshapes. */
export interface MountedPlacement extends PanelPlacement {
  /** Direction the panels face, clockwise from north. [°] */
  surfaceAzimuth: Degrees;
  /** Clear distance between groups a fixed array asks for. [m] */
  rowSpacingM: number;
  /** Absent: fixed. */
  mounting?: FillMounting;
}

/** What the fill lays with. */
export interface MountedLaying {
  /** One group's panel sizes and rows; for an east-west unit, both halves. */
  footprint: PanelFootprint;
  /**
   * Azimuth of the fill frame's v axis: the rows run across it, the groups are laid toward it
   * (the facing direction of a fixed array or of an east-west unit's front half). [°]
   */
  frameAzimuth: Degrees;
  /** Clear distance between the back of one group and the front of the next. [m] */
  groupSpacingM: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The footprint, frame and spacing the fill lays a mounted array with.
 *
 * @remarks
 * - fixed: the laying method's footprint at the array's tilt, facing its azimuth, its row spacing.
 * - east-west: a unit is two groups of the laying method back to back, the front half facing the
 *   azimuth (its low edge in front), the back half the opposite way, 0.02 m apart at the ridge
 *   like the rows of a group; so a unit holds 2r rows (r the method's) and is
 *   2r × depth + (2r − 1) × 0.02 m deep, its ridge runs along the rows (across the azimuth), and
 *   neighbouring units are `gapM` apart at their low edges.
 * - single-axis: the rows run along the axis, so the frame faces `axisAzimuth` − 90°; the panels
 *   are flat (true size across the row, no rounding of a projection) and, on a sloping axis,
 *   foreshortened along it by cos(axis tilt). A row of the laying method's r rows of panels is one
 *   collector of width W = r × across + (r − 1) × 0.02 m, the pitch is W / GCR, so the clear
 *   distance is W / GCR − W (≥ 0 since GCR ≤ 1). The array's tilt, azimuth and row spacing are
 *   not used.
 *
 * @example
 * // A 1P tracker (method 2) of 2.278 × 1.134 m panels, level north-south axis, GCR 0.35:
 * // rows run north-south, W = 2.278 m, pitch = 2.278 / 0.35 = 6.50857 m, clear 4.23057 m.
 * mountedLaying({ panelLengthM: 2.278, panelWidthM: 1.134, layingMethod: 2, surfaceTilt: 30,
 *   surfaceAzimuth: 180, rowSpacingM: 2.5,
 *   mounting: { kind: 'single-axis', axisAzimuth: 180, axisTilt: 0, gcr: 0.35 } });
 * // { frameAzimuth: 90, groupSpacingM: 4.23057…, footprint: { depthM: 2.278, alongRowM: 1.134, … } }
 */
export function mountedLaying(placement: MountedPlacement): MountedLaying {
  const mounting = placement.mounting ?? { kind: 'fixed' };
  if (mounting.kind === 'single-axis') return trackerLaying(placement, mounting);
  const half = panelFootprint(placement);
  if (mounting.kind === 'fixed') {
    return { footprint: half, frameAzimuth: placement.surfaceAzimuth, groupSpacingM: placement.rowSpacingM };
  }
  const rows = 2 * half.rowsPerGroup;
  return {
    footprint: {
      ...half,
      rowsPerGroup: rows,
      rowsPerHalf: half.rowsPerGroup,
      groupDepthM: 2 * half.groupDepthM + PANEL_GAP_M,
      groupSlantHeightM: 2 * half.groupSlantHeightM + PANEL_GAP_M,
    },
    frameAzimuth: placement.surfaceAzimuth,
    groupSpacingM: mounting.gapM,
  };
}

function trackerLaying(
  placement: MountedPlacement,
  mounting: Extract<FillMounting, { kind: 'single-axis' }>,
): MountedLaying {
  const flat = panelFootprint({ ...placement, surfaceTilt: 0 });
  const widthM = flat.groupSlantHeightM;
  return {
    footprint: {
      ...flat,
      alongRowM: flat.alongRowM * Math.cos(radians(mounting.axisTilt)),
      depthM: flat.upSlopeM,
      groupDepthM: widthM,
    },
    frameAzimuth: mounting.axisAzimuth - 90,
    groupSpacingM: Math.max(widthM / mounting.gcr - widthM, 0),
  };
}

/**
 * Which way the panel of row `rowInGroup` of its group faces: `front` the array's azimuth, `back`
 * the opposite one (the back half of an east-west unit, rows `rowsPerHalf` and up).
 */
export function faceOfRow(
  footprint: Pick<PanelFootprint, 'rowsPerHalf'>,
  rowInGroup: number,
): 'front' | 'back' {
  return footprint.rowsPerHalf !== undefined && rowInGroup >= footprint.rowsPerHalf ? 'back' : 'front';
}
