/**
 * Exact area of a union of convex polygons (the shadows of several obstacles, or of the pieces of
 * one, on a panel), by vertical slabs.
 *
 * Cut the plane at every vertex abscissa and at every crossing of two polygons' edges. Inside a
 * slab no vertex lies and no two edges cross, so each polygon's vertical section is an interval
 * whose ends move linearly and keep their order: the length of the union of the sections is
 * linear in x, and its value at the slab's middle times the slab's width is the slab's area.
 * Source: the trapezoidal decomposition of F. P. Preparata and M. I. Shamos, "Computational
 * Geometry: An Introduction", Springer, 1985, § 7.2 (union of polygons by a sweep).
 */

/** Polygons held in one buffer: polygon k has count[k] vertices from offset[k] (interleaved x, y). */
export interface PolygonList {
  vertices: Float64Array;
  offset: Int32Array;
  count: Int32Array;
  /** Number of polygons. */
  length: number;
}

let cuts = new Float64Array(256);
let sectionLow = new Float64Array(16);
let sectionHigh = new Float64Array(16);

function addCut(n: number, x: number): number {
  if (n === cuts.length) {
    const grown = new Float64Array(2 * n);
    grown.set(cuts);
    cuts = grown;
  }
  cuts[n] = x;
  return n + 1;
}

/** Abscissas where an edge of polygon p crosses an edge of polygon q, appended to the cuts. */
function addCrossings(list: PolygonList, p: number, q: number, n: number): number {
  const v = list.vertices;
  const op = list.offset[p]!;
  const cp = list.count[p]!;
  const oq = list.offset[q]!;
  const cq = list.count[q]!;
  for (let i = 0; i < cp; i++) {
    const ax = v[op + 2 * i]!;
    const ay = v[op + 2 * i + 1]!;
    const bx = v[op + 2 * ((i + 1) % cp)]!;
    const by = v[op + 2 * ((i + 1) % cp) + 1]!;
    for (let j = 0; j < cq; j++) {
      const cx = v[oq + 2 * j]!;
      const cy = v[oq + 2 * j + 1]!;
      const dx = v[oq + 2 * ((j + 1) % cq)]! - cx;
      const dy = v[oq + 2 * ((j + 1) % cq) + 1]! - cy;
      const rx = bx - ax;
      const ry = by - ay;
      const denominator = rx * dy - ry * dx;
      if (denominator === 0) continue;
      const t = ((cx - ax) * dy - (cy - ay) * dx) / denominator;
      const u = ((cx - ax) * ry - (cy - ay) * rx) / denominator;
      if (t > 0 && t < 1 && u > 0 && u < 1) n = addCut(n, ax + t * rx);
    }
  }
  return n;
}

/** The vertical section of convex polygon p at x: writes [low, high] at slot, or returns false. */
function section(list: PolygonList, p: number, x: number, slot: number): boolean {
  const v = list.vertices;
  const o = list.offset[p]!;
  const c = list.count[p]!;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < c; i++) {
    const ax = v[o + 2 * i]!;
    const ay = v[o + 2 * i + 1]!;
    const bx = v[o + 2 * ((i + 1) % c)]!;
    const by = v[o + 2 * ((i + 1) % c) + 1]!;
    if ((ax <= x && x < bx) || (bx <= x && x < ax)) {
      const y = ay + ((x - ax) / (bx - ax)) * (by - ay);
      if (y < low) low = y;
      if (y > high) high = y;
    }
  }
  if (!(high > low)) return false;
  sectionLow[slot] = low;
  sectionHigh[slot] = high;
  return true;
}

/** Length of the union of the intervals in slots 0..n−1 (sorted here, by insertion). */
function unionLength(n: number): number {
  for (let i = 1; i < n; i++) {
    const low = sectionLow[i]!;
    const high = sectionHigh[i]!;
    let j = i - 1;
    while (j >= 0 && sectionLow[j]! > low) {
      sectionLow[j + 1] = sectionLow[j]!;
      sectionHigh[j + 1] = sectionHigh[j]!;
      j--;
    }
    sectionLow[j + 1] = low;
    sectionHigh[j + 1] = high;
  }
  let length = 0;
  let start = sectionLow[0]!;
  let end = sectionHigh[0]!;
  for (let i = 1; i < n; i++) {
    if (sectionLow[i]! > end) {
      length += end - start;
      start = sectionLow[i]!;
      end = sectionHigh[i]!;
    } else if (sectionHigh[i]! > end) end = sectionHigh[i]!;
  }
  return length + end - start;
}

/**
 * Area of the union of convex polygons. [unit²]
 * @param list the polygons (each convex, either winding)
 */
export function unionArea(list: PolygonList): number {
  if (sectionLow.length < list.length) {
    sectionLow = new Float64Array(2 * list.length);
    sectionHigh = new Float64Array(2 * list.length);
  }
  let n = 0;
  for (let p = 0; p < list.length; p++) {
    for (let i = 0; i < list.count[p]!; i++) n = addCut(n, list.vertices[list.offset[p]! + 2 * i]!);
    for (let q = p + 1; q < list.length; q++) n = addCrossings(list, p, q, n);
  }
  const sorted = cuts.subarray(0, n).sort();
  let area = 0;
  for (let k = 0; k + 1 < n; k++) {
    const width = sorted[k + 1]! - sorted[k]!;
    if (!(width > 0)) continue;
    const middle = sorted[k]! + width / 2;
    let sections = 0;
    for (let p = 0; p < list.length; p++) if (section(list, p, middle, sections)) sections++;
    if (sections > 0) area += width * unionLength(sections);
  }
  return area;
}
