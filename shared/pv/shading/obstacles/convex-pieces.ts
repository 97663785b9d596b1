/**
 * Splits a simple polygon into convex pieces, so that a non-convex footprint (an L-shaped
 * building) becomes several convex prisms whose shadows the hourly loop can clip exactly (their
 * union counts once, union-area.ts).
 *
 * Ear clipping into triangles, then Hertel and Mehlhorn's merge: drop a diagonal whenever the
 * two pieces it separates form a convex polygon; at most four times the fewest convex pieces.
 * Source: S. Hertel and K. Mehlhorn, "Fast triangulation of simple polygons", Foundations of
 * Computation Theory, LNCS 158, pp. 207–218, Springer, 1983; ear clipping: D. Eberly,
 * "Triangulation by Ear Clipping", Geometric Tools, 2002.
 */
import { isConvexRing, ringSignedArea } from './polygon2d';

type Point = readonly [number, number];

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether two closed segments ab and cd cross or touch, other than at a shared endpoint. */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: Point, q: Point, r: Point) =>
    cross(p, q, r) === 0 &&
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return onSegment(c, d, a) || onSegment(c, d, b) || onSegment(a, b, c) || onSegment(a, b, d);
}

/**
 * Whether a ring of points is a simple polygon: no two non-adjacent edges meet. O(n²).
 */
export function isSimpleRing(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsMeet(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return false;
    }
  }
  return true;
}

/** Triangles of a counter-clockwise simple polygon, as index triples (ear clipping). */
function earClip(points: readonly Point[]): number[][] {
  const ring = points.map((_, i) => i);
  const triangles: number[][] = [];
  const inside = (p: Point, a: Point, b: Point, c: Point) =>
    cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
  let guard = ring.length * ring.length;
  while (ring.length > 3 && guard-- > 0) {
    for (let i = 0; i < ring.length; i++) {
      const [ia, ib, ic] = [
        ring[(i + ring.length - 1) % ring.length]!,
        ring[i]!,
        ring[(i + 1) % ring.length]!,
      ];
      const [a, b, c] = [points[ia]!, points[ib]!, points[ic]!];
      if (cross(a, b, c) <= 0) continue;
      const blocked = ring.some((j) => j !== ia && j !== ib && j !== ic && inside(points[j]!, a, b, c));
      if (blocked) continue;
      triangles.push([ia, ib, ic]);
      ring.splice(i, 1);
      break;
    }
  }
  triangles.push(ring.slice(0, 3));
  return triangles;
}

/** The polygon formed by two index rings sharing the edge a→b of the first (b→a in the second). */
function mergeAcross(first: number[], second: number[], edge: number): number[] {
  const start = second.indexOf(first[edge]!);
  const merged: number[] = [];
  // The first ring from b round to a, then the second's vertices after a up to before b.
  for (let k = 0; k < first.length; k++) merged.push(first[(edge + 1 + k) % first.length]!);
  for (let k = 1; k < second.length - 1; k++) merged.push(second[(start + k) % second.length]!);
  return merged;
}

/**
 * Convex pieces of a simple polygon, each counter-clockwise.
 * @param points the ring, either winding, no repeated closing point [m]
 * @returns one ring for a convex polygon, several otherwise
 */
export function convexPieces(points: readonly Point[]): Point[][] {
  const ccw = ringSignedArea(points) < 0 ? [...points].reverse() : [...points];
  if (isConvexRing(ccw)) return [ccw];
  const pieces = earClip(ccw);
  for (let merged = true; merged; ) {
    merged = false;
    search: for (let p = 0; p < pieces.length; p++) {
      const first = pieces[p]!;
      for (let e = 0; e < first.length; e++) {
        const a = first[e]!;
        const b = first[(e + 1) % first.length]!;
        for (let q = p + 1; q < pieces.length; q++) {
          const second = pieces[q]!;
          const at = second.indexOf(b);
          if (at < 0 || second[(at + 1) % second.length] !== a) continue;
          const candidate = mergeAcross(first, second, e);
          if (!isConvexRing(candidate.map((i) => ccw[i]!))) continue;
          pieces[p] = candidate;
          pieces.splice(q, 1);
          merged = true;
          break search;
        }
      }
    }
  }
  return pieces.map((piece) => piece.map((i) => ccw[i]!));
}
