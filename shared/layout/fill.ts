/**
 * Filling a drawn roof area with panels [WIZ-5] [LAY-1]. The result depends only on the polygon,
 * the laying parameters and the removed indices, so a project stores those and recomputes the
 * panels, which keeps a large project far below DynamoDB's 400 KB item limit.
 */
import {
  type FrameAxes,
  layGroups,
  type PanelFillOptions,
  type PlacedGroup,
  positionsOf,
} from './fill-groups';
import { PANEL_GAP_M, type PanelFootprint } from './laying-method';
import type { Point } from './types';

export {
  LayoutInputError,
  type LayoutLimit,
  LayoutLimitError,
  type PanelFillOptions,
} from './fill-groups';

/** The panels of a drawn array. */
export interface PanelLayout {
  /** Panel positions that fit, before removal; indices run 0 … positionCount − 1. */
  positionCount: number;
  /** Panels kept (positionCount − removedCount): the array's panel count. */
  panelCount: number;
  /** Removed indices that named a position. */
  removedCount: number;
  /** Removed indices that named no position (stale after an edit), ignored. */
  ignoredRemovedIndices: number[];
  /** Stable index of each kept panel, ascending. */
  indices: Int32Array;
  /**
   * Corners of each kept panel, 8 numbers per panel (x, y of four corners, counter-clockwise:
   * back-left, back-right, front-right, front-left as seen from behind the panel). [m]
   */
  corners: Float64Array;
  /** Row of each kept panel inside its group, 0 the front (lowest) row. */
  rowInGroup: Uint8Array;
  /** Groups (racks) holding at least one position. */
  groupCount: number;
  footprint: PanelFootprint;
}

/** How many panels a drawn area holds, without their corners. */
export interface PanelCount {
  /** Panel positions that fit, before removal. */
  positionCount: number;
  /** Groups (racks) holding at least one position. */
  groupCount: number;
}

/**
 * The positions and groups `fillPolygonWithPanels` would lay, counted without building the
 * panels: what the server needs of a drawn area (its size and its rows), at a fraction of the
 * memory. Same bounds and errors as the fill.
 */
export function countPanelPositions(polygon: readonly Point[], options: PanelFillOptions): PanelCount {
  const { groups, footprint } = layGroups(polygon, options);
  return { positionCount: positionsOf(groups, footprint), groupCount: groups.length };
}

/**
 * Fills a polygon with panels, keeping only panels entirely inside it (touching the outline is
 * allowed).
 *
 * @remarks
 * The polygon is turned into a frame with v along the facing direction
 * (sin A, cos A) and u along the rows (cos A, −sin A), A the azimuth, so rows run across the
 * direction the panels face (a tracker: A = axis azimuth − 90°, so rows run along the axis). Groups (racks of `rowsPerGroup` rows, see `LAYING_METHODS`) are laid
 * from the polygon's front-most point backwards, each `groupDepthM` deep and `rowSpacingM` apart.
 * In each group, columns of panels are packed from the left end of every free stretch of the
 * group's strip (`freeIntervals`), `alongRowM` wide with a 0.02 m gap; a column holds one panel
 * per row, so the rack stays whole.
 *
 * A mounted array (`options.mounting`, `mountedLaying`) is laid the same way with its own frame,
 * group and spacing: an east-west rack's groups are its units (2r rows, the back half's rows
 * `faceOfRow` 'back'), a tracker's are its rows along the axis at the pitch of its GCR.
 *
 * Indices are stable: group by group from the front, row by row from the front inside a group,
 * left to right (seen from behind the panels) inside a row.
 *
 * @param polygon - The drawn area, metres east/north in the local frame, any winding. Fewer than
 *   three points give an empty layout.
 * @throws LayoutInputError for a non-positive panel size, a tilt outside 0-90°, a negative row
 *   spacing or an unknown laying method.
 * @throws LayoutLimitError for an area more than `PROJECT_LIMITS.drawnAreaSpanM` across, or
 *   holding more than `maxPositions` positions: positions are counted as the groups are laid and
 *   the fill stops at the first group past the bound, so a huge area costs no more than a legal one.
 */
