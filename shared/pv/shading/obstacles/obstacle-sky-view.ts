/**
 * Each panel's share of its uniform-sky view hidden by the obstacles, and by the far horizon
 * with them (a direction hidden by both counts once): the integral of sky-view.ts over the
 * directions an obstacle blocks as seen from the panel's centre, computed once per panel.
 *
 * At each azimuth sample a prism hides one range of elevations: the horizontal ray from the
 * panel's centre enters its footprint at r₁ and leaves at r₂, so the prism spans
 * atan((top − z)/r₁) down to 0 when its base is below the panel (the part below the horizontal
 * is ground, not sky), or down to atan((base − z)/r₂) when it floats above it (a tree's crown).
 * Ranges reaching the horizontal merge into one top elevation per sample; floating ones are
 * merged above it. A prism that rises less than 0.5° above the panel's horizontal from its
 * nearest point is left out: over the at most 180° of azimuth it spans it would hide at most
 * sin²(0.5°) = 8e-5 of the sky. Tops are kept as slopes (tan e) until the integral, one
 * arctangent per azimuth sample.
 */
import { DEG_TO_RAD } from '../../angles';
import type { HorizonProfile } from '../horizon';
import {
  hiddenBetween,
  hiddenUpTo,
  hiddenUpToSlope,
  horizonTops,
  SKY_VIEW_STEP_DEG,
  type SkyViewGrid,
  skyViewGrid,
} from '../sky-view';
import type { ObstaclePrism } from './obstacle';
import type { PanelSet } from './panels';

/** The sky view of the scene's panels. [-] */
export interface PanelSkyView {
  /** Per panel, the share hidden by the obstacles and the horizon. */
  blocked: Float64Array;
  /** Per group, the share the horizon alone hides (0 without one). */
  horizonBlocked: Float64Array;
}

/** Slope of the lowest elevation of a prism's top, seen from a panel's centre, that counts: tan 0.5° [-]. */
const NEGLIGIBLE_SLOPE = Math.tan(0.5 * DEG_TO_RAD);

/**
 * The smallest plan distance from a point to a convex footprint (0 inside), and the azimuths
 * of its corners seen from the point (first and last of the angular span, unwrapped) [m], [rad].
 */
function nearestAndSpan(prism: ObstaclePrism, px: number, py: number, out: Float64Array): number {
  if (prism.roundRadiusM !== undefined) {
    const distance = Math.sqrt((prism.centerX - px) ** 2 + (prism.centerY - py) ** 2);
    if (distance <= prism.radiusM) return 0;
    const centre = Math.atan2(prism.centerX - px, prism.centerY - py);
    const half = Math.asin(prism.radiusM / distance);
    out[0] = centre - half;
    out[1] = centre + half;
    return distance - prism.radiusM;
  }
  const fp = prism.footprint;
  let nearest = Infinity;
  let inside = true;
  let low = Infinity;
  let high = -Infinity;
  const reference = Math.atan2(prism.centerX - px, prism.centerY - py);
  for (let j = 0; j < prism.count; j++) {
    const k = j + 1 === prism.count ? 0 : j + 1;
    const ax = fp[2 * j]!;
    const ay = fp[2 * j + 1]!;
    const ex = fp[2 * k]! - ax;
    const ey = fp[2 * k + 1]! - ay;
    if (ex * (py - ay) - ey * (px - ax) < 0) inside = false;
    const t = Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey)));
    const gapX = ax + t * ex - px;
    const gapY = ay + t * ey - py;
    nearest = Math.min(nearest, gapX * gapX + gapY * gapY);
    // Azimuth of the corner, unwrapped around the centre's.
    let azimuth = Math.atan2(ax - px, ay - py) - reference;
    if (azimuth > Math.PI) azimuth -= 2 * Math.PI;
    else if (azimuth < -Math.PI) azimuth += 2 * Math.PI;
    low = Math.min(low, azimuth);
    high = Math.max(high, azimuth);
  }
  out[0] = reference + low;
  out[1] = reference + high;
  return inside ? 0 : Math.sqrt(nearest);
}

/**
 * Where a horizontal ray from (px, py) along (dx, dy) runs inside a convex prism's footprint
 * (a cylinder's own circle): writes the entry and exit distances, the entry at least 0 [m].
 */
function rayThrough(
  prism: ObstaclePrism,
  px: number,
  py: number,
  dx: number,
  dy: number,
  out: Float64Array,
): boolean {
  const round = prism.roundRadiusM;
  if (round !== undefined) {
    const toX = prism.centerX - px;
    const toY = prism.centerY - py;
    const along = toX * dx + toY * dy;
    const reach = along * along - (toX * toX + toY * toY - round * round);
    if (!(reach > 0)) return false;
    out[0] = Math.max(along - Math.sqrt(reach), 0);
    out[1] = along + Math.sqrt(reach);
    return out[1]! > out[0]!;
  }
  const fp = prism.footprint;
  let enter = -Infinity;
  let leave = Infinity;
  for (let j = 0; j < prism.count; j++) {
    const k = j + 1 === prism.count ? 0 : j + 1;
    const ex = fp[2 * k]! - fp[2 * j]!;
    const ey = fp[2 * k + 1]! - fp[2 * j + 1]!;
    // Inside a counter-clockwise edge: cross(e, x − q) ≥ 0, with x = p + t·d.
    const start = ex * (py - fp[2 * j + 1]!) - ey * (px - fp[2 * j]!);
    const rate = ex * dy - ey * dx;
    if (rate === 0) {
      if (start < 0) return false;
    } else if (rate > 0) enter = Math.max(enter, -start / rate);
    else leave = Math.min(leave, -start / rate);
  }
  out[0] = Math.max(enter, 0);
  out[1] = leave;
  return leave > out[0]!;
}

