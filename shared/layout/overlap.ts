/**
 * Overlap of two drawn areas, for the rule 'This area has already been used, please repaint'
 * (areas may not overlap [WIZ-5]).
 */
import { boundingBox, interiorPoint, locatePoint } from './polygon';
import { GEOMETRY_EPSILON_M, type Point } from './types';

/**
 * True when two simple polygons share interior area: crossing outlines, one inside the other,
 * or the same area. Outlines that only touch (a shared edge, a shared vertex, an edge lying on
 * another) do not overlap, so arrays may be drawn side by side.
 *
 * @remarks
 * Each edge of A is cut at every point where B's outline meets it; if the middle of any piece is
 * strictly inside B, the interiors overlap (a boundary point inside the open set B has interior
 * points of A next to it), and the same the other way round. This also catches proper crossings,
 * because one side of a crossing runs inside the other polygon. If no piece of either outline
 * is inside the other, the interiors are disjoint or the two areas are identical; an interior
 * point of A strictly inside B tells which.
 *
 * @example
 * const a = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }];
 * const b = [{ x: 4, y: 0 }, { x: 8, y: 0 }, { x: 8, y: 4 }, { x: 4, y: 4 }];
 * polygonsOverlap(a, b); // false: they share the edge x = 4
 */
export function polygonsOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  if (a.length < 3 || b.length < 3 || !boxesOverlap(a, b)) return false;
  if (outlineEntersInterior(a, b) || outlineEntersInterior(b, a)) return true;
  const probe = interiorPoint(a);
  return probe !== null && locatePoint(probe, b) === 'inside';
}

function boxesOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  const boxA = boundingBox(a);
  const boxB = boundingBox(b);
  return (
    boxA.minX < boxB.maxX - GEOMETRY_EPSILON_M &&
    boxB.minX < boxA.maxX - GEOMETRY_EPSILON_M &&
    boxA.minY < boxB.maxY - GEOMETRY_EPSILON_M &&
    boxB.minY < boxA.maxY - GEOMETRY_EPSILON_M
  );
}

/** True when some piece of `outline`'s edges, cut where `other`'s outline meets it, is inside `other`. */
function outlineEntersInterior(outline: readonly Point[], other: readonly Point[]): boolean {
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const start = outline[j]!;
    const end = outline[i]!;
    const cuts = cutParameters(start, end, other);
    for (let k = 1; k < cuts.length; k++) {
      const t = (cuts[k - 1]! + cuts[k]!) / 2;
      const middle = { x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y) };
      if (locatePoint(middle, other) === 'inside') return true;
    }
  }
  return false;
}

/**
 * Sorted parameters t ∈ [0, 1] along p→q where the outline of `polygon` meets the segment
 * (crossings, touching vertices, ends of collinear overlaps), plus 0 and 1.
 */
function cutParameters(p: Point, q: Point, polygon: readonly Point[]): number[] {
  const cuts = [0, 1];
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  const lengthSquared = rx * rx + ry * ry;
  if (lengthSquared === 0) return cuts;
  const tolerance = GEOMETRY_EPSILON_M / Math.sqrt(lengthSquared);
  const addIfOnSegment = (t: number) => {
    if (t > tolerance && t < 1 - tolerance) cuts.push(t);
  };
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const c = polygon[j]!;
    const d = polygon[i]!;
    const sx = d.x - c.x;
    const sy = d.y - c.y;
    const denominator = rx * sy - ry * sx;
    const cpx = c.x - p.x;
    const cpy = c.y - p.y;
    if (Math.abs(denominator) > 1e-12 * lengthSquared) {
      const t = (cpx * sy - cpy * sx) / denominator;
      const u = (cpx * ry - cpy * rx) / denominator;
      const edgeTolerance = GEOMETRY_EPSILON_M / Math.hypot(sx, sy);
      if (u >= -edgeTolerance && u <= 1 + edgeTolerance) addIfOnSegment(t);
    } else {
      // Parallel: the ends of the other edge cut this one where they lie on it.
      for (const end of [c, d]) {
        const t = ((end.x - p.x) * rx + (end.y - p.y) * ry) / lengthSquared;
        const offLine = Math.abs((end.x - p.x) * ry - (end.y - p.y) * rx) / Math.sqrt(lengthSquared);
        if (offLine <= GEOMETRY_EPSILON_M) addIfOnSegment(t);
      }
    }
  }
  return cuts.sort((x, y) => x - y);
}
