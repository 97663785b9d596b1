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

/** Facing of each edge of the mapped footprint (reused; grows as needed). */
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
  const { ax, ay, az, bx, by, bz } = map;
  const height = prism.topM - prism.baseM;
  const ex = height * az;
  const ey = height * bz;
  // A map with a negative determinant turns the footprint clockwise: walk it backwards.
  const reversed = ax * by - ay * bx < 0;
  const baseA = az * prism.baseM;
  const baseB = bz * prism.baseM;
  const mappedX = (i: number) => {
    const j = reversed ? count - 1 - i : i;
    return ax * footprint[2 * j]! + ay * footprint[2 * j + 1]! + baseA;
  };
  const mappedY = (i: number) => {
    const j = reversed ? count - 1 - i : i;
    return bx * footprint[2 * j]! + by * footprint[2 * j + 1]! + baseB;
  };
  if (facing.length < count) facing = new Uint8Array(2 * count);
  let start = -1;
  for (let i = 0; i < count; i++) {
    const next = (i + 1) % count;
    // Outward normal of a counter-clockwise edge d is (d.y, −d.x); it faces e when its dot is > 0.
    const dx = mappedX(next) - mappedX(i);
    const dy = mappedY(next) - mappedY(i);
    facing[i] = dy * ex - dx * ey > 0 ? 1 : 0;
  }
  for (let i = 0; i < count && start < 0; i++) {
    if (facing[i] && !facing[(i + count - 1) % count]) start = i;
  }
  let written = 0;
  const push = (x: number, y: number) => {
    out[offset + 2 * written] = x;
    out[offset + 2 * written + 1] = y;
    written++;
  };
  if (start < 0) {
    // No edge faces e: a zero sweep (sun along the vertical edges); the outline is M(P).
    for (let i = 0; i < count; i++) push(mappedX(i), mappedY(i));
    return written;
  }
  push(mappedX(start), mappedY(start));
  // Not every edge can face e (their outward normals sum to zero), so the first loop ends.
  let j = start;
  for (let steps = 0; facing[j] && steps < count; steps++) {
    push(mappedX(j) + ex, mappedY(j) + ey);
    j = (j + 1) % count;
  }
  push(mappedX(j) + ex, mappedY(j) + ey);
  while (j !== start) {
    push(mappedX(j), mappedY(j));
    j = (j + 1) % count;
  }
  return written;
}