/**
 * The sky view of every panel.
 * @param set the panels
 * @param prisms the obstacles' prisms
 * @param horizon the far horizon, if any
 * @param stepDeg azimuth step of the integral [°]
 */
export function panelSkyView(
  set: PanelSet,
  prisms: readonly ObstaclePrism[],
  horizon: HorizonProfile | undefined,
  stepDeg = SKY_VIEW_STEP_DEG,
): PanelSkyView {
  const grids = set.groups.map((group) =>
    skyViewGrid(group.plane.surfaceTilt, group.plane.surfaceAzimuth, stepDeg),
  );
  const samples = grids[0]?.count ?? Math.round(360 / stepDeg);
  const skyline = horizon && grids[0] ? horizonTops(grids[0], horizon) : new Float64Array(samples);
  const skylineSlope = skyline.map((top) => (top >= Math.PI / 2 ? Number.POSITIVE_INFINITY : Math.tan(top)));
  const horizonHidden = grids.map((grid) => Float64Array.from(skyline, (top, s) => hiddenUpTo(grid, s, top)));
  const horizonBlocked = Float64Array.from(
    grids,
    (grid, g) => (sum(horizonHidden[g]!) * grid.stepRad) / grid.wholeSky,
  );
  const sines = Float64Array.from({ length: samples }, (_, s) => Math.sin((s + 0.5) * stepDeg * DEG_TO_RAD));
  const cosines = Float64Array.from({ length: samples }, (_, s) =>
    Math.cos((s + 0.5) * stepDeg * DEG_TO_RAD),
  );
  const tops = new Float64Array(samples);
  const touchedAt = new Int32Array(samples).fill(-1);
  const touched = new Int32Array(samples);
  const floating: number[] = [];
  const span = new Float64Array(2);
  const blocked = new Float64Array(set.count);
  for (let i = 0; i < set.count; i++) {
    const px = set.planX[i]!;
    const py = set.planY[i]!;
    const pz = (set.zMin[i]! + set.zMax[i]!) / 2;
    let touchedCount = 0;
    floating.length = 0;
    for (const prism of prisms) {
      if (prism.topM <= pz) continue;
      const nearest = nearestAndSpan(prism, px, py, span);
      if (prism.topM - pz < NEGLIGIBLE_SLOPE * nearest) continue;
      const step = stepDeg * DEG_TO_RAD;
      const first = nearest === 0 ? 0 : Math.ceil(span[0]! / step - 0.5);
      const last = nearest === 0 ? samples - 1 : Math.floor(span[1]! / step - 0.5);
      let s = ((first % samples) + samples) % samples;
      for (let t = first; t <= last; t++, s = s + 1 === samples ? 0 : s + 1) {
        if (!rayThrough(prism, px, py, sines[s]!, cosines[s]!, span)) continue;
        if (touchedAt[s] !== i) {
          touchedAt[s] = i;
          tops[s] = skylineSlope[s]!;
          touched[touchedCount++] = s;
        }
        const slope = span[0]! > 0 ? (prism.topM - pz) / span[0]! : Number.POSITIVE_INFINITY;
        if (prism.baseM > pz)
          floating.push(s, Math.atan2(prism.baseM - pz, span[1]!), Math.atan2(prism.topM - pz, span[0]!));
        else if (slope > tops[s]!) tops[s] = slope;
      }
    }
    const g = set.group[i]!;
    const grid = grids[g]!;
    let extra = 0;
    for (let k = 0; k < touchedCount; k++) {
      const s = touched[k]!;
      extra += hiddenUpToSlope(grid, s, tops[s]!) - horizonHidden[g]![s]!;
    }
    extra += floatingHidden(grid, floating, tops);
    blocked[i] = horizonBlocked[g]! + (extra * grid.stepRad) / grid.wholeSky;
  }
  return { blocked, horizonBlocked };
}

function sum(values: Float64Array): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * The integrand over floating ranges (sample, bottom, top triples [rad]), above each sample's top
 * (a slope) and counted once where they overlap.
 */
function floatingHidden(grid: SkyViewGrid, floating: number[], tops: Float64Array): number {
  if (floating.length === 0) return 0;
  const order = Array.from({ length: floating.length / 3 }, (_, k) => k).sort(
    (a, b) => floating[3 * a]! - floating[3 * b]! || floating[3 * a + 1]! - floating[3 * b + 1]!,
  );
  let hidden = 0;
  let sample = -1;
  let end = 0;
  for (const k of order) {
    const s = floating[3 * k]!;
    if (s !== sample) [sample, end] = [s, Math.atan(tops[s]!)];
    const bottom = Math.max(floating[3 * k + 1]!, end);
    const top = floating[3 * k + 2]!;
    if (top > bottom) {
      hidden += hiddenBetween(grid, s, bottom, top);
      end = top;
    }
  }
  return hidden;
}
