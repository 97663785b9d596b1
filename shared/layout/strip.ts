/**
 * Where a horizontal strip of a polygon is free for panels. Works on the polygon in the fill's
 * rotated frame (u along the rows, v towards the facing direction), as flat arrays.
 */
import { GEOMETRY_EPSILON_M } from './types';

/** A closed range [start, end] of u. [m] */
export type Interval = [start: number, end: number];

/** A polygon as flat coordinate arrays of equal length (no repeated closing point). */
export interface FlatPolygon {
  u: Float64Array;
  v: Float64Array;
}

/** Areas a strip must keep clear of, and by how much. */
export interface KeepClear {
  /** Outlines inside the polygon that hold no panel (obstacles' footprints), any winding. */
  holes?: readonly FlatPolygon[];
  /** Clear distance from the polygon's outline and the holes', measured along u and v. [m] */
  setbackM?: number;
}

/**
 * The intervals [start, end] of u where a rectangle spanning the strip v ∈ [vLow, vHigh] can sit
 * inside the polygon, outside its holes and at least the setback from every outline, ascending.
 * A rectangle fits iff it lies within one interval.
 *
 * @remarks
 * Every part of an outline inside the open strip blocks the u-range it covers (a rectangle as
 * tall as the strip cannot contain an outline point). Between blocked ranges the open strip holds
 * no outline, so each gap is wholly inside or wholly outside of every outline; its middle tells
 * which (even-odd), and a gap is free inside the polygon and outside every hole. The setback s
 * widens the strip and every blocked range by s, so a rectangle in a free gap has no outline
 * within s of it along u or v: within s√2 at a corner, which errs on the side of room. The strip
 * is shrunk by `GEOMETRY_EPSILON_M` so an outline lying exactly on its top or bottom (a
 * rectangle's edge) does not block it: panels may touch the outline (or the setback's edge).
 */
export function freeIntervals(
  polygon: FlatPolygon,
  vLow: number,
  vHigh: number,
  clear: KeepClear = {},
): Interval[] {
  const setback = clear.setbackM ?? 0;
  const holes = clear.holes ?? [];
  const low = vLow - setback + GEOMETRY_EPSILON_M;
  const high = vHigh + setback - GEOMETRY_EPSILON_M;
  const blocks = blockedRanges(polygon, low, high);
  for (const hole of holes) blocks.push(...blockedRanges(hole, low, high));
  if (setback > 0)
    for (const block of blocks) [block[0], block[1]] = [block[0] - setback, block[1] + setback];
  blocks.sort((a, b) => a[0] - b[0]);
  const intervals: Interval[] = [];
  const middleV = (vLow + vHigh) / 2;
  const free = (u: number) =>
    isInside(polygon, u, middleV) && !holes.some((hole) => isInside(hole, u, middleV));
  let reach = blocks.length > 0 ? blocks[0]![1] : 0;
  for (let i = 1; i < blocks.length; i++) {
    const [start, end] = blocks[i]!;
    if (start > reach && free((reach + start) / 2)) intervals.push([reach, start]);
    if (end > reach) reach = end;
  }
  return intervals;
}

/** The u-range of every piece of outline inside the open strip (low, high). */
function blockedRanges(polygon: FlatPolygon, low: number, high: number): Interval[] {
  const { u, v } = polygon;
  const n = u.length;
  const blocks: Interval[] = [];
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const va = v[j]!;
    const vb = v[i]!;
    if (Math.max(va, vb) <= low || Math.min(va, vb) >= high) continue;
    const ua = u[j]!;
    const ub = u[i]!;
    if (va === vb) {
      blocks.push([Math.min(ua, ub), Math.max(ua, ub)]);
      continue;
    }
    const t0 = (low - va) / (vb - va);
    const t1 = (high - va) / (vb - va);
    const tMin = Math.max(0, Math.min(t0, t1));
    const tMax = Math.min(1, Math.max(t0, t1));
    const uMin = ua + tMin * (ub - ua);
    const uMax = ua + tMax * (ub - ua);
    blocks.push(uMin < uMax ? [uMin, uMax] : [uMax, uMin]);
  }
  return blocks;
}

/** Even-odd test for a point known to be off the outline. */
function isInside(polygon: FlatPolygon, pu: number, pv: number): boolean {
  const { u, v } = polygon;
  let inside = false;
  for (let i = 0, j = u.length - 1; i < u.length; j = i++) {
    const va = v[j]!;
    const vb = v[i]!;
    if (va > pv !== vb > pv) {
      const uCross = u[j]! + ((pv - va) * (u[i]! - u[j]!)) / (vb - va);
      if (pu < uCross) inside = !inside;
    }
  }
  return inside;
}
