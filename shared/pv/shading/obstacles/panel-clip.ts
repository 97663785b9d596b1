/**
 * One prism's shadow on one panel: its outline (silhouette.ts) clipped to the panel's rectangle
 * and, when the prism is cut by the panel's plane, to the half-planes of its sun-facing faces
 * (beam-shading.ts gives the reason). Coordinates are those of the panel group's hourly
 * projection; the rectangle is axis-aligned in them.
 */
import type { ObstaclePrism } from './obstacle';
import { clipHalfPlane, insideConvex, signedAreaOf } from './polygon2d';

/** The panel's rectangle [x0, x1] × [y0, y1] and what the cut prism needs. */
export interface PanelWindow {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** The panel plane's offset d = n·c [m]. */
  offset: number;
  /** n·s, the sun's incidence cosine on the panel's plane [-]. */
  incidence: number;
  /** The group's u and v (x, y, z) [-]. */
  u: readonly number[];
  v: readonly number[];
  /** The panel's highest point [m] and its plan corners (x, y, 4 times) from `corner` in `corners`. */
  zMax: number;
  corners: Float64Array;
  corner: number;
  /** Centre and radius of a circle holding the panel's plan [m]. */
  planX: number;
  planY: number;
  planRadius: number;
}

/**
 * What the clip found: no shadow, a shadow over the whole panel, or a partial shadow left in the
 * clipper's `result` (`count` vertices).
 */
export const Clipped = { None: 0, Full: 1, Part: 2 } as const;
export type Clipped = (typeof Clipped)[keyof typeof Clipped];

/** Clips outlines into two reused buffers, alternately. */
export class PanelClipper {
  private readonly first: Float64Array;
  private readonly second: Float64Array;
  /** The last clipped polygon, interleaved, from `resultOffset`. */
  result: Float64Array;
  resultOffset = 0;
  /** Its vertex count. */
  count = 0;
  /** Sides of a cut prism that pass through the panel: their half-planes clip. */
  private readonly binding: Int32Array;
  /** The half-plane a·x + b·y ≤ c of the next clip. */
  private readonly plane = new Float64Array(3);
  private bindingCount = 0;
  private bindsTop = false;

  /** @param largest most vertices a clipped polygon can have */
  constructor(largest: number) {
    this.first = new Float64Array(2 * largest);
    this.second = new Float64Array(2 * largest);
    this.binding = new Int32Array(largest);
    this.result = this.first;
  }

  /** Clips the current polygon to the half-plane in `plane`. */
  private clip(): void {
    const target = this.result === this.first ? this.second : this.first;
    this.count = clipHalfPlane(this.result, this.resultOffset, this.count, target, this.plane);
    this.result = target;
    this.resultOffset = 0;
  }

  /**
   * Clips an outline to a panel.
   * @param outline buffer holding the outline
   * @param offset index of its first coordinate
   * @param count its vertex count
   * @param bounds the outline's [minX, minY, maxX, maxY] at `at`
   * @param at index of the bounds
   * @param panel the panel's rectangle and plane
   * @param cut the prism when the panel's plane cuts it (its sun-facing faces clip), else undefined
   * @param sun the sun vector (east, north, up) [-]
   */
  clipToPanel(
    outline: Float64Array,
    offset: number,
    count: number,
    bounds: Float64Array,
    at: number,
    panel: PanelWindow,
    cut: ObstaclePrism | undefined,
    sun: Float64Array,
  ): Clipped {
    const { x0, x1, y0, y1 } = panel;
    const minX = bounds[at]!;
    const minY = bounds[at + 1]!;
    const maxX = bounds[at + 2]!;
    const maxY = bounds[at + 3]!;
    if (maxX <= x0 || minX >= x1 || maxY <= y0 || minY >= y1) return Clipped.None;
    if (cut && !this.findBindingFaces(cut, panel, sun)) return Clipped.None;
    if (
      (!cut || (this.bindingCount === 0 && !this.bindsTop)) &&
      minX <= x0 &&
      maxX >= x1 &&
      minY <= y0 &&
      maxY >= y1 &&
      insideConvex(outline, offset, count, x0, y0) &&
      insideConvex(outline, offset, count, x1, y0) &&
      insideConvex(outline, offset, count, x1, y1) &&
      insideConvex(outline, offset, count, x0, y1)
    )
      return Clipped.Full;
    // The first clip reads the outline where it lies.
    this.result = outline;
    this.resultOffset = offset;
    this.count = count;
    // The rectangle's sides: −x ≤ −x0, x ≤ x1, −y ≤ −y0, y ≤ y1.
    const plane = this.plane;
    if (minX < x0) {
      plane[0] = -1;
      plane[1] = 0;
      plane[2] = -x0;
      this.clip();
    }
    if (maxX > x1) {
      plane[0] = 1;
      plane[1] = 0;
      plane[2] = x1;
      this.clip();
    }
    if (minY < y0) {
      plane[0] = 0;
      plane[1] = -1;
      plane[2] = -y0;
      this.clip();
    }
    if (maxY > y1) {
      plane[0] = 0;
      plane[1] = 1;
      plane[2] = y1;
      this.clip();
    }
    if (cut) this.clipToBindingFaces(cut, panel, sun);
    if (this.count < 3) return Clipped.None;
    const area = signedAreaOf(this.result, this.count, this.resultOffset);
    return area > 1e-9 * (x1 - x0) * (y1 - y0) ? Clipped.Part : Clipped.None;
  }

