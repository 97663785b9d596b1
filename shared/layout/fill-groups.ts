/**
 * The groups (racks) of a drawn area, laid within the fill's bounds: the area is turned into the
 * rows' frame and the groups are laid from the front backwards, counting positions as they go.
 * `fill.ts` numbers and places the panels of these groups.
 */
import { PROJECT_LIMITS } from '../constants/limits';
import type { Degrees } from '../pv/angles';
import { LAYING_METHODS, PANEL_GAP_M, type PanelFootprint } from './laying-method';
import { type FillMounting, mountedLaying } from './mounted-layout';
import { openRing, polygonSpan } from './polygon';
import { type FlatPolygon, freeIntervals, type KeepClear } from './strip';
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
  /** Clear distance between the back of one group and the front of the next (a fixed array's). [m] */
  rowSpacingM: number;
  /** East-west units or tracker rows in place of fixed groups (`mountedLaying`); absent: fixed. */
  mounting?: FillMounting;
  /** Stable indices of panels the user removed (double-click). */
  removedIndices?: readonly number[];
  /** Most panel positions the area may hold (the project's remaining share); the array's cap by default. */
  maxPositions?: number;
  /** Outlines inside the area that hold no panel (the obstacles' footprints), in the same frame. [m] */
  keepOut?: readonly (readonly Point[])[];
  /** Clear distance from the area's edges and the keep-out outlines; default 0. [m] */
  setbackM?: number;
}

/** Laying parameters outside their ranges. */
export class LayoutInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutInputError';
  }
}

/** Which bound a drawn area broke: its size across, or the panel positions it holds. */
export type LayoutLimit = 'span' | 'positions';

/**
 * An area beyond the fill's bounds: wider than `PROJECT_LIMITS.drawnAreaSpanM`, or holding more
 * positions than allowed. Thrown before anything of that size is built.
 */
export class LayoutLimitError extends RangeError {
  constructor(
    readonly limit: LayoutLimit,
    /** The bound broken: metres across, or positions. */
    readonly max: number,
  ) {
    super(
      limit === 'span' ? `The area is more than ${max} m across` : `The area holds more than ${max} panels`,
    );
    this.name = 'LayoutLimitError';
  }
}

/** The groups of an area within the bounds (see `fillPolygonWithPanels`), in the rotated frame. */
export function layGroups(polygon: readonly Point[], options: PanelFillOptions) {
  validate(options);
  const { footprint, frameAzimuth, groupSpacingM } = mountedLaying(options);
  const ring = openRing(polygon);
  if (polygonSpan(ring) > PROJECT_LIMITS.drawnAreaSpanM) {
    throw new LayoutLimitError('span', PROJECT_LIMITS.drawnAreaSpanM);
  }
  const azimuth = (frameAzimuth * Math.PI) / 180;
  const axes = {
    ux: Math.cos(azimuth),
    uy: -Math.sin(azimuth),
    fx: Math.sin(azimuth),
    fy: Math.cos(azimuth),
  };
  const maxPositions = options.maxPositions ?? PROJECT_LIMITS.panelsPerArray;
  const clear: KeepClear = {
    holes: (options.keepOut ?? []).filter((hole) => hole.length >= 3).map((hole) => toFrame(hole, axes)),
    setbackM: options.setbackM ?? 0,
  };
  const groups =
    ring.length < 3 ? [] : placeGroups(toFrame(ring, axes), footprint, groupSpacingM, maxPositions, clear);
  return { groups, footprint, axes };
}

export function positionsOf(groups: readonly PlacedGroup[], footprint: PanelFootprint): number {
  let count = 0;
  for (const group of groups) count += group.columns.length * footprint.rowsPerGroup;
  return count;
}

/** Unit vectors of the rotated frame in x/y: u along the rows, f (v) the facing direction. */
export interface FrameAxes {
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
export interface PlacedGroup {
  vFront: number;
  columns: number[];
}

/** The groups from the front backwards; past `maxPositions` positions, LayoutLimitError. */
function placeGroups(
  polygon: FlatPolygon,
  footprint: PanelFootprint,
  rowSpacingM: number,
  maxPositions: number,
  clear: KeepClear,
): PlacedGroup[] {
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
  let positions = 0;
  // With a setback the first group starts that far behind the front-most point.
  const setback = clear.setbackM ?? 0;
  for (let g = 0; ; g++) {
    const vFront = vMax - setback - g * pitch;
    const vBack = vFront - footprint.groupDepthM;
    if (vBack < vMin + setback - GEOMETRY_EPSILON_M) break;
    const columns: number[] = [];
    for (const [start, end] of freeIntervals(polygon, vBack, vFront, clear)) {
      const count = Math.floor((end - start + PANEL_GAP_M + GEOMETRY_EPSILON_M) / columnPitch);
      // Counted before a column is made: a stretch kilometres wide costs one division.
      positions += count * footprint.rowsPerGroup;
      if (positions > maxPositions) throw new LayoutLimitError('positions', maxPositions);
      for (let c = 0; c < count; c++) columns.push(start + c * columnPitch);
    }
    if (columns.length > 0) groups.push({ vFront, columns });
  }
  return groups;
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
  if (!((options.setbackM ?? 0) >= 0)) throw new LayoutInputError(`Setback ${options.setbackM} m is below 0`);
  if (!(options.layingMethod in LAYING_METHODS)) {
    throw new LayoutInputError(`Laying method ${options.layingMethod} is not one of 1-6`);
  }
  validateMounting(options.mounting);
}

function validateMounting(mounting: FillMounting | undefined): void {
  if (mounting?.kind === 'east-west' && !(mounting.gapM >= 0)) {
    throw new LayoutInputError(`East-west gap ${mounting.gapM} m is below 0`);
  }
  if (mounting?.kind !== 'single-axis') return;
  if (!(mounting.gcr > 0 && mounting.gcr <= 1)) {
    throw new LayoutInputError(`Ground coverage ratio ${mounting.gcr} is outside (0, 1]`);
  }
  if (!Number.isFinite(mounting.axisAzimuth)) throw new LayoutInputError('Axis azimuth must be a number');
  if (!(mounting.axisTilt >= 0 && mounting.axisTilt < 90)) {
    throw new LayoutInputError(`Axis tilt ${mounting.axisTilt}° is outside 0-90°`);
  }
}
