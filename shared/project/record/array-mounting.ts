/**
 * How a PV array is mounted and whether its rear side counts [MNT-1] [MNT-2] [MNT-3]
 * (docs/mounting.md):
 *
 * - `fixed`: one plane, the array's `inclination` and `azimuth` (the default: an array saved
 *   without a mounting is fixed, and keeps its figures).
 * - `east-west`: two planes back to back, each half tilted `inclination`, one facing the array's
 *   `azimuth` and the other `azimuth` + 180°, neighbouring units `gapM` apart at their low edges.
 * - `single-axis`: a tracker turning about one axis [TRK-1]; the array's `inclination` and
 *   `azimuth` are not used.
 *
 * The rear side (`bifacial`) counts only when the array's panel gives its bifaciality
 * (`bifacialityFactor`); absent: monofacial. Field names are camelCase like the other sections
 * added after the spec's (surroundings, uncertainty).
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { MOUNTING_LIMITS } from '../../constants/limits';

const limits = MOUNTING_LIMITS;

/** The three mountings, in the order the editor offers them. */
export const MOUNTING_KINDS = ['fixed', 'east-west', 'single-axis'] as const;
export type MountingKind = (typeof MOUNTING_KINDS)[number];

/**
 * Defaults of a new east-west rack and tracker in the editor: a 0.3 m gap between east-west
 * units (the product's choice, docs/mounting.md); a level north-south axis turning ±60° at
 * GCR 0.35 with backtracking, the reference tracker of docs/trackers.md.
 */
export const MOUNTING_DEFAULTS = {
  eastWestGapM: 0.3,
  axisAzimuth: 180,
  axisTilt: 0,
  maxAngle: 60,
  gcr: 0.35,
} as const;

const gcrField = boundedNumber(limits.gcrMin, limits.gcrMax, { minKey: 'gcrRange', maxKey: 'gcrRange' });

/** A fixed array: one plane. */
const fixedMounting = z.object({ kind: z.literal('fixed') });

/** An east-west rack: two halves back to back, tilted `inclination` each. */
const eastWestMounting = z.object({
  kind: z.literal('east-west'),
  /** Clear gap between the low edges of neighbouring units. [m] */
  gapM: boundedNumber(0, limits.eastWestGapMaxM, { maxKey: 'eastWestGapRange' }),
});

/** A single-axis tracker [TRK-1] [TRK-2]. */
const singleAxisMounting = z.object({
  kind: z.literal('single-axis'),
  /** Azimuth of the axis clockwise from north, 180 = north-south. [°] */
  axisAzimuth: boundedNumber(0, 360, {
    minKey: 'trackerAxisAzimuthRange',
    maxKey: 'trackerAxisAzimuthRange',
  }),
  /** Slope of the axis, downward toward `axisAzimuth`. [°] */
  axisTilt: boundedNumber(0, limits.trackerAxisTiltMaxDeg, {
    minKey: 'trackerAxisTiltRange',
    maxKey: 'trackerAxisTiltRange',
  }),
  /** Largest rotation either way. [°] */
  maxAngle: boundedNumber(1, limits.trackerMaxAngleDeg, {
    minKey: 'trackerMaxAngleRange',
    maxKey: 'trackerMaxAngleRange',
  }),
  /** Collector width over axis spacing. [-] */
  gcr: gcrField,
  /** Turn back to keep the rows out of each other's shadow [TRK-3]. */
  backtrack: z.boolean({ error: 'invalidValue' }),
});

/** An array's mounting, as the editor sends and the project stores it. */
export const arrayMountingInput = z.discriminatedUnion(
  'kind',
  [fixedMounting, eastWestMounting, singleAxisMounting],
  {
    error: 'mountingKindInvalid',
  },
);
export type ArrayMounting = z.output<typeof arrayMountingInput>;
export type EastWestMounting = z.output<typeof eastWestMounting>;
export type SingleAxisMounting = z.output<typeof singleAxisMounting>;

/**
 * Default rear shading/mismatch factor (racking and rear mismatch) [MNT-3]: the product's
 * −0.02, the default of docs/bifacial.md's inputs table. [-]
 */
export const DEFAULT_REAR_SHADE_FACTOR = -0.02;

const rearFactor = boundedNumber(-1, 0, { minKey: 'rearFactorRange', maxKey: 'rearFactorRange' });

/** The rear side of a bifacial array [MNT-3] [BIF-4]. */
export const arrayBifacialInput = z.object({
  /** Height of the collector's centre above the ground. [m] */
  heightM: boundedNumber(0, limits.bifacialHeightMaxM, {
    exclusiveMin: true,
    minKey: 'bifacialHeightTooLow',
    maxKey: 'bifacialHeightTooLow',
  }),
  /** Rear light lost to racking and rear mismatch (negative: a loss). [-] */
  shadeFactor: rearFactor.default(DEFAULT_REAR_SHADE_FACTOR),
  /** Rear light lost to the module's busbars and box (negative: a loss). [-] */
  transmissionFactor: rearFactor.default(0),
  /**
   * Ground coverage ratio of the rows when the array is not drawn in rows (a manual array, or a
   * drawn one of a single row); absent: the tracker's or the drawing's, else 0.4. [-]
   */
  gcr: gcrField.optional(),
});
export type ArrayBifacial = z.output<typeof arrayBifacialInput>;

/** The mounting of an array, fixed when it has none. */
export function mountingOf(array: { mounting?: ArrayMounting | null }): ArrayMounting {
  return array.mounting ?? { kind: 'fixed' };
}

/**
 * The cross-field rules of an array's mounting, as issues on the field at fault: an east-west
 * rack tilted beyond its limit (on `inclination`), and a rear side on an east-west rack, which
 * the infinite-sheds model does not describe (two rears facing each other; on `bifacial`).
 */
export function mountingIssues(array: {
  inclination: number;
  mounting?: ArrayMounting | null;
  bifacial?: ArrayBifacial | null;
}): { path: string[]; message: 'eastWestTiltTooLarge' | 'bifacialEastWest' }[] {
  if (mountingOf(array).kind !== 'east-west') return [];
  return [
    ...(array.inclination > limits.eastWestTiltMaxDeg
      ? [{ path: ['inclination'], message: 'eastWestTiltTooLarge' as const }]
      : []),
    ...(array.bifacial ? [{ path: ['bifacial'], message: 'bifacialEastWest' as const }] : []),
  ];
}