  /**
   * A point x of the panel is shaded by a cut prism only if, for each face F facing the sun,
   * n_F·x < d_F (beam-shading.ts): a condition on the panel's own points. Faces that every
   * corner of the panel meets need no clip; a face no corner meets leaves no shadow. Records
   * the faces that pass through the panel; false when the prism cannot shade it.
   */
  private findBindingFaces(prism: ObstaclePrism, panel: PanelWindow, sun: Float64Array): boolean {
    this.bindingCount = 0;
    // The top face, n_F = ẑ: z < top.
    this.bindsTop = panel.zMax > prism.topM;
    const fp = prism.footprint;
    const c = panel.corners;
    const at = panel.corner;
    for (let j = 0; j < prism.count; j++) {
      const k = j + 1 === prism.count ? 0 : j + 1;
      // Outward normal of the side from corner j to corner k (counter-clockwise footprint).
      const nx = fp[2 * k + 1]! - fp[2 * j + 1]!;
      const ny = fp[2 * j]! - fp[2 * k]!;
      if (!(nx * sun[0]! + ny * sun[1]! > 0)) continue;
      const dF = nx * fp[2 * j]! + ny * fp[2 * j + 1]!;
      // The panel's plan circle first: wholly inside the face's half-space, or wholly outside.
      const centre = nx * panel.planX + ny * panel.planY - dF;
      const margin = panel.planRadius * Math.sqrt(nx * nx + ny * ny);
      if (centre < -margin) continue;
      if (centre > margin) return false;
      let inside = 0;
      for (let q = 0; q < 4; q++) if (nx * c[at + 2 * q]! + ny * c[at + 2 * q + 1]! < dF) inside++;
      if (inside === 0) return false;
      if (inside < 4) this.binding[this.bindingCount++] = j;
    }
    return true;
  }

  /**
   * Clips to the binding faces' half-planes in the projection's coordinates:
   * (n_F·u)α + (n_F·v)β < d_F − d·(n_F·s)/(n·s).
   */
  private clipToBindingFaces(prism: ObstaclePrism, panel: PanelWindow, sun: Float64Array): void {
    const { offset: d, incidence, u, v } = panel;
    const plane = this.plane;
    if (this.bindsTop) {
      plane[0] = 0;
      plane[1] = v[2]!;
      plane[2] = prism.topM - (d * sun[2]!) / incidence;
      this.clip();
    }
    const fp = prism.footprint;
    for (let b = 0; b < this.bindingCount && this.count >= 3; b++) {
      const j = this.binding[b]!;
      const k = j + 1 === prism.count ? 0 : j + 1;
      const nx = fp[2 * k + 1]! - fp[2 * j + 1]!;
      const ny = fp[2 * j]! - fp[2 * k]!;
      const facing = nx * sun[0]! + ny * sun[1]!;
      const dF = nx * fp[2 * j]! + ny * fp[2 * j + 1]!;
      plane[0] = nx * u[0]! + ny * u[1]!;
      plane[1] = nx * v[0]! + ny * v[1]!;
      plane[2] = dF - (d * facing) / incidence;
      this.clip();
    }
  }
}
