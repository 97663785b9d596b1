/**
 * A uniform grid over the panels' plan positions, so that an obstacle's shadow in an hour visits
 * only the panels near the ground it sweeps, not all of them.
 */
import type { PanelSet } from './panels';

/** Panels binned by the cell holding their centre. */
export interface PanelGrid {
  /** South-west corner of the grid [m]. */
  originX: number;
  originY: number;
  /** Side of a cell [m]. */
  cellM: number;
  columns: number;
  rows: number;
  /** Panels of cell (column + row·columns): cellPanels[cellStart[c] … cellStart[c + 1]). */
  cellStart: Int32Array;
  cellPanels: Int32Array;
  /** Largest plan radius of a panel: a query region grows by it, since panels sit by their centre [m]. */
  maxPlanRadius: number;
  /** Lowest point of any panel [m]. */
  lowestZ: number;
}

/** About this many panels a cell. */
const PANELS_PER_CELL = 4;

/** Bins the panels. */
export function panelGrid(set: PanelSet): PanelGrid {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  let maxPlanRadius = 0;
  let lowestZ = Infinity;
  for (let i = 0; i < set.count; i++) {
    minX = Math.min(minX, set.planX[i]!);
    maxX = Math.max(maxX, set.planX[i]!);
    minY = Math.min(minY, set.planY[i]!);
    maxY = Math.max(maxY, set.planY[i]!);
    maxPlanRadius = Math.max(maxPlanRadius, set.planRadius[i]!);
    lowestZ = Math.min(lowestZ, set.zMin[i]!);
  }
  if (set.count === 0) [minX, minY, maxX, maxY, lowestZ] = [0, 0, 0, 0, 0];
  const area = Math.max((maxX - minX) * (maxY - minY), 1);
  const cellM = Math.max(
    Math.sqrt((area * PANELS_PER_CELL) / Math.max(set.count, 1)),
    2 * maxPlanRadius,
    0.5,
  );
  const columns = Math.floor((maxX - minX) / cellM) + 1;
  const rows = Math.floor((maxY - minY) / cellM) + 1;
  const cellOf = (i: number) =>
    Math.floor((set.planX[i]! - minX) / cellM) + Math.floor((set.planY[i]! - minY) / cellM) * columns;
  const cellStart = new Int32Array(columns * rows + 1);
  for (let i = 0; i < set.count; i++) cellStart[cellOf(i) + 1]!++;
  for (let c = 0; c < columns * rows; c++) cellStart[c + 1]! += cellStart[c]!;
  const filled = cellStart.slice(0, columns * rows);
  const cellPanels = new Int32Array(set.count);
  for (let i = 0; i < set.count; i++) cellPanels[filled[cellOf(i)]!++] = i;
  return {
    originX: minX,
    originY: minY,
    cellM,
    columns,
    rows,
    cellStart,
    cellPanels,
    maxPlanRadius,
    lowestZ,
  };
}

/**
 * The panels of the cells within `margin` of a convex polygon (a conservative superset: each
 * row of cells takes the polygon's x-extent over the row's band widened by the margin).
 * @param grid the grid
 * @param polygon the polygon's corners in order, interleaved x, y [m]
 * @param count its corner count
 * @param margin how far beyond the polygon to look [m]
 * @param out receives panel indices (room for every panel)
 * @returns how many were written
 */
export function panelsNearPolygon(
  grid: PanelGrid,
  polygon: Float64Array,
  count: number,
  margin: number,
  out: Int32Array,
): number {
  const { originX, originY, cellM, columns, rows } = grid;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < count; i++) {
    low = Math.min(low, polygon[2 * i + 1]!);
    high = Math.max(high, polygon[2 * i + 1]!);
  }
  const firstRow = Math.max(0, Math.floor((low - margin - originY) / cellM));
  const lastRow = Math.min(rows - 1, Math.floor((high + margin - originY) / cellM));
  let written = 0;
  for (let row = firstRow; row <= lastRow; row++) {
    const y0 = originY + row * cellM - margin;
    const y1 = y0 + cellM + 2 * margin;
    let left = Infinity;
    let right = -Infinity;
    for (let i = 0; i < count; i++) {
      const ax = polygon[2 * i]!;
      const ay = polygon[2 * i + 1]!;
      const j = i + 1 === count ? 0 : i + 1;
      const bx = polygon[2 * j]!;
      const by = polygon[2 * j + 1]!;
      const bottom = ay < by ? ay : by;
      const top = ay < by ? by : ay;
      if (top < y0 || bottom > y1) continue;
      if (by === ay) {
        left = Math.min(left, ax, bx);
        right = Math.max(right, ax, bx);
        continue;
      }
      // The part of the edge inside the band: its x where it enters and leaves the band.
      const slope = (bx - ax) / (by - ay);
      const enter = ax + (Math.max(bottom, y0) - ay) * slope;
      const leave = ax + (Math.min(top, y1) - ay) * slope;
      left = Math.min(left, enter, leave);
      right = Math.max(right, enter, leave);
    }
    if (left > right) continue;
    const firstColumn = Math.max(0, Math.floor((left - margin - originX) / cellM));
    const lastColumn = Math.min(columns - 1, Math.floor((right + margin - originX) / cellM));
    for (let column = firstColumn; column <= lastColumn; column++) {
      const cell = column + row * columns;
      for (let p = grid.cellStart[cell]!; p < grid.cellStart[cell + 1]!; p++)
        out[written++] = grid.cellPanels[p]!;
    }
  }
  return written;
}
