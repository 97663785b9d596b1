/**
 * Which panel of a layout lies under a point: the roof drawing removes the panel the user
 * double-clicks [WIZ-5]. The panels are drawn as one shape for speed, so the panel is found
 * here rather than by the browser.
 */
import type { Point } from './types';

/**
 * The position (0-based, into the 8-numbers-per-panel corner list) of the first panel whose
 * outline holds `point`, or −1.
 *
 * @remarks
 * Each panel is a convex quadrilateral given counter-clockwise (see `PanelLayout.corners`): a
 * point is inside (or on the edge) when it lies left of, or on, each of the four edges, i.e.
 * every cross product (b − a) × (p − a) is ≥ 0. A bounding test first keeps 5,000 panels well
 * under a millisecond.
 *
 * @param corners - x, y of four corners per panel, counter-clockwise. [m]
 * @param point - The point in the same frame. [m]
 */
export function panelAt(corners: Float64Array, point: Point): number {
  const count = Math.floor(corners.length / 8);
  for (let k = 0; k < count; k++) {
    if (holds(corners, k * 8, point.x, point.y)) return k;
  }
  return -1;
}

function holds(c: Float64Array, o: number, px: number, py: number): boolean {
  const minX = Math.min(c[o]!, c[o + 2]!, c[o + 4]!, c[o + 6]!);
  const maxX = Math.max(c[o]!, c[o + 2]!, c[o + 4]!, c[o + 6]!);
  if (px < minX || px > maxX) return false;
  const minY = Math.min(c[o + 1]!, c[o + 3]!, c[o + 5]!, c[o + 7]!);
  const maxY = Math.max(c[o + 1]!, c[o + 3]!, c[o + 5]!, c[o + 7]!);
  if (py < minY || py > maxY) return false;
  for (let i = 0; i < 4; i++) {
    const ax = c[o + i * 2]!;
    const ay = c[o + i * 2 + 1]!;
    const bx = c[o + ((i + 1) % 4) * 2]!;
    const by = c[o + ((i + 1) % 4) * 2 + 1]!;
    if ((bx - ax) * (py - ay) - (by - ay) * (px - ax) < -1e-12) return false;
  }
  return true;
}
