/**
 * Two-dimensional view factors of the infinite-sheds model [BIF-1]: identical parallel rows, long
 * enough that a cross-section perpendicular to them tells everything, on flat level ground.
 *
 * Every face is drawn in its own frame: x horizontal towards the way the face looks, y up, the
 * face a segment of width ℓ tilted by β (0 up, 90 vertical, 180 facing the ground), its
 * neighbours the same segment shifted by ± pitch p. A row's rear face is the face of tilt
 * 180° − β looking the other way, so one formula serves both sides. Lengths are in collector
 * widths: a = p/ℓ = 1/GCR.
 *
 * View factors between 2-D strips follow from Hottel's crossed strings (and, for a point, the
 * half-sum of sines of the bounding angles from its normal); the averaged ones below are those
 * point formulas integrated in closed form along the face.
 * Sources: H. C. Hottel and A. F. Sarofim, "Radiative Transfer", McGraw-Hill, 1967, ch. 2 (the
 * crossed-string method); M. Mikofski, R. Darawali, M. Hamer, A. Neubert and J. Newmiller,
 * "Bifacial Performance Modeling in Large Arrays", IEEE 46th PVSC, 2019, pp. 1282-1287,
 * doi:10.1109/PVSC40753.2019.8980572 (the infinite-sheds model these factors feed).
 */
import { cosd, type Degrees, sind } from '../angles';

/**
 * Distance from a face's point at t widths below its upper edge to the upper edge of the row in
 * front of it (the one it looks at), in collector widths.
 */
function toFrontUpperEdge(a: number, cosTilt: number, t: number): number {
  return Math.sqrt(a * a - 2 * a * cosTilt * t + t * t);
}

/** Same, from a point s widths above the face's lower edge to the front row's lower edge. */
function toFrontLowerEdge(a: number, cosTilt: number, s: number): number {
  return Math.sqrt(a * a + 2 * a * cosTilt * s + s * s);
}

/**
 * Sky view factor of a point of a row's face, the row in front hiding the sky below its upper
 * edge [BIF-1].
 * @remarks F = (1 + (a cos β − t)/√(a² − 2at cos β + t²))/2, t the point's distance below the
 * upper edge over ℓ: the sky is seen from the front row's upper edge to the face's own plane.
 * An isolated face (a → ∞) gives (1 + cos β)/2.
 * @param surfaceTilt tilt of the face, 0-180 [°]
 * @param groundCoverageRatio collector width over pitch ℓ/p [-]
 * @param fromBottom the point's position up the slope, 0 at the lower edge, 1 at the upper [-]
 * @returns view factor to the sky [-]
 */
export function rowSkyViewAt(surfaceTilt: Degrees, groundCoverageRatio: number, fromBottom: number): number {
  const a = 1 / groundCoverageRatio;
  const c = cosd(surfaceTilt);
  const t = 1 - fromBottom;
  return 0.5 * (1 + (a * c - t) / toFrontUpperEdge(a, c, t));
}

/**
 * Sky view factor of a row's face averaged over its width [BIF-1].
 * @remarks The point formula of {@link rowSkyViewAt} integrated over t ∈ [0, 1]:
 * F̄ = (1 + a − √(a² − 2a cos β + 1))/2, the crossed-string result. 1 for a horizontal face
 * (the rows do not rise above it), (1 + cos β)/2 for an isolated one.
 * @param surfaceTilt tilt of the face, 0-180 [°]
 * @param groundCoverageRatio collector width over pitch ℓ/p [-]
 * @returns average view factor to the sky [-]
 */
export function rowSkyView(surfaceTilt: Degrees, groundCoverageRatio: number): number {
  const a = 1 / groundCoverageRatio;
  return 0.5 * (1 + a - toFrontUpperEdge(a, cosd(surfaceTilt), 1));
}

/**
 * Ground view factor of a point of a row's face, the row in front hiding the ground beyond its
 * lower edge [BIF-1].
 * @remarks F = (1 − (a cos β + s)/√(a² + 2as cos β + s²))/2, s the point's height up the slope
 * over ℓ. An isolated face gives (1 − cos β)/2.
 * @param surfaceTilt tilt of the face, 0-180 [°]
 * @param groundCoverageRatio collector width over pitch ℓ/p [-]
 * @param fromBottom the point's position up the slope, 0 at the lower edge, 1 at the upper [-]
 * @returns view factor to the ground [-]
 */
