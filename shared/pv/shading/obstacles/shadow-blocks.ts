/**
 * The bypass-diode blocks a panel's shadow touches. Blocks are strips parallel to the panel's
 * longer side (martinez.ts): in portrait they stand side by side along the row, in landscape one
 * above the other up the slope. A convex shadow touches every strip its extent across the strips
 * overlaps with positive length, so the extents of the shadow polygons decide.
 */
import { boundsOf } from './polygon2d';
import type { PolygonList } from './union-area';

/** Slack at a block's edge, relative to the block's width [-]. */
const EDGE = 1e-9;
const bounds = new Float64Array(4);

/**
 * How many blocks the shadows touch.
 * @param list the panel's shadow polygons
 * @param alongRow whether the strips are stacked along the row (portrait: the polygons' x
 *   extent counts) or up the slope (landscape: their y extent)
 * @param low the panel's edge where block 0 starts, in the polygons' coordinates [m]
 * @param size the panel's side across the strips [m]
 * @param blocks the panel's blocks, ≤ 30
 */
export function touchedBlocks(
  list: PolygonList,
  alongRow: boolean,
  low: number,
  size: number,
  blocks: number,
): number {
  let mask = 0;
  for (let q = 0; q < list.length; q++) {
    boundsOf(list.vertices, list.offset[q]!, list.count[q]!, bounds);
    const from = alongRow ? bounds[0]! : bounds[1]!;
    const to = alongRow ? bounds[2]! : bounds[3]!;
    const first = Math.max(0, Math.floor(((from - low) / size) * blocks + EDGE));
    const last = Math.min(blocks - 1, Math.ceil(((to - low) / size) * blocks - EDGE) - 1);
    for (let block = first; block <= last; block++) mask |= 1 << block;
  }
  let touched = 0;
  for (let block = 0; block < blocks; block++) touched += (mask >> block) & 1;
  return touched;
}
