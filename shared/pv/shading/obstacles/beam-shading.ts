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
 * convex polygon: the outline clipped to the panel's rectangle and to them (panel-clip.ts).
 * Several shadows on a panel count once (union-area.ts).
 *
 * Per hour each group's projection is set once, each prism's outline once per group, and a prism
 * only visits the panels near the ground its shadow can sweep (panel-grid.ts): panels above its
 * top, behind its plane or out of its reach are dropped before any clipping.
 */
import { type HourPolygons, hourPolygons } from './hour-polygons';
import type { ObstaclePrism } from './obstacle';
import { Clipped, PanelClipper, type PanelWindow } from './panel-clip';
import { panelGrid, panelsNearPolygon } from './panel-grid';
import { type PanelSet, planeReach } from './panels';
import { boundsOf, signedAreaOf } from './polygon2d';
import { touchedBlocks } from './shadow-blocks';
import { type PlaneProjection, prismSilhouette, sweepPolygon } from './silhouette';
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

/** Slack of the in-front / behind tests and of block edges [m or -]. */
const EPSILON = 1e-9;

/** A group's projection this hour, with k_u = (u·s)/(n·s), k_v = (v·s)/(n·s) and n·s. */
type GroupProjection = PlaneProjection & { ku: number; kv: number; ns: number };

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
  const groups = set.groups.length;
  const grid = panelGrid(set);
  const planes = planeReach(set, prisms);
  const projections: GroupProjection[] = set.groups.map(() => ({
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
  const slots = prisms.length * groups;
  // Outline of (prism p, group g) at slot p·groups + g: room for count + 2 vertices.
  const outlineOffset = new Int32Array(slots + 1);
  for (let slot = 0; slot < slots; slot++)
    outlineOffset[slot + 1] = outlineOffset[slot]! + 2 * (prisms[Math.floor(slot / groups)]!.count + 2);
  const outlines = new Float64Array(outlineOffset[slots]!);
  const outlineCount = new Int32Array(slots);
  const outlineBounds = new Float64Array(4 * slots);
  const outlineHour = new Int32Array(slots).fill(-1);
  const candidates = new Int32Array(set.count);
  const sweep = new Float64Array(2 * (Math.max(0, ...prisms.map((p) => p.count)) + 2));
  const sun = new Float64Array(3);
  const largest = Math.max(0, ...prisms.map((p) => p.count));
  const clipper = new PanelClipper(2 * largest + 8);
  const window: PanelWindow = {
    x0: 0,
    x1: 0,
    y0: 0,
    y1: 0,
    offset: 0,
    incidence: 1,
    u: [],
    v: [],
    zMax: 0,
    corners: set.planCorners,
    corner: 0,
    planX: 0,
    planY: 0,
    planRadius: 0,
  };
  const polygons: HourPolygons = hourPolygons(set.count);
  const result: HourShade = {
    count: 0,
    panels: polygons.touched,
    fraction: new Float64Array(set.count),
    blocks: new Int32Array(set.count),
  };
  let hour = 0;

  /** The panel's shaded fraction and blocks from its shadows, written at position k. */
  function settle(k: number): void {
    const i = result.panels[k]!;
    if (polygons.isFull(i)) {
      result.fraction[k] = 1;
      result.blocks[k] = blocksPerPanel;
      return;
    }
    const pr = projections[set.group[i]!]!;
    const d = set.offset[i]!;
    const portrait = set.portrait[i] === 1;
    const half = portrait ? set.halfWidth[i]! : set.halfLength[i]!;
    const low = (portrait ? set.alongRow[i]! - d * pr.ku : set.upSlope[i]! - d * pr.kv) - half;
    const list = polygons.listOf(i);
    const touched = touchedBlocks(list, portrait, low, 2 * half, blocksPerPanel);
    const area =
      list.length === 1
        ? Math.abs(signedAreaOf(list.vertices, list.count[0]!, list.offset[0]!))
        : unionArea(list);
    result.fraction[k] = Math.min(1, area / (4 * set.halfWidth[i]! * set.halfLength[i]!));
    result.blocks[k] = touched;
  }

  /** Sets each lit group's projection; whether any group is lit. */
  function project(lit: Uint8Array): boolean {
    let anyLit = false;
    for (let g = 0; g < groups; g++) {
      const { u, v, n } = set.groups[g]!;
      const pr = projections[g]!;
      pr.ns = n[0] * sun[0]! + n[1] * sun[1]! + n[2] * sun[2]!;
      if (!lit[g] || !(pr.ns > EPSILON)) {
        pr.ns = 0;
        continue;
      }
      anyLit = true;
      pr.ku = (u[0] * sun[0]! + u[1] * sun[1]! + u[2] * sun[2]!) / pr.ns;
      pr.kv = (v[0] * sun[0]! + v[1] * sun[1]! + v[2] * sun[2]!) / pr.ns;
      pr.ax = u[0] - n[0] * pr.ku;
      pr.ay = u[1] - n[1] * pr.ku;
      pr.az = u[2] - n[2] * pr.ku;
      pr.bx = v[0] - n[0] * pr.kv;
      pr.by = v[1] - n[1] * pr.kv;
      pr.bz = v[2] - n[2] * pr.kv;
    }
    return anyLit;
  }

  /** Clips prism p's outline in group g (slot p·groups + g) to panel i and records the shadow. */
  function shadePanel(p: number, g: number, slot: number, i: number, cut: boolean): void {
    const pr = projections[g]!;
    const d = set.offset[i]!;
    const cx = set.alongRow[i]! - d * pr.ku;
    const cy = set.upSlope[i]! - d * pr.kv;
    const b = 4 * slot;
    // Most candidates end here: the outline's bounds miss the panel's rectangle.
    if (outlineBounds[b + 2]! <= cx - set.halfWidth[i]! || outlineBounds[b]! >= cx + set.halfWidth[i]!)
      return;
    if (outlineBounds[b + 3]! <= cy - set.halfLength[i]! || outlineBounds[b + 1]! >= cy + set.halfLength[i]!)
      return;
    window.x0 = cx - set.halfWidth[i]!;
    window.x1 = cx + set.halfWidth[i]!;
    window.y0 = cy - set.halfLength[i]!;
    window.y1 = cy + set.halfLength[i]!;
    window.offset = d;
    window.incidence = pr.ns;
    window.u = set.groups[g]!.u;
    window.v = set.groups[g]!.v;
    window.zMax = set.zMax[i]!;
    window.corner = 8 * i;
    window.planX = set.planX[i]!;
    window.planY = set.planY[i]!;
    window.planRadius = set.planRadius[i]!;
    const found = clipper.clipToPanel(
      outlines,
      outlineOffset[slot]!,
      outlineCount[slot]!,
      outlineBounds,
      b,
      window,
      cut ? prisms[p] : undefined,
      sun,
    );
    if (found === Clipped.Full) polygons.markFull(i);
    else if (found === Clipped.Part) polygons.add(i, clipper.result, clipper.resultOffset, clipper.count);
  }

  /** The outline of prism p in group g this hour, computed on first use. */
  function outlineOf(p: number, g: number): number {
    const slot = p * groups + g;
    if (outlineHour[slot] !== hour) {
      outlineHour[slot] = hour;
      outlineCount[slot] = prismSilhouette(prisms[p]!, projections[g]!, outlines, outlineOffset[slot]!);
      boundsOf(outlines, outlineOffset[slot]!, outlineCount[slot]!, outlineBounds, 4 * slot);
    }
    return slot;
  }

  /** Visits the panels prism p can shade this hour. */
  function shadePrism(p: number): void {
    const prism = prisms[p]!;
    if (prism.topM <= grid.lowestZ) return;
    const level = Math.hypot(sun[0]!, sun[1]!);
    // In plan the shadow runs away from the sun, along (wx, wy); (-wy, wx) across it.
    const wx = level > EPSILON ? -sun[0]! / level : 1;
    const wy = level > EPSILON ? -sun[1]! / level : 0;
    const cot = level / sun[2]!;
    let w0 = Infinity;
    let w1 = -Infinity;
    let c0 = Infinity;
    let c1 = -Infinity;
    for (let k = 0; k < prism.count; k++) {
      const x = prism.footprint[2 * k]!;
      const y = prism.footprint[2 * k + 1]!;
      const along = x * wx + y * wy;
      const across = y * wx - x * wy;
      if (along < w0) w0 = along;
      if (along > w1) w1 = along;
      if (across < c0) c0 = across;
      if (across > c1) c1 = across;
    }
    // The ground the shadow can sweep, down to the lowest panel, and the panels near it.
    const reach = (prism.topM - grid.lowestZ) * cot;
    const swept = sweepPolygon(prism.footprint, prism.count, wx * reach, wy * reach, sweep);
    const found = panelsNearPolygon(grid, sweep, swept, grid.maxPlanRadius, candidates);
    for (let q = 0; q < found; q++) {
      const i = candidates[q]!;
      const g = set.group[i]!;
      if (projections[g]!.ns === 0 || set.zMin[i]! >= prism.topM || polygons.isFull(i)) continue;
      const radius = set.planRadius[i]!;
      const along = set.planX[i]! * wx + set.planY[i]! * wy;
      const across = set.planY[i]! * wx - set.planX[i]! * wy;
      if (across + radius < c0 || across - radius > c1 || along + radius < w0) continue;
      if (along - radius > w1 + (prism.topM - set.zMin[i]!) * cot) continue;
      const d = set.offset[i]!;
      if (planes.highest[g * prisms.length + p]! <= d + EPSILON) continue;
      shadePanel(p, g, outlineOf(p, g), i, planes.lowest[g * prisms.length + p]! < d - EPSILON);
    }
  }

  return {
    shade(sunEast, sunNorth, sunUp, lit) {
      hour++;
      polygons.reset();
      sun[0] = sunEast;
      sun[1] = sunNorth;
      sun[2] = sunUp;
      if (project(lit)) for (let p = 0; p < prisms.length; p++) shadePrism(p);
      result.count = polygons.touchedCount;
      for (let k = 0; k < result.count; k++) settle(k);
      return result;
    },
  };
}
