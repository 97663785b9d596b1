/**
 * Filling a drawn roof area with panels (001 §2 "Roof-drawing", §9 "Laying methods"). The result
 * depends only on the polygon, the laying parameters and the removed indices, so a project
 * stores those and recomputes the panels (ARCHITECTURE.md, "Data").
 */
import type { Degrees } from '../pv/angles';
import { LAYING_METHODS, PANEL_GAP_M, type PanelFootprint, panelFootprint } from './laying-method';
import { openRing } from './polygon';
import { type FlatPolygon, freeIntervals } from './strip';
import { GEOMETRY_EPSILON_M, type LayingMethod, type Point } from './types';

/** The laying parameters of a drawn array. */
export interface PanelFillOptions {
  /** Panel length and width in either order (the longer is the long side). [m] */
  panelLengthM: number;
  panelWidthM: number;
  layingMethod: LayingMethod;
  /** Tilt from horizontal, 0-90. [°] */
  surfaceTilt: Degrees;
  /** Direction the panels face, clockwise from north (180 = south). [°] */
  surfaceAzimuth: Degrees;
  /** Clear distance between the back of one group and the front of the next. [m] */
  rowSpacingM: number;
  /** Stable indices of panels the user removed (double-click). */
  removedIndices?: readonly number[];
}

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
  /** Groups (racks) holding at least one position. */
  groupCount: number;
  footprint: PanelFootprint;
}

/** Laying parameters outside their ranges. */
export class LayoutInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutInputError';
  }
}

/**
 * Fills a polygon with panels, keeping only panels entirely inside it (touching the outline is
 * allowed).
 *
 * @remarks
 * The polygon is turned into a frame with v along the facing direction
 * (sin A, cos A) and u along the rows (cos A, −sin A), A the azimuth, so rows run across the
 * direction the panels face. Groups (racks of `rowsPerGroup` rows, see `LAYING_METHODS`) are laid
 * from the polygon's front-most point backwards, each `groupDepthM` deep and `rowSpacingM` apart.
 * In each group, columns of panels are packed from the left end of every free stretch of the
 * group's strip (`freeIntervals`), `alongRowM` wide with a 0.02 m gap; a column holds one panel
 * per row, so the rack stays whole.
 *
 * Indices are stable: group by group from the front, row by row from the front inside a group,
 * left to right (seen from behind the panels) inside a row.
 *
 * @param polygon - The drawn area, metres east/north in the local frame, any winding. Fewer than
 *   three points give an empty layout.
 * @throws LayoutInputError for a non-positive panel size, a tilt outside 0-90°, a negative row
 *   spacing or an unknown laying method.
 */
export function fillPolygonWithPanels(polygon: readonly Point[], options: PanelFillOptions): PanelLayout {
  validate(options);
  const footprint = panelFootprint(options);
  const ring = openRing(polygon);
  const azimuth = (options.surfaceAzimuth * Math.PI) / 180;
  const axes = {
    ux: Math.cos(azimuth),
    uy: -Math.sin(azimuth),
    fx: Math.sin(azimuth),
    fy: Math.cos(azimuth),
  };
  const groups = ring.length < 3 ? [] : placeGroups(toFrame(ring, axes), footprint, options.rowSpacingM);
  let positionCount = 0;
  for (const group of groups) positionCount += group.columns.length * footprint.rowsPerGroup;
  const { removed, ignored } = splitRemovals(options.removedIndices ?? [], positionCount);
  const { indices, corners } = emitPanels(groups, footprint, axes, removed, positionCount - removed.size);
  return {
    positionCount,
    panelCount: indices.length,
    removedCount: removed.size,
    ignoredRemovedIndices: ignored,
    indices,
    corners,
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
): { indices: Int32Array; corners: Float64Array } {
  const indices = new Int32Array(panelCount);
  const corners = new Float64Array(panelCount * 8);
  let position = 0;
  let kept = 0;
  for (const group of groups) {
    for (let row = 0; row < footprint.rowsPerGroup; row++) {
      const vFront = group.vFront - row * (footprint.depthM + PANEL_GAP_M);
      const vBack = vFront - footprint.depthM;
      for (const uLeft of group.columns) {
        if (!removed.has(position)) {
          indices[kept] = position;
          writeCorners(corners, kept * 8, uLeft, uLeft + footprint.alongRowM, vBack, vFront, axes);
          kept++;
        }
        position++;
      }
    }
  }
  return { indices, corners };
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

/** Unit vectors of the rotated frame in x/y: u along the rows, f (v) the facing direction. */
interface FrameAxes {
  ux: number;
  uy: number;
  fx: number;
  fy: number;
}

function toFrame(ring: readonly Point[], axes: FrameAxes): FlatPolygon {
  const u = new Float64Array(ring.length);
  const v = new Float64Array(ring.length);
  ring.forEach((point, i) => {
    u[i] = point.x * axes.ux + point.y * axes.uy;
    v[i] = point.x * axes.fx + point.y * axes.fy;
  });
  return { u, v };
}

/** A group (rack) that holds panels: its front edge and the left edges of its columns. */
interface PlacedGroup {
  vFront: number;
  columns: number[];
}

function placeGroups(polygon: FlatPolygon, footprint: PanelFootprint, rowSpacingM: number): PlacedGroup[] {
  let vMin = Number.POSITIVE_INFINITY;
  let vMax = Number.NEGATIVE_INFINITY;
  for (const v of polygon.v) {
    vMin = Math.min(vMin, v);
    vMax = Math.max(vMax, v);
  }
  if (!Number.isFinite(vMin) || !Number.isFinite(vMax)) return [];
  const pitch = footprint.groupDepthM + rowSpacingM;
  const columnPitch = footprint.alongRowM + PANEL_GAP_M;
  const groups: PlacedGroup[] = [];
  for (let g = 0; ; g++) {
    const vFront = vMax - g * pitch;
    const vBack = vFront - footprint.groupDepthM;
    if (vBack < vMin - GEOMETRY_EPSILON_M) break;
    const columns: number[] = [];
    for (const [start, end] of freeIntervals(polygon, vBack, vFront)) {
      const count = Math.floor((end - start + PANEL_GAP_M + GEOMETRY_EPSILON_M) / columnPitch);
      for (let c = 0; c < count; c++) columns.push(start + c * columnPitch);
    }
    if (columns.length > 0) groups.push({ vFront, columns });
  }
  return groups;
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

function validate(options: PanelFillOptions): void {
  if (!(options.panelLengthM > 0 && options.panelWidthM > 0)) {
    throw new LayoutInputError('Panel length and width must be above 0 m');
  }
  if (!(options.surfaceTilt >= 0 && options.surfaceTilt <= 90)) {
    throw new LayoutInputError(`Tilt ${options.surfaceTilt}° is outside 0-90°`);
  }
  if (!(options.rowSpacingM >= 0))
    throw new LayoutInputError(`Row spacing ${options.rowSpacingM} m is below 0`);
  if (!Number.isFinite(options.surfaceAzimuth)) throw new LayoutInputError('Azimuth must be a number');
  if (!(options.layingMethod in LAYING_METHODS)) {
    throw new LayoutInputError(`Laying method ${options.layingMethod} is not one of 1-6`);
  }
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
