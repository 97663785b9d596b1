/**
 * Per hour, the fraction of each panel's area in the obstacles' shadow, and the bypass-diode
 * blocks the shadow touches: exact polygon clipping, no sampling.
 *
 * A point x of a panel is shaded when the ray x + t·s (t > 0) toward the sun meets an obstacle.
 * For a convex prism K that is: x lies in K's outline projected along s onto the panel's plane
 * (silhouette.ts), and, for every face F of K facing the sun (n_F·s > 0), n_F·x < d_F (else the
 * ray meets K only behind the panel, t ≤ 0). When all of K lies in front of the panel's plane
 * the second condition always holds; only a prism cut by the plane (a stairwell beside a row)
 * needs those half-planes, and they are linear in the panel's coordinates, so the shadow stays a
 * convex polygon: the outline clipped to the panel's rectangle and to them. Several shadows on a
 * panel count once (union-area.ts).
 *
 * Per hour each group's projection is set once, each prism's outline once per group, and a prism
 * only visits the panels near the ground its shadow can sweep (panel-grid.ts): panels above its
 * top, behind its plane or out of its reach are dropped before any clipping.
 */
import { type HourPolygons, hourPolygons } from './hour-polygons';
import type { ObstaclePrism } from './obstacle';
import { type PanelGrid, panelGrid, panelsInQuad } from './panel-grid';
import type { PanelSet } from './panels';
import { boundsOf, clipHalfPlane, insideConvex, signedAreaOf } from './polygon2d';
import { type PlaneProjection, prismSilhouette } from './silhouette';
import { unionArea } from './union-area';

/** Panels the obstacles shade in one hour. */
export interface HourShade {
  /** How many panels are shaded. */
  count: number;
  /** Their indices (first `count`). */
  panels: Int32Array;
  /** Shaded fraction of each, by position in `panels`, 0 to 1 [-]. */
  fraction: Float64Array;
  /** Bypass-diode blocks touched, by position [-]. */
  blocks: Int32Array;
}

/** Shades hours of one scene; its buffers are reused from hour to hour. */
export interface BeamShader {
  /**
   * Shades one hour.
   * @param sunEast sun vector, east component [-]
   * @param sunNorth north component [-]
   * @param sunUp up component, > 0 [-]
   * @param lit per group, whether its plane gets beam this hour (1) or not (0)
   * @returns the shaded panels (valid until the next call)
   */
  shade(sunEast: number, sunNorth: number, sunUp: number, lit: Uint8Array): HourShade;
}

/** Slack of the in-front / behind tests and of slivers, relative to the geometry [m or -]. */
const EPSILON = 1e-9;

interface Statics {
  set: PanelSet;
  prisms: readonly ObstaclePrism[];
  grid: PanelGrid;
  /** Per (group, prism): lowest and highest n·q over the prism's corners [m]. */
  lowestDot: Float64Array;
  highestDot: Float64Array;
  /** Where each (prism, group) outline sits in the outline buffer. */
  outlineOffset: Int32Array;
  blocksPerPanel: number;
}

function statics(set: PanelSet, prisms: readonly ObstaclePrism[], blocksPerPanel: number): Statics {
  const groups = set.groups.length;
  const lowestDot = new Float64Array(groups * prisms.length);
  const highestDot = new Float64Array(groups * prisms.length);
  const outlineOffset = new Int32Array(prisms.length * groups + 1);
  set.groups.forEach(({ n }, g) => {
    prisms.forEach((prism, p) => {
      let low = Infinity;
      let high = -Infinity;
      for (let i = 0; i < prism.count; i++) {
        const plan = n[0] * prism.footprint[2 * i]! + n[1] * prism.footprint[2 * i + 1]!;
        low = Math.min(low, plan);
        high = Math.max(high, plan);
      }
      lowestDot[g * prisms.length + p] = low + n[2] * prism.baseM;
      highestDot[g * prisms.length + p] = high + n[2] * prism.topM;
    });
  });
  prisms.forEach((prism, p) => {
    for (let g = 0; g < groups; g++)
      outlineOffset[p * groups + g + 1] = outlineOffset[p * groups + g]! + 2 * (prism.count + 2);
  });
  return { set, prisms, grid: panelGrid(set), lowestDot, highestDot, outlineOffset, blocksPerPanel };
}

