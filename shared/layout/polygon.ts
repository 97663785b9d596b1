/**
 * Polygon helpers in the local metric frame: area, bounds, point location. Polygons are rings
 * of points in either winding, without a repeated closing point (one is ignored if present).
 */
import { type BoundingBox, GEOMETRY_EPSILON_M, type Point } from './types';

/**
 * Signed area by the shoelace formula: positive counter-clockwise, negative clockwise. [m²]
 *
 * @remarks A = ½ Σ (x_i y_{i+1} − x_{i+1} y_i).
 */
export function signedArea(polygon: readonly Point[]): number {
  let twiceArea = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    twiceArea += polygon[j]!.x * polygon[i]!.y - polygon[i]!.x * polygon[j]!.y;
  }
  return twiceArea / 2;
}

/**
 * Area of a simple polygon of either winding. [m²]
 *
 * @example
 * polygonArea([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 5 }, { x: 0, y: 5 }]); // 50
 */
export function polygonArea(polygon: readonly Point[]): number {
  return Math.abs(signedArea(polygon));
}

/** Axis-aligned bounds of a polygon (of any set of points). [m] */
export function boundingBox(points: readonly Point[]): BoundingBox {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Largest distance between two of the points: how far across a polygon is. [m]
 *
 * @remarks Every pair is looked at (n² / 2 distances), quick for the editor's 100 corners.
 *
 * @example
 * polygonSpan([{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 30, y: 40 }]); // 50
 */
export function polygonSpan(points: readonly Point[]): number {
  let longestSquared = 0;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const dx = points[i]!.x - points[j]!.x;
      const dy = points[i]!.y - points[j]!.y;
      longestSquared = Math.max(longestSquared, dx * dx + dy * dy);
    }
  }
  return Math.sqrt(longestSquared);
}

/** Where a point lies relative to a polygon. */
export type PointLocation = 'inside' | 'outside' | 'boundary';

/**
 * Locates a point: on the boundary (within `GEOMETRY_EPSILON_M`), strictly inside, or outside.
 *
 * @remarks
 * Boundary first (distance to each edge), then the even-odd crossing rule with half-open edges,
 * so a ray through a vertex is counted once (W. R. Franklin, "PNPOLY – Point Inclusion in
 * Polygon Test", 1970–2006, https://wrfranklin.org/Research/Short_Notes/pnpoly.html).
 */
export function locatePoint(point: Point, polygon: readonly Point[]): PointLocation {
  const n = polygon.length;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    if (distanceToSegment(point.x, point.y, a.x, a.y, b.x, b.y) <= GEOMETRY_EPSILON_M) return 'boundary';
    if (a.y > point.y !== b.y > point.y) {
      const xCross = a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (point.x < xCross) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/**
 * True when a point is inside a polygon or on its boundary.
 *
 * @example
 * pointInPolygon({ x: 1, y: 1 }, [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 2 }]); // true (on the edge)
 */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  return locatePoint(point, polygon) !== 'outside';
}

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). [m] */
export function distanceToSegment(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
  t = Math.min(Math.max(t, 0), 1);
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * A point strictly inside a polygon, or null for a polygon with no interior (fewer than three
 * points, or all on a line).
 *
 * @remarks
 * A horizontal line halfway between the two lowest distinct vertex heights meets no vertex; the
 * middle of its first inside interval (even-odd) is strictly inside.
 */
export function interiorPoint(polygon: readonly Point[]): Point | null {
  const heights = [...new Set(polygon.map((p) => p.y))].sort((a, b) => a - b);
  if (polygon.length < 3 || heights.length < 2) return null;
  const y = (heights[0]! + heights[1]!) / 2;
  const crossings: number[] = [];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    if (a.y > y !== b.y > y) crossings.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
  }
  crossings.sort((a, b) => a - b);
  if (crossings.length < 2 || crossings[1]! - crossings[0]! <= GEOMETRY_EPSILON_M) return null;
  return { x: (crossings[0]! + crossings[1]!) / 2, y };
}

/** The polygon without a repeated closing point, if the caller passed one. */
export function openRing(polygon: readonly Point[]): readonly Point[] {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  if (polygon.length > 1 && first && last && first.x === last.x && first.y === last.y) {
    return polygon.slice(0, -1);
  }
  return polygon;
}