export function rowGroundViewAt(
  surfaceTilt: Degrees,
  groundCoverageRatio: number,
  fromBottom: number,
): number {
  const a = 1 / groundCoverageRatio;
  const c = cosd(surfaceTilt);
  return 0.5 * (1 - (a * c + fromBottom) / toFrontLowerEdge(a, c, fromBottom));
}

/**
 * Ground view factor of a row's face averaged over its width [BIF-1].
 * @remarks {@link rowGroundViewAt} integrated over s ∈ [0, 1]:
 * F̄ = (1 + a − √(a² + 2a cos β + 1))/2; 0 for a horizontal face looking up, 1 for one looking
 * down, (1 − cos β)/2 for an isolated face.
 * @param surfaceTilt tilt of the face, 0-180 [°]
 * @param groundCoverageRatio collector width over pitch ℓ/p [-]
 * @returns average view factor to the ground [-]
 */
export function rowGroundView(surfaceTilt: Degrees, groundCoverageRatio: number): number {
  const a = 1 / groundCoverageRatio;
  return 0.5 * (1 + a - toFrontLowerEdge(a, cosd(surfaceTilt), 1));
}

/**
 * Sky view factor of the ground between two rows, averaged over the pitch, for an unlimited
 * field of rows [BIF-1].
 * @remarks The ground sees either the sky or a row face; by reciprocity (A_i F_ij = A_j F_ji,
 * one pitch of ground against one collector width of each face),
 * F̄_ground→sky = 1 − GCR·(F̄_front→ground + F̄_rear→ground), the rear face tilted 180° − β.
 * Horizontal rows give 1 − GCR (the gaps between them). The rows' height does not enter: what
 * a point of the ground loses to a nearer row, another gains, averaged over a pitch; the point
 * values of {@link groundSkyViewAt} depend on it, their mean does not.
 * @param surfaceTilt tilt of the rows' front face, 0-180 [°]
 * @param groundCoverageRatio collector width over pitch ℓ/p [-]
 * @returns average view factor from the ground to the sky [-]
 */
export function groundSkyView(surfaceTilt: Degrees, groundCoverageRatio: number): number {
  const faces =
    rowGroundView(surfaceTilt, groundCoverageRatio) + rowGroundView(180 - surfaceTilt, groundCoverageRatio);
  return 1 - groundCoverageRatio * faces;
}

/** One row of the cross-section, for {@link groundSkyViewAt}. */
export interface ShedsCrossSection {
  /** Row tilt β, 0-180 [°]. */
  surfaceTilt: Degrees;
  /** Collector width ℓ over pitch p [-]. */
  groundCoverageRatio: number;
  /** Height of the collector's centre above the ground over the pitch, h/p [-]. */
  heightOverPitch: number;
  /** Rows counted on each side of the point; the sky beyond the last one is taken as hidden. */
  rowsEachSide: number;
}

/**
 * Sky view factor of a point on the ground among the rows [BIF-1].
 * @remarks The point sees the sky through the gaps between neighbouring rows: row k (centre at
 * k·p, height h) hides the directions between its two edges; the gap between rows k and k + 1
 * gives (cos α_k+1,top − cos α_k,bottom)/2 when it is open, α the elevation of an edge measured
 * from the +x ground direction (the half-sum rule for a horizontal strip).
 * @param x position on the ground as a fraction of the pitch, 0 under a row's centre [-]
 * @param rows the cross-section
 * @returns view factor from the point to the sky [-]
 */
export function groundSkyViewAt(x: number, rows: ShedsCrossSection): number {
  const w = rows.groundCoverageRatio;
  const halfDx = 0.5 * w * cosd(rows.surfaceTilt);
  const halfDy = 0.5 * w * sind(rows.surfaceTilt);
  const h = rows.heightOverPitch;
  const first = Math.floor(x) - rows.rowsEachSide;
  const last = Math.floor(x) + 1 + rows.rowsEachSide;
  let view = 0;
  let previousLargestCos = Number.NaN;
  for (let k = first; k <= last; k++) {
    const cosA = edgeCosine(k - x + halfDx, h - halfDy);
    const cosB = edgeCosine(k - x - halfDx, h + halfDy);
    const smallest = Math.min(cosA, cosB);
    if (k > first) view += Math.max(smallest - previousLargestCos, 0);
    previousLargestCos = Math.max(cosA, cosB);
  }
  return view / 2;
}

/** Cosine of the elevation angle, from the +x ground direction, of an edge at (dx, dy). */
function edgeCosine(dx: number, dy: number): number {
  return dx / Math.sqrt(dx * dx + dy * dy);
}