/**
 * A shader for a scene's panels and obstacles.
 * @param set the panels
 * @param prisms the obstacles' prisms
 * @param blocksPerPanel bypass-diode blocks of a panel (strips along its longer side), ≤ 30
 */
export function createBeamShader(
  set: PanelSet,
  prisms: readonly ObstaclePrism[],
  blocksPerPanel: number,
): BeamShader {
  const s = statics(set, prisms, blocksPerPanel);
  const groups = set.groups.length;
  const projections: (PlaneProjection & { ku: number; kv: number; ns: number })[] = set.groups.map(() => ({
    ax: 0,
    ay: 0,
    az: 0,
    bx: 0,
    by: 0,
    bz: 0,
    ku: 0,
    kv: 0,
    ns: 0,
  }));
  const outlines = new Float64Array(s.outlineOffset[prisms.length * groups]!);
  const outlineCount = new Int32Array(prisms.length * groups);
  const outlineBounds = new Float64Array(4 * prisms.length * groups);
  const outlineHour = new Int32Array(prisms.length * groups).fill(-1);
  const candidates = new Int32Array(set.count);
  const quad = new Float64Array(8);
  const bounds = new Float64Array(4);
  const largest =
    Math.max(0, ...prisms.map((p) => p.count)) + 2 + 4 + 2 * (Math.max(0, ...prisms.map((p) => p.count)) + 1);
  const work = [new Float64Array(2 * largest), new Float64Array(2 * largest)];
  const polygons: HourPolygons = hourPolygons(set.count);
  const result: HourShade = {
    count: 0,
    panels: polygons.touched,
    fraction: new Float64Array(set.count),
    blocks: new Int32Array(set.count),
  };
  let hour = 0;

  /** Clips (prism p, group g)'s outline to panel i; stores a shadow, or marks the panel full. */
  function shadePanel(p: number, g: number, i: number, straddles: boolean, sun: readonly number[]): void {
    const prism = prisms[p]!;
    const slot = p * groups + g;
    const pr = projections[g]!;
    const d = set.offset[i]!;
    const cx = set.alongRow[i]! - d * pr.ku;
    const cy = set.upSlope[i]! - d * pr.kv;
    const [x0, x1] = [cx - set.halfWidth[i]!, cx + set.halfWidth[i]!];
    const [y0, y1] = [cy - set.halfLength[i]!, cy + set.halfLength[i]!];
    const b = 4 * slot;
    const [minX, minY, maxX, maxY] = [
      outlineBounds[b]!,
      outlineBounds[b + 1]!,
      outlineBounds[b + 2]!,
      outlineBounds[b + 3]!,
    ];
    if (maxX <= x0 || minX >= x1 || maxY <= y0 || minY >= y1) return;
    const offset = s.outlineOffset[slot]!;
    const count = outlineCount[slot]!;
    const outline = outlines.subarray(offset, offset + 2 * count);
    if (!straddles && minX <= x0 && maxX >= x1 && minY <= y0 && maxY >= y1) {
      const covers =
        insideConvex(outline, count, x0, y0) &&
        insideConvex(outline, count, x1, y0) &&
        insideConvex(outline, count, x1, y1) &&
        insideConvex(outline, count, x0, y1);
      if (covers) {
        polygons.markFull(i);
        return;
      }
    }
    let [source, target] = work as [Float64Array, Float64Array];
    source.set(outline);
    let n = count;
    const clip = (a: number, bb: number, c: number) => {
      n = clipHalfPlane(source, n, target, a, bb, c);
      [source, target] = [target, source];
    };
    if (minX < x0) clip(-1, 0, -x0);
    if (maxX > x1) clip(1, 0, x1);
    if (minY < y0) clip(0, -1, -y0);
    if (maxY > y1) clip(0, 1, y1);
    if (straddles && n >= 3) {
      const { u, v } = set.groups[g]!;
      const [sunEast, sunNorth, sunUp] = sun as [number, number, number];
      // The top face (n_F = ẑ): v_z·β < top − d·s_z/(n·s).
      clip(0, v[2], prism.topM - (d * sunUp) / pr.ns);
      const fp = prism.footprint;
      for (let j = 0; j < prism.count && n >= 3; j++) {
        const k = (j + 1) % prism.count;
        const nx = fp[2 * k + 1]! - fp[2 * j + 1]!;
        const ny = fp[2 * j]! - fp[2 * k]!;
        const facingSun = nx * sunEast + ny * sunNorth;
        if (!(facingSun > 0)) continue;
        // A side (n_F = (nx, ny, 0), outward): (n_F·u)α + (n_F·v)β < n_F·q − d·(n_F·s)/(n·s).
        const dF = nx * fp[2 * j]! + ny * fp[2 * j + 1]!;
        clip(nx * u[0] + ny * u[1], nx * v[0] + ny * v[1], dF - (d * facingSun) / pr.ns);
      }
    }
    if (n < 3) return;
    const area = signedAreaOf(source, n);
    if (area > EPSILON * (x1 - x0) * (y1 - y0)) polygons.add(i, source, n);
  }

  /** The panel's shaded fraction and blocks from its shadows, written at position k. */
  function settle(k: number): void {
    const i = result.panels[k]!;
    const blocks = s.blocksPerPanel;
    if (polygons.isFull(i)) {
      result.fraction[k] = 1;
      result.blocks[k] = blocks;
      return;
    }
    const g = set.group[i]!;
    const pr = projections[g]!;
    const d = set.offset[i]!;
    const portrait = set.portrait[i] === 1;
    const half = portrait ? set.halfWidth[i]! : set.halfLength[i]!;
    const low = (portrait ? set.alongRow[i]! - d * pr.ku : set.upSlope[i]! - d * pr.kv) - half;
    const list = polygons.listOf(i);
    let mask = 0;
    for (let q = 0; q < list.length; q++) {
      boundsOf(list.vertices.subarray(list.offset[q]!), list.count[q]!, bounds);
      const [from, to] = portrait ? [bounds[0]!, bounds[2]!] : [bounds[1]!, bounds[3]!];
      const first = Math.max(0, Math.floor(((from - low) / (2 * half)) * blocks + EPSILON));
      const last = Math.min(blocks - 1, Math.ceil(((to - low) / (2 * half)) * blocks - EPSILON) - 1);
      for (let block = first; block <= last; block++) mask |= 1 << block;
    }
    let touched = 0;
    for (let block = 0; block < blocks; block++) touched += (mask >> block) & 1;
    const area =
      list.length === 1
        ? Math.abs(signedAreaOf(list.vertices, list.count[0]!, list.offset[0]!))
        : unionArea(list);
    result.fraction[k] = Math.min(1, area / (4 * set.halfWidth[i]! * set.halfLength[i]!));
    result.blocks[k] = touched;
  }

  function shade(sunEast: number, sunNorth: number, sunUp: number, lit: Uint8Array): HourShade {
    hour++;
    polygons.reset();
    const sun = [sunEast, sunNorth, sunUp];
    let anyLit = false;
    set.groups.forEach(({ u, v, n }, g) => {
      const pr = projections[g]!;
      pr.ns = n[0] * sunEast + n[1] * sunNorth + n[2] * sunUp;
      if (!lit[g] || !(pr.ns > EPSILON)) {
        pr.ns = 0;
        return;
      }
      anyLit = true;
      pr.ku = (u[0] * sunEast + u[1] * sunNorth + u[2] * sunUp) / pr.ns;
      pr.kv = (v[0] * sunEast + v[1] * sunNorth + v[2] * sunUp) / pr.ns;
      [pr.ax, pr.ay, pr.az] = [u[0] - n[0] * pr.ku, u[1] - n[1] * pr.ku, u[2] - n[2] * pr.ku];
      [pr.bx, pr.by, pr.bz] = [v[0] - n[0] * pr.kv, v[1] - n[1] * pr.kv, v[2] - n[2] * pr.kv];
    });
    if (anyLit) for (let p = 0; p < prisms.length; p++) shadePrism(p, sun, sunUp);
    result.count = polygons.touchedCount;
    for (let k = 0; k < result.count; k++) settle(k);
    return result;
  }

  /** Visits the panels prism p can shade this hour. */
  function shadePrism(p: number, sun: readonly number[], sunUp: number): void {
    const prism = prisms[p]!;
    const { grid } = s;
    if (prism.topM <= grid.lowestZ) return;
    const level = Math.hypot(sun[0]!, sun[1]!);
    // The shadow runs away from the sun in plan: direction w, across it c; cot(elevation).
    const [wx, wy] = level > EPSILON ? [-sun[0]! / level, -sun[1]! / level] : [1, 0];
    const [cxDir, cyDir] = [-wy, wx];
    const cot = level / sunUp;
    let [w0, w1, c0, c1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let i = 0; i < prism.count; i++) {
      const x = prism.footprint[2 * i]!;
      const y = prism.footprint[2 * i + 1]!;
      const along = x * wx + y * wy;
      const across = x * cxDir + y * cyDir;
      [w0, w1] = [Math.min(w0, along), Math.max(w1, along)];
      [c0, c1] = [Math.min(c0, across), Math.max(c1, across)];
    }
    const reach = (prism.topM - grid.lowestZ) * cot;
    const r = grid.maxPlanRadius;
    const corners = [w0 - r, c0 - r, w1 + reach + r, c0 - r, w1 + reach + r, c1 + r, w0 - r, c1 + r];
    for (let k = 0; k < 4; k++) {
      quad[2 * k] = corners[2 * k]! * wx + corners[2 * k + 1]! * cxDir;
      quad[2 * k + 1] = corners[2 * k]! * wy + corners[2 * k + 1]! * cyDir;
    }
    const found = panelsInQuad(grid, quad, candidates);
    for (let q = 0; q < found; q++) {
      const i = candidates[q]!;
      const g = set.group[i]!;
      if (projections[g]!.ns === 0 || set.zMin[i]! >= prism.topM || polygons.isFull(i)) continue;
      const radius = set.planRadius[i]!;
      const along = set.planX[i]! * wx + set.planY[i]! * wy;
      const across = set.planX[i]! * cxDir + set.planY[i]! * cyDir;
      if (across + radius < c0 || across - radius > c1 || along + radius < w0) continue;
      if (along - radius > w1 + (prism.topM - set.zMin[i]!) * cot) continue;
      const key = g * prisms.length + p;
      const d = set.offset[i]!;
      if (s.highestDot[key]! <= d + EPSILON) continue;
      const slot = p * groups + g;
      if (outlineHour[slot] !== hour) {
        outlineHour[slot] = hour;
        const offset = s.outlineOffset[slot]!;
        const n = prismSilhouette(prism, projections[g]!, outlines, offset);
        outlineCount[slot] = n;
        boundsOf(
          outlines.subarray(offset, offset + 2 * n),
          n,
          outlineBounds.subarray(4 * slot, 4 * slot + 4),
        );
      }
      shadePanel(p, g, i, s.lowestDot[key]! < d - EPSILON, sun);
    }
  }

  return { shade };
}
