/**
 * Shapes of the roof layout: points in the local metric frame and on the map.
 */

/** A point in the project's local frame: metres east (x) and north (y) of the origin. [m] */
export interface Point {
  x: number;
  y: number;
}

/** A point on the map (WGS84), as map libraries and the stored `areaLatLngs` hold it. [°] */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Axis-aligned bounds of a set of points. [m] */
export interface BoundingBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Laying method of a drawn array [LAY-1]: 1 single row, 2 single vertical row,
 * 3 double row, 4 double vertical row, 5 three row, 6 four row.
 */
export type LayingMethod = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Tolerance of the geometry, far below any drawing precision: a panel may touch the outline
 * within it, and boundaries closer than it count as touching. [m]
 */
export const GEOMETRY_EPSILON_M = 1e-7;
