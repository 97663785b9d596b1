/**
 * The panels of a scene, resolved once into the frames the shadow loop works in.
 *
 * Each panel is a rectangle in its own plane, with the orthonormal frame
 *   u = (−cos γ, sin γ, 0)                    along the row (horizontal),
 *   v = (−cos β sin γ, −cos β cos γ, sin β)    up the slope,
 *   n = u × v = (sin β sin γ, sin β cos γ, cos β)  the normal,
 * β the tilt and γ the azimuth (x east, y north, z up). Panels of the same orientation form a
 * group: their planes are parallel, n·x = d with d = n·c per panel, so one hourly projection
 * serves the whole group (beam-shading.ts).
 */
import { cosd, type Degrees, sind } from '../../angles';
import { type PlaneGeometry, planeGeometry } from '../../irradiance/transposition-basis';
import type { ObstaclePrism } from './obstacle';

/** A panel in the scene's frame. [m], [°] */
export interface ScenePanel {
  id: string;
  /** Centre of the panel's front face [x east, y north, z up] [m]. */
  center: readonly [number, number, number];
  /** Edge along the row, horizontal [m]. */
  widthM: number;
  /** Edge up the slope [m]. */
  lengthM: number;
  surfaceTilt: Degrees;
  surfaceAzimuth: Degrees;
}

/** Panels sharing one orientation. */
export interface PanelGroup {
  plane: PlaneGeometry;
  /** u, v, n as (x, y, z) triples [-]. */
  u: readonly [number, number, number];
  v: readonly [number, number, number];
  n: readonly [number, number, number];
}

/** The panels, resolved. Per-panel arrays are indexed like the scene's panels. */
export interface PanelSet {
  count: number;
  groups: PanelGroup[];
  /** Group of each panel. */
  group: Int32Array;
  /** u·c, v·c and d = n·c of each panel's centre c [m]. */
  alongRow: Float64Array;
  upSlope: Float64Array;
  offset: Float64Array;
  /** Half the width and half the length [m]. */
  halfWidth: Float64Array;
  halfLength: Float64Array;
  /** Whether the long side runs up the slope (bypass-diode blocks side by side along the row). */
  portrait: Uint8Array;
  /** Plan position of the centre, and the radius of a circle holding the panel's plan [m]. */
  planX: Float64Array;
  planY: Float64Array;
  planRadius: Float64Array;
  /** Lowest and highest point [m]. */
  zMin: Float64Array;
  zMax: Float64Array;
  /** Plan corners, 8 numbers a panel: x, y of c ± w/2·u ± l/2·v [m]. */
  planCorners: Float64Array;
}

/** Most panels a scene may hold. */
export const MAX_SCENE_PANELS = 5000;

/** The reason a panel is unusable, or undefined. */
export function panelProblem(panel: ScenePanel): string | undefined {
  if (!(panel.center.length === 3 && panel.center.every(Number.isFinite))) return 'center must be [x, y, z]';
  if (!(panel.widthM > 0 && panel.lengthM > 0)) return 'width and length must be numbers > 0';
  if (!(panel.surfaceTilt >= 0 && panel.surfaceTilt < 90)) return 'tilt must be a number in [0, 90)';
  if (!Number.isFinite(panel.surfaceAzimuth)) return 'azimuth must be a number';
  return undefined;
}

function groupOf(tilt: Degrees, azimuth: Degrees): PanelGroup {
  const [cb, sb, cg, sg] = [cosd(tilt), sind(tilt), cosd(azimuth), sind(azimuth)];
  return {
    plane: planeGeometry(tilt, azimuth),
    u: [-cg, sg, 0],
    v: [-cb * sg, -cb * cg, sb],
    n: [sb * sg, sb * cg, cb],
  };
}

const dot = (a: readonly number[], b: readonly number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;

/**
 * Resolves the panels.
 * @throws Error naming the first unusable panel
 */
export function panelSet(panels: readonly ScenePanel[]): PanelSet {
  const count = panels.length;
  const series = () => new Float64Array(count);
  const set: PanelSet = {
    count,
    groups: [],
    group: new Int32Array(count),
    alongRow: series(),
    upSlope: series(),
    offset: series(),
    halfWidth: series(),
    halfLength: series(),
    portrait: new Uint8Array(count),
    planX: series(),
    planY: series(),
    planRadius: series(),
    zMin: series(),
    zMax: series(),
    planCorners: new Float64Array(8 * count),
  };
  const groupIndex = new Map<string, number>();
  panels.forEach((panel, i) => {
    const problem = panelProblem(panel);
    if (problem) throw new Error(`panel ${panel.id}: ${problem}`);
    const key = `${panel.surfaceTilt}|${panel.surfaceAzimuth}`;
    if (!groupIndex.has(key)) {
      groupIndex.set(key, set.groups.length);
      set.groups.push(groupOf(panel.surfaceTilt, panel.surfaceAzimuth));
    }
    const g = groupIndex.get(key)!;
    const { u, v, n } = set.groups[g]!;
    const c = panel.center;
    set.group[i] = g;
    set.alongRow[i] = dot(u, c);
    set.upSlope[i] = dot(v, c);
    set.offset[i] = dot(n, c);
    set.halfWidth[i] = panel.widthM / 2;
    set.halfLength[i] = panel.lengthM / 2;
    set.portrait[i] = panel.lengthM > panel.widthM ? 1 : 0;
    set.planX[i] = c[0];
    set.planY[i] = c[1];
    set.planRadius[i] = Math.hypot(panel.widthM / 2, (panel.lengthM / 2) * cosd(panel.surfaceTilt));
    const rise = (panel.lengthM / 2) * sind(panel.surfaceTilt);
    set.zMin[i] = c[2] - rise;
    set.zMax[i] = c[2] + rise;
    [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].forEach(([a, b], k) => {
      set.planCorners[8 * i + 2 * k] = c[0] + a! * set.halfWidth[i]! * u[0] + b! * set.halfLength[i]! * v[0];
      set.planCorners[8 * i + 2 * k + 1] =
        c[1] + a! * set.halfWidth[i]! * u[1] + b! * set.halfLength[i]! * v[1];
    });
  });
  return set;
}

/**
 * Per (group g, prism p), at g·prisms + p: the lowest and highest n·q over the prism's corners,
 * to compare with a panel's plane offset d (all in front: lowest ≥ d; all behind: highest ≤ d) [m].
 */
export function planeReach(
  set: PanelSet,
  prisms: readonly ObstaclePrism[],
): { lowest: Float64Array; highest: Float64Array } {
  const lowest = new Float64Array(set.groups.length * prisms.length);
  const highest = new Float64Array(set.groups.length * prisms.length);
  set.groups.forEach(({ n }, g) => {
    prisms.forEach((prism, p) => {
      let [low, high] = [Infinity, -Infinity];
      for (let i = 0; i < prism.count; i++) {
        const plan = n[0] * prism.footprint[2 * i]! + n[1] * prism.footprint[2 * i + 1]!;
        [low, high] = [Math.min(low, plan), Math.max(high, plan)];
      }
      lowest[g * prisms.length + p] = low + n[2] * prism.baseM;
      highest[g * prisms.length + p] = high + n[2] * prism.topM;
    });
  });
  return { lowest, highest };
}
