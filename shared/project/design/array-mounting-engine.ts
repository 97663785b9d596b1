/**
 * An array's mounting and rear side in the engine's terms [MNT-1] [MNT-2] [MNT-3]
 * (docs/mounting.md):
 *
 * - fixed: one engine array in the array's plane, with its drawn rows (as before the mountings).
 * - east-west: two engine arrays of half the capacity each, tilted `inclination`, facing the
 *   array's azimuth and the opposite one, each in rows whose pitch is the width of one east-west
 *   unit (`eastWestRows`), so each half is shaded by the ridge of the next unit's other half.
 * - single-axis: one tracked engine array [TRK-1]; the tracker's GCR gives its rows.
 *
 * A rear side needs rows [BIF-1]: a fixed array's drawn rows, else rows of the array's collector
 * at the bifacial section's GCR; a tracker's are its own.
 */
import { cosd } from '../../pv/angles';
import type { RowGeometry } from '../../pv/shading/row-shading';
import type { BifacialPanels, PvArray } from '../../pv/simulation/types';
import type { SingleAxisTracker } from '../../pv/tracking/single-axis';
import type { ArrayMounting, EastWestMounting, SingleAxisMounting } from '../record/array-mounting';

/** Ground coverage ratio of bifacial rows the array does not draw (a manual array). [-] */
export const DEFAULT_BIFACIAL_GCR = 0.4;

/**
 * The rows of one half of an east-west rack [MNT-2]: the half's collector and the width of one
 * east-west unit as the pitch, p = 2·ℓ·cos β + gap.
 *
 * @remarks Seen from a half facing the sun, what stands in front of it is the next unit's
 * opposite half, whose high edge (the ridge) is at height ℓ·sin β and at the horizontal distance
 * ℓ·cos β + gap from the half's low edge. A row of identical rows at pitch p puts the front row's
 * high edge at p − ℓ·cos β from the back row's low edge: with the unit's width as p, the same
 * point. The opposite half's back slopes down from the ridge toward the lit half, so the ridge
 * alone bounds its shadow, as the top edge of a front row does: the beam's shaded fraction and
 * the sky's masking angle are those of rows at that pitch. Its own unit's other half is behind it.
 *
 * @param collectorWidthM - Width of one half along its slope. [m]
 * @param tiltDeg - Tilt of each half. [°]
 * @param gapM - Clear gap between the low edges of neighbouring units. [m]
 * @example
 * eastWestRows(1.134, 10, 0.3); // { collectorWidthM: 1.134, pitchM: 2.5335… }
 */
export function eastWestRows(collectorWidthM: number, tiltDeg: number, gapM: number): RowGeometry {
  return { collectorWidthM, pitchM: 2 * collectorWidthM * cosd(tiltDeg) + gapM };
}

/** The engine's tracker of a project's single-axis mounting [TRK-1]. */
export function engineTracker(mounting: SingleAxisMounting): SingleAxisTracker {
  const { axisAzimuth, axisTilt, maxAngle, gcr, backtrack } = mounting;
  return { kind: 'single-axis', axisAzimuth, axisTilt, maxAngle, gcr, backtrack };
}

/**
 * Rows for a bifacial fixed array: the drawn rows when the array has them, else its collector
 * at the bifacial section's GCR (default {@link DEFAULT_BIFACIAL_GCR}).
 *
 * @param collectorWidthM - The collector's width along the slope. [m]
 */
export function bifacialRows(
  drawnRows: RowGeometry | undefined,
  collectorWidthM: number,
  gcr: number | undefined,
): RowGeometry {
  return drawnRows ?? { collectorWidthM, pitchM: collectorWidthM / (gcr ?? DEFAULT_BIFACIAL_GCR) };
}

/** One engine array of a project's array and the share of its capacity it takes. */
export interface MountedPart {
  kind: Omit<PvArray, 'dcCapacity'>;
  /** Share of the array's capacity. [-] */
  share: number;
}

/** What the parts are built from: the fixed plane's engine array and the mounting. */
export interface MountedInput {
  /** The array as one fixed plane (tilt, azimuth, panel, rows, surroundings). */
  fixed: Omit<PvArray, 'dcCapacity'>;
  mounting: ArrayMounting;
  /** The rear side, bifaciality from the panel; undefined: monofacial. */
  bifacial?: BifacialPanels;
  /** Rows of one east-west half, or of the bifacial fixed rows. */
  rows?: RowGeometry;
}

/** The two halves of an east-west rack (see the module comment); no surroundings. */
function eastWestParts(input: MountedInput & { mounting: EastWestMounting }): MountedPart[] {
  const { surroundings: _scene, rows: _drawn, ...plane } = input.fixed;
  const half = (surfaceAzimuth: number): MountedPart => ({
    kind: { ...plane, surfaceAzimuth, rows: input.rows },
    share: 0.5,
  });
  return [half(plane.surfaceAzimuth), half((plane.surfaceAzimuth + 180) % 360)];
}

/**
 * The engine arrays of a project's array (see the module comment), with their shares of its
 * capacity (summing to 1).
 */
export function mountedParts(input: MountedInput): MountedPart[] {
  const { fixed, mounting, bifacial } = input;
  if (mounting.kind === 'east-west') return eastWestParts({ ...input, mounting });
  if (mounting.kind === 'single-axis') {
    const { surroundings: _scene, rows: _drawn, ...plane } = fixed;
    const tracker = engineTracker(mounting);
    const kind = { ...plane, surfaceTilt: 0, surfaceAzimuth: mounting.axisAzimuth, tracker };
    return [{ kind: bifacial ? { ...kind, bifacial } : kind, share: 1 }];
  }
  if (!bifacial) return [{ kind: fixed, share: 1 }];
  const { surroundings: _scene, ...plane } = fixed;
  return [{ kind: { ...plane, rows: input.rows, bifacial }, share: 1 }];
}
