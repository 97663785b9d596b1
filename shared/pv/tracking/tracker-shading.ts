/**
 * Row-to-row beam shading of single-axis trackers [TRK-5]. A tracker that backtracks turns so
 * that no row shades the next: its beam is unshaded by design. One that does not backtrack is
 * shaded in the mornings and evenings, when the sun is low across the rows.
 *
 * The shaded fraction of a middle row's width is Anderson and Jensen's eq. 12 (as
 * pvlib.shading.shaded_fraction1d) for identical rows at the same rotation θ with no offset:
 * f = clip(1 − (p/ℓ)·cos(θs − βc)/(|cos(θ − θs)|·cos βc), 0, 1), θs the sun's projected zenith.
 * With s′x = s·x̂ = r sin θs and s′z = s·ẑ = r cos θs (single-axis.ts) this is
 * f = clip(1 − (1/GCR)·(s′z + s′x tan βc)/cos θ, 0, 1), θ the angle of incidence: the fixed
 * rows' {@link shadedFractionFromCosines} with s′z + s′x tan βc in place of cos z.
 * Source: K. S. Anderson and A. R. Jensen, "Shaded fraction and backtracking in single-axis
 * trackers on rolling terrain", J. Renewable Sustainable Energy, vol. 16, no. 2, 023504, 2024,
 * doi:10.1063/5.0202220.
 *
 * The rows' masking of the sky diffuse (which the fixed rows take from Passias' mean masking
 * angle) is not modelled for trackers: 0, as pvlib's tracker model has none.
 */
import type { RowShading } from '../shading/row-shading';
import { shadedFractionFromCosines } from '../shading/shaded-fraction-1d';
import type { SingleAxisTracker } from './single-axis';

/**
 * The row-shading constants of a tracker, or undefined when it backtracks (no beam shading).
 * @param tracker the tracker
 * @returns pitch over width 1/GCR, the GCR, and no sky masking (angle and loss 0)
 */
export function trackerRowShading(tracker: SingleAxisTracker): RowShading | undefined {
  if (tracker.backtrack) return undefined;
  return {
    pitchOverWidth: 1 / tracker.gcr,
    groundCoverageRatio: tracker.gcr,
    maskingAngle: 0,
    skyDiffuseLoss: 0,
  };
}

/**
 * Shaded fraction of a middle tracker row's width.
 * @param gcr ground coverage ratio [-]
 * @param rowSunHeight s′z + s′x tan βc of the record (tracked-plane.ts) [-]
 * @param cosAoi cosine of the angle of incidence on the panels [-]
 * @returns shaded fraction [-], 0 when the sun is behind the panels
 */
export function trackerShadedFraction(gcr: number, rowSunHeight: number, cosAoi: number): number {
  return shadedFractionFromCosines(1 / gcr, rowSunHeight, cosAoi);
}
