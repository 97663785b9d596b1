/**
 * Convex polygons in a plane as the hourly shadow loop handles them: vertices interleaved
 * (x0, y0, x1, y1, …) in a Float64Array with a separate count, written into reused buffers so
 * that an hour allocates nothing. Counter-clockwise unless said.
 */

/**
 * Clips a convex polygon to the half-plane a·x + b·y ≤ c (Sutherland–Hodgman, one edge).
 * @param source vertices of the polygon
 * @param from index of its first coordinate in `source`
 * @param count its vertex count
 * @param target receives the clipped polygon from index 0 (not `source`; room for count + 1 vertices)
 * @param plane [a, b, c] (in an array: the hourly loop calls this millions of times, and numbers
 *   passed one by one would each be boxed)
 * @returns the clipped polygon's vertex count (0 when nothing is left)
 */
export function clipHalfPlane(
  source: Float64Array,
  from: number,
  count: number,
  target: Float64Array,
  plane: Float64Array,
): number {
  if (count === 0) return 0;
  const a = plane[0]!;
  const b = plane[1]!;
  const c = plane[2]!;
  let kept = 0;
  let px = source[from + 2 * count - 2]!;
  let py = source[from + 2 * count - 1]!;
  let pd = a * px + b * py - c;
  for (let i = 0; i < count; i++) {
    const x = source[from + 2 * i]!;
    const y = source[from + 2 * i + 1]!;
    const d = a * x + b * y - c;
    if (d <= 0 !== pd <= 0) {
      const t = pd / (pd - d);
      target[2 * kept] = px + t * (x - px);
      target[2 * kept + 1] = py + t * (y - py);
      kept++;
    }
    if (d <= 0) {
      target[2 * kept] = x;
      target[2 * kept + 1] = y;
      kept++;
    }
    px = x;
    py = y;
    pd = d;
  }
  return kept;
}

/**
 * Signed area by the shoelace formula: positive counter-clockwise. [unit²]
 * @param vertices interleaved vertices
 * @param count vertex count
 * @param offset index of the first coordinate (default 0)
 */
export function signedAreaOf(vertices: Float64Array, count: number, offset = 0): number {
  let twice = 0;
  let px = vertices[offset + 2 * count - 2]!;
  let py = vertices[offset + 2 * count - 1]!;
  for (let i = 0; i < count; i++) {
    const x = vertices[offset + 2 * i]!;
    const y = vertices[offset + 2 * i + 1]!;
    twice += px * y - x * py;
    px = x;
    py = y;
  }
  return twice / 2;
}

/**
 * Whether a point lies inside or on a counter-clockwise convex polygon.
 * @param vertices interleaved vertices
 * @param offset index of the first coordinate
 * @param count vertex count
 */
export function insideConvex(
  vertices: Float64Array,
  offset: number,
  count: number,
  x: number,
  y: number,
): boolean {
  let px = vertices[offset + 2 * count - 2]!;
  let py = vertices[offset + 2 * count - 1]!;
  for (let i = 0; i < count; i++) {
    const qx = vertices[offset + 2 * i]!;
    const qy = vertices[offset + 2 * i + 1]!;
    if ((qx - px) * (y - py) - (qy - py) * (x - px) < 0) return false;
    px = qx;
    py = qy;
  }
  return true;
}

/** Axis-aligned bounds written by {@link boundsOf}: [minX, minY, maxX, maxY]. */
export type Bounds = Float64Array;

/**
 * Bounds of a polygon.
 * @param vertices interleaved vertices
 * @param offset index of the first coordinate
 * @param count vertex count
 * @param out receives [minX, minY, maxX, maxY] from `at`
 * @param at index of out's first slot
 */
export function boundsOf(vertices: Float64Array, offset: number, count: number, out: Bounds, at = 0): void {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const x = vertices[offset + 2 * i]!;
    const y = vertices[offset + 2 * i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  out[at] = minX;
  out[at + 1] = minY;
  out[at + 2] = maxX;
  out[at + 3] = maxY;
}

/**
 * Whether a simple polygon (a ring of [x, y] points, no repeated closing point) is convex,
 * turning one way only.
 */
export function isConvexRing(points: readonly (readonly [number, number])[]): boolean {
  const n = points.length;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % n]!;
    const [cx, cy] = points[(i + 2) % n]!;
    const turn = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (turn === 0) continue;
    if (sign === 0) sign = Math.sign(turn);
    else if (Math.sign(turn) !== sign) return false;
  }
  return true;
}

/** Signed area of a ring of [x, y] points: positive counter-clockwise. [unit²] */
export function ringSignedArea(points: readonly (readonly [number, number])[]): number {
  let twice = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    twice += points[j]![0] * points[i]![1] - points[i]![0] * points[j]![1];
  }
  return twice / 2;
}
