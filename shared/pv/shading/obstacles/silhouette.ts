/**
 * The shadow outline of a convex vertical prism, projected along the sun onto a plane.
 *
 * The projection along the sun s onto a plane with the orthonormal frame (u, v, n) is linear in
 * the point q: its plane coordinates are α = u·q − (n·q)(u·s)/(n·s), β = v·q − (n·q)(v·s)/(n·s)
 * (for the plane through the origin; a parallel plane n·x = d shifts them by d times the same
 * ratios, beam-shading.ts). A linear map keeps convexity, and the prism is its footprint P swept
 * from its base to its top, so its outline is the footprint's image M(P) at the base swept by
 * the image of the vertical edge, e = (top − base)·M(ẑ): the Minkowski sum M(P) ⊕ [0, e], a
 * convex polygon of at most count + 2 vertices, built in one pass (no hull): the edges of M(P)
 * facing e come from the copy moved by e, the others from M(P), joined by the two sides ±e.
 * Source: M. de Berg et al., "Computational Geometry", 3rd ed., Springer, 2008, § 13.3
 * (Minkowski sums of convex polygons).
 */
import type { ObstaclePrism } from './obstacle';

/** The hour's linear map of a group: α = ax·x + ay·y + az·z, β = bx·x + by·y + bz·z. */
export interface PlaneProjection {
  ax: number;
  ay: number;
  az: number;
  bx: number;
  by: number;
  bz: number;
}

/** The mapped footprint and the facing of its edges (reused; grown as needed). */
let mappedX = new Float64Array(64);
let mappedY = new Float64Array(64);
let facing = new Uint8Array(64);

/**
 * Writes a prism's shadow outline, counter-clockwise, into `out` from `offset`.
 * @param prism the prism
 * @param map the projection
 * @param out receives interleaved α, β (room for prism.count + 2 vertices)
 * @param offset index of the first coordinate written
 * @returns the outline's vertex count
 */
export function prismSilhouette(
  prism: ObstaclePrism,
  map: PlaneProjection,
  out: Float64Array,
  offset: number,
): number {
  const { footprint, count } = prism;
  grow(count);
  const height = prism.topM - prism.baseM;
  const ex = height * map.az;
  const ey = height * map.bz;
  // A map with a negative determinant turns the footprint clockwise: walk it backwards.
  const reversed = map.ax * map.by - map.ay * map.bx < 0;
  for (let i = 0; i < count; i++) {
    const j = reversed ? count - 1 - i : i;
    const x = footprint[2 * j]!;
    const y = footprint[2 * j + 1]!;
    mappedX[i] = map.ax * x + map.ay * y + map.az * prism.baseM;
    mappedY[i] = map.bx * x + map.by * y + map.bz * prism.baseM;
  }
  return sweptPolygon(count, ex, ey, out, offset);
}

/**
 * A convex polygon swept along a vector: the footprint's plan swept along the shadow, so that a
 * prism visits only the panels near the ground its shadow can cover.
 * @param footprint counter-clockwise vertices, interleaved x, y
 * @param count vertex count
 * @param ex sweep vector, x
 * @param ey sweep vector, y
 * @param out receives the swept polygon from index 0 (room for count + 2 vertices)
 * @returns its vertex count
 */
export function sweepPolygon(
  footprint: Float64Array,
  count: number,
  ex: number,
  ey: number,
  out: Float64Array,
): number {
  grow(count);
  for (let i = 0; i < count; i++) {
    mappedX[i] = footprint[2 * i]!;
    mappedY[i] = footprint[2 * i + 1]!;
  }
  return sweptPolygon(count, ex, ey, out, 0);
}

function grow(count: number): void {
  if (facing.length >= count) return;
  mappedX = new Float64Array(2 * count);
  mappedY = new Float64Array(2 * count);
  facing = new Uint8Array(2 * count);
}

/** The Minkowski sum of the polygon in mappedX, mappedY with the segment [0, e], written from `offset`. */
function sweptPolygon(count: number, ex: number, ey: number, out: Float64Array, offset: number): number {
  let start = -1;
  for (let i = 0; i < count; i++) {
    const next = i + 1 === count ? 0 : i + 1;
    // Outward normal of a counter-clockwise edge d is (d.y, −d.x); it faces e when its dot is > 0.
    const dx = mappedX[next]! - mappedX[i]!;
    const dy = mappedY[next]! - mappedY[i]!;
    facing[i] = dy * ex - dx * ey > 0 ? 1 : 0;
  }
  for (let i = 0; i < count && start < 0; i++) {
    if (facing[i] && !facing[i === 0 ? count - 1 : i - 1]) start = i;
  }
  let at = offset;
  if (start < 0) {
    // No edge faces e: a zero sweep (sun along the vertical edges); the outline is M(P).
    for (let i = 0; i < count; i++) {
      out[at++] = mappedX[i]!;
      out[at++] = mappedY[i]!;
    }
    return count;
  }
  out[at++] = mappedX[start]!;
  out[at++] = mappedY[start]!;
  // Not every edge can face e (their outward normals sum to zero), so this loop ends.
  let j = start;
  for (let steps = 0; facing[j] && steps < count; steps++) {
    out[at++] = mappedX[j]! + ex;
    out[at++] = mappedY[j]! + ey;
    j = j + 1 === count ? 0 : j + 1;
  }
  out[at++] = mappedX[j]! + ex;
  out[at++] = mappedY[j]! + ey;
  while (j !== start) {
    out[at++] = mappedX[j]!;
    out[at++] = mappedY[j]!;
    j = j + 1 === count ? 0 : j + 1;
  }
  return (at - offset) / 2;
}
