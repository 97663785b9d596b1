/**
 * The panels of a drawn area as the drawer shows them: the full fill of `shared/layout` (every
 * position, none removed) computed once per area and laying parameters, with the user's
 * removals applied when drawing. Removing a panel therefore never refills the area: it only
 * redraws one path (removal feels instant).
 */
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';
import {
  fillPolygonWithPanels,
  LayoutLimitError,
  type PanelFillOptions,
  type PanelLayout,
} from '@pvd/shared/layout/fill';
import { faceOfRow } from '@pvd/shared/layout/mounted-layout';
import type { Point } from '@pvd/shared/layout/types';
import { layoutLimitKey } from '@pvd/shared/project/design/work-bounds';

/** What the fill depends on. */
export interface FillInputs {
  /** The closed area in the plan frame. [m] */
  polygon: Point[];
  /** The array's fill options, as `fillOptionsOf` reads them off the array the drawer describes. */
  options: PanelFillOptions;
}

/** The panels of an area, or why it holds none that the user should know of. */
export interface AreaFill {
  /** Every panel position of the area (no removals), or null. */
  layout: PanelLayout | null;
  /** The area is beyond the fill's bounds: too large across, or too many panels. */
  refusal: ValidationMessageKey | null;
}

/**
 * The area's fill: none without an area or with parameters out of range while the user types
 * them, and none with the reason for an area beyond the fill's bounds (the fill stops there).
 */
export function fillArea(inputs: FillInputs | null): AreaFill {
  if (!inputs || inputs.polygon.length < 3) return { layout: null, refusal: null };
  try {
    const layout = fillPolygonWithPanels(inputs.polygon, inputs.options);
    return { layout, refusal: null };
  } catch (error) {
    return { layout: null, refusal: error instanceof LayoutLimitError ? layoutLimitKey(error.limit) : null };
  }
}

/** Every panel position of the area (no removals), or null when it holds none (see `fillArea`). */
export function fullLayout(inputs: FillInputs | null): PanelLayout | null {
  return fillArea(inputs).layout;
}

/** Panels kept once the removals that name a position are taken out. */
export function keptCount(layout: PanelLayout | null, removed: readonly number[]): number {
  if (!layout) return 0;
  let count = layout.positionCount;
  for (const index of removed) if (index >= 0 && index < layout.positionCount) count--;
  return count;
}

/** Three decimals: a millimetre, finer than any screen shows at zoom 21. */
function mm(value: number): string {
  return (Math.round(value * 1000) / 1000).toString();
}

/** Whole millimetres: integers turn into text about three times faster than decimals. */
export const PATH_UNITS_PER_M = 1000;

/**
 * One SVG path of the kept panels of positions `from` to `to` (all by default), in whole
 * millimetres of the plan view (x east, y south; the path is drawn with `scale(0.001)`). A path
 * for many panels keeps the redraw far under 50 ms (a removal that feels instant), where an
 * element per panel costs the browser a layout object each: 5,562 panels give a 300 kB path in about 4 ms
 * (Node 20, this machine), against 10-13 ms with decimal metres.
 */
export function panelsPath(
  corners: Float64Array,
  removed: ReadonlySet<number>,
  from = 0,
  to = Math.floor(corners.length / 8),
): string {
  const u = PATH_UNITS_PER_M;
  let out = '';
  for (let k = from; k < to; k++) {
    if (removed.has(k)) continue;
    const o = k * 8;
    out += `M${Math.round(corners[o]! * u)} ${Math.round(-corners[o + 1]! * u)}L${Math.round(corners[o + 2]! * u)} ${Math.round(-corners[o + 3]! * u)}L${Math.round(corners[o + 4]! * u)} ${Math.round(-corners[o + 5]! * u)}L${Math.round(corners[o + 6]! * u)} ${Math.round(-corners[o + 7]! * u)}Z`;
  }
  return out;
}

/**
 * One path of the kept panels that face away from the array's azimuth: the back halves of an
 * east-west rack's units (`faceOfRow`), which the plan draws in a lighter shade over the others so
 * each back-to-back pair shows [MNT-2]; '' for any other mounting.
 */
export function backHalvesPath(layout: PanelLayout, removed: ReadonlySet<number>): string {
  if (layout.footprint.rowsPerHalf === undefined) return '';
  let out = '';
  for (let k = 0; k < layout.panelCount; k++) {
    if (faceOfRow(layout.footprint, layout.rowInGroup[k]!) === 'back') {
      out += panelsPath(layout.corners, removed, k, k + 1);
    }
  }
  return out;
}

/** Panel positions per path: a removal rebuilds and repaints one path of this many. */
export const PANELS_PER_PATH = 200;

/** One path of PANELS_PER_PATH positions, and the removals it was drawn with. */
export interface PanelPathChunk {
  removedKey: string;
  d: string;
}

/** The removals of each chunk as text ('' for none), sorted, by chunk index. */
function removedKeys(removed: ReadonlySet<number>, chunkCount: number): string[] {
  const buckets: number[][] = Array.from({ length: chunkCount }, () => []);
  for (const k of removed) buckets[Math.floor(k / PANELS_PER_PATH)]?.push(k);
  return buckets.map((bucket) => bucket.sort((a, b) => a - b).join(','));
}

/**
 * The kept panels as paths of PANELS_PER_PATH positions each, reusing the chunks of `previous`
 * (drawn from the same corners) whose removals did not change. Removing a panel then builds the
 * text of one chunk and changes one element, so the browser parses some 200 panels again
 * instead of thousands (measured in `npm run bench` roof: the removal to the frame that shows it).
 */
export function panelPathChunks(
  corners: Float64Array,
  removed: ReadonlySet<number>,
  previous: readonly PanelPathChunk[] | null,
): PanelPathChunk[] {
  const count = Math.floor(corners.length / 8);
  const chunkCount = Math.ceil(count / PANELS_PER_PATH);
  return removedKeys(removed, chunkCount).map((removedKey, i) => {
    const reused = previous?.[i];
    if (reused && reused.removedKey === removedKey) return reused;
    const from = i * PANELS_PER_PATH;
    return { removedKey, d: panelsPath(corners, removed, from, Math.min(count, from + PANELS_PER_PATH)) };
  });
}

/** The outline of one panel position as SVG points (for the selected panel). */
export function panelPoints(corners: Float64Array, k: number): string {
  const o = k * 8;
  const points: string[] = [];
  for (let i = 0; i < 4; i++) points.push(`${mm(corners[o + i * 2]!)},${mm(-corners[o + i * 2 + 1]!)}`);
  return points.join(' ');
}

/** An area's corners as SVG points. */
export function polygonPoints(polygon: readonly Point[]): string {
  return polygon.map((point) => `${mm(point.x)},${mm(-point.y)}`).join(' ');
}
