/**
 * The shadow polygons of one hour, kept per panel in one growing buffer (a linked list per
 * panel), so that an hour allocates nothing once the buffers have grown to the scene's needs.
 */
import type { PolygonList } from './union-area';

/** One hour's shadows. */
export interface HourPolygons {
  /** The panels with a shadow this hour, in the order first shaded (first `touchedCount`). */
  readonly touched: Int32Array;
  readonly touchedCount: number;
  /** Starts a new hour. */
  reset(): void;
  /** Records that a shadow covers the whole panel. */
  markFull(panel: number): void;
  /** Whether a shadow covers the whole panel this hour. */
  isFull(panel: number): boolean;
  /** Adds a shadow polygon of `count` vertices (interleaved in `vertices` from `from`) to a panel. */
  add(panel: number, vertices: Float64Array, from: number, count: number): void;
  /** The panel's shadow polygons (valid until the next call). */
  listOf(panel: number): PolygonList;
}

/**
 * Buffers for a scene.
 * @param panels number of panels
 */
export function hourPolygons(panels: number): HourPolygons {
  const touched = new Int32Array(panels);
  const touchedHour = new Int32Array(panels).fill(-1);
  const fullHour = new Int32Array(panels).fill(-1);
  const head = new Int32Array(panels);
  let vertices = new Float64Array(4096);
  let offset = new Int32Array(256);
  let count = new Int32Array(256);
  let next = new Int32Array(256);
  const list: PolygonList = { vertices, offset: new Int32Array(16), count: new Int32Array(16), length: 0 };
  let hour = 0;
  let touchedCount = 0;
  let polygons = 0;
  let used = 0;

  const touch = (panel: number) => {
    if (touchedHour[panel] === hour) return;
    touchedHour[panel] = hour;
    head[panel] = -1;
    touched[touchedCount++] = panel;
  };
  const grow = <T extends Int32Array | Float64Array>(array: T, size: number): T => {
    if (array.length >= size) return array;
    const grown = new (array.constructor as new (n: number) => T)(Math.max(size, 2 * array.length));
    grown.set(array);
    return grown;
  };

  return {
    touched,
    get touchedCount() {
      return touchedCount;
    },
    reset() {
      hour++;
      touchedCount = 0;
      polygons = 0;
      used = 0;
    },
    markFull(panel) {
      touch(panel);
      fullHour[panel] = hour;
    },
    isFull(panel) {
      return fullHour[panel] === hour;
    },
    add(panel, source, from, n) {
      touch(panel);
      vertices = grow(vertices, used + 2 * n);
      if (polygons === offset.length) {
        offset = grow(offset, polygons + 1);
        count = grow(count, polygons + 1);
        next = grow(next, polygons + 1);
      }
      for (let k = 0; k < 2 * n; k++) vertices[used + k] = source[from + k]!;
      offset[polygons] = used;
      count[polygons] = n;
      next[polygons] = head[panel]!;
      head[panel] = polygons++;
      used += 2 * n;
    },
    listOf(panel) {
      list.vertices = vertices;
      list.length = 0;
      for (let p = touchedHour[panel] === hour ? head[panel]! : -1; p >= 0; p = next[p]!) {
        list.offset = grow(list.offset, list.length + 1);
        list.count = grow(list.count, list.length + 1);
        list.offset[list.length] = offset[p]!;
        list.count[list.length++] = count[p]!;
      }
      return list;
    },
  };
}