export function fillPolygonWithPanels(polygon: readonly Point[], options: PanelFillOptions): PanelLayout {
  const { groups, footprint, axes } = layGroups(polygon, options);
  const positionCount = positionsOf(groups, footprint);
  const { removed, ignored } = splitRemovals(options.removedIndices ?? [], positionCount);
  const { indices, corners, rowInGroup } = emitPanels(
    groups,
    footprint,
    axes,
    removed,
    positionCount - removed.size,
  );
  return {
    positionCount,
    panelCount: indices.length,
    removedCount: removed.size,
    ignoredRemovedIndices: ignored,
    indices,
    corners,
    rowInGroup,
    groupCount: groups.length,
    footprint,
  };
}

/** Numbers every position in the stable order and writes the corners of those not removed. */
function emitPanels(
  groups: readonly PlacedGroup[],
  footprint: PanelFootprint,
  axes: FrameAxes,
  removed: ReadonlySet<number>,
  panelCount: number,
): { indices: Int32Array; corners: Float64Array; rowInGroup: Uint8Array } {
  const indices = new Int32Array(panelCount);
  const corners = new Float64Array(panelCount * 8);
  const rowInGroup = new Uint8Array(panelCount);
  let position = 0;
  let kept = 0;
  for (const group of groups) {
    for (let row = 0; row < footprint.rowsPerGroup; row++) {
      const vFront = group.vFront - row * (footprint.depthM + PANEL_GAP_M);
      const vBack = vFront - footprint.depthM;
      for (const uLeft of group.columns) {
        if (!removed.has(position)) {
          indices[kept] = position;
          rowInGroup[kept] = row;
          writeCorners(corners, kept * 8, uLeft, uLeft + footprint.alongRowM, vBack, vFront, axes);
          kept++;
        }
        position++;
      }
    }
  }
  return { indices, corners, rowInGroup };
}

/** Removed indices that name a position, and those that do not (stale ones are ignored). */
function splitRemovals(
  removedIndices: readonly number[],
  positionCount: number,
): { removed: Set<number>; ignored: number[] } {
  const removed = new Set<number>();
  const ignored: number[] = [];
  for (const index of removedIndices) {
    if (Number.isInteger(index) && index >= 0 && index < positionCount) removed.add(index);
    else ignored.push(index);
  }
  return { removed, ignored };
}

function writeCorners(
  out: Float64Array,
  offset: number,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  axes: FrameAxes,
): void {
  // (u0,v0) back-left, (u1,v0) back-right, (u1,v1) front-right, (u0,v1) front-left: counter-clockwise
  // in u/v, and the frame is a rotation (determinant +1), so also in x/y.
  out[offset] = u0 * axes.ux + v0 * axes.fx;
  out[offset + 1] = u0 * axes.uy + v0 * axes.fy;
  out[offset + 2] = u1 * axes.ux + v0 * axes.fx;
  out[offset + 3] = u1 * axes.uy + v0 * axes.fy;
  out[offset + 4] = u1 * axes.ux + v1 * axes.fx;
  out[offset + 5] = u1 * axes.uy + v1 * axes.fy;
  out[offset + 6] = u0 * axes.ux + v1 * axes.fx;
  out[offset + 7] = u0 * axes.uy + v1 * axes.fy;
}

/** The four corners of the k-th kept panel of a layout, counter-clockwise. [m] */
export function panelCorners(layout: PanelLayout, k: number): [Point, Point, Point, Point] {
  const c = layout.corners;
  const o = k * 8;
  return [
    { x: c[o]!, y: c[o + 1]! },
    { x: c[o + 2]!, y: c[o + 3]! },
    { x: c[o + 4]!, y: c[o + 5]! },
    { x: c[o + 6]!, y: c[o + 7]! },
  ];
}
