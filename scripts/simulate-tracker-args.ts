/**
 * The command line's tracker options (scripts/simulate-args.ts) [TRK-7]: `--tracker single-axis`
 * with its axis, rotation limit, ground coverage ratio and backtracking, checked into the
 * engine's {@link SingleAxisTracker}. A bifacial tracker gives its rows instead of the GCR:
 * --collector-width and --pitch, GCR = width / pitch [BIF-2, TRK-6]. Every bad value is a
 * {@link SimulateUsageError} naming its option.
 */
import { cosd, type Degrees, RAD_TO_DEG } from '../shared/pv/angles';
import type { RowGeometry } from '../shared/pv/shading/row-shading';
import { type SingleAxisTracker, singleAxisTrackerProblem } from '../shared/pv/tracking/single-axis';
import { SimulateUsageError } from './simulate-shading';

/** The tracker's options, for node's parseArgs. */
export const TRACKER_OPTIONS = {
  tracker: { type: 'string' },
  'axis-azimuth': { type: 'string' },
  'axis-tilt': { type: 'string' },
  'max-angle': { type: 'string' },
  gcr: { type: 'string' },
  backtrack: { type: 'boolean' },
  'cross-axis-tilt': { type: 'string' },
} as const;

/**
 * The options a tracker replaces or cannot take: a fixed plane's, fixed rows' (but a bifacial
 * tracker's width and pitch), the surroundings'.
 */
const NOT_WITH_TRACKER = [
  'tilt',
  'azimuth',
  'collector-width',
  'pitch',
  'blocks',
  'horizon',
  'scene',
  'optimum',
];

type TrackerValues = Partial<Record<keyof typeof TRACKER_OPTIONS, string | boolean>> &
  Partial<Record<string, unknown>>;

/** The tracker's defaults: a north-south horizontal axis turning ±60°. */
const DEFAULTS = { axisAzimuth: 180, axisTilt: 0, maxAngle: 60, crossAxisTilt: 0 };

function angleOption(values: TrackerValues, name: keyof typeof TRACKER_OPTIONS, fallback: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(value))
    throw new SimulateUsageError(`--${name} must be a number of degrees, got '${String(raw)}'`);
  return value;
}

/**
 * The tracker of the command line, or undefined without `--tracker`.
 * @param values the parsed options
 * @param rows a bifacial tracker's --collector-width and --pitch, read by the caller; undefined
 * for a monofacial one (its rows are --gcr)
 * @throws {@link SimulateUsageError} for a tracker option without `--tracker`, a kind other than
 * single-axis, no GCR (--gcr, or the rows), a --gcr other than the rows' width / pitch, a value
 * out of range, an option a tracker cannot take, or a bifacial tracker on a cross-axis slope
 */
export function trackerOption(values: TrackerValues, rows?: RowGeometry): SingleAxisTracker | undefined {
  const given = (Object.keys(TRACKER_OPTIONS) as (keyof typeof TRACKER_OPTIONS)[]).filter(
    (name) => values[name] !== undefined,
  );
  if (values.tracker === undefined) {
    if (given.length > 0) throw new SimulateUsageError(`--${given[0]} goes with --tracker single-axis`);
    return undefined;
  }
  if (values.tracker !== 'single-axis')
    throw new SimulateUsageError(`--tracker must be single-axis, got '${String(values.tracker)}'`);
  const conflict = NOT_WITH_TRACKER.find(
    (name) => values[name] !== undefined && !(rows && (name === 'collector-width' || name === 'pitch')),
  );
  if (conflict) throw new SimulateUsageError(`--${conflict} does not apply with --tracker`);
  const tracker: SingleAxisTracker = {
    kind: 'single-axis',
    axisAzimuth: angleOption(values, 'axis-azimuth', DEFAULTS.axisAzimuth),
    axisTilt: angleOption(values, 'axis-tilt', DEFAULTS.axisTilt),
    maxAngle: angleOption(values, 'max-angle', DEFAULTS.maxAngle),
    gcr: trackerGcr(values, rows),
    backtrack: values.backtrack === true,
    crossAxisTilt: angleOption(values, 'cross-axis-tilt', DEFAULTS.crossAxisTilt),
  };
  const problem = singleAxisTrackerProblem(tracker);
  if (problem) throw new SimulateUsageError(`--tracker: ${problem}`);
  if (rows && tracker.crossAxisTilt !== 0)
    throw new SimulateUsageError(
      '--cross-axis-tilt: a bifacial tracker stands on level ground (cross-axis slope 0)',
    );
  return tracker;
}

/** --gcr, or a bifacial tracker's width / pitch (--gcr then left out or equal to it) [-]. */
function trackerGcr(values: TrackerValues, rows: RowGeometry | undefined): number {
  const raw = values.gcr;
  const gcr = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!rows) {
    if (raw === undefined) throw new SimulateUsageError('--gcr G is required with --tracker');
    return gcr;
  }
  const ofRows = rows.collectorWidthM / rows.pitchM;
  if (raw !== undefined && !(Math.abs(gcr - ofRows) <= 1e-9 * ofRows))
    throw new SimulateUsageError(
      `--gcr ${String(raw)} differs from --collector-width / --pitch = ${ofRows}: give one or make them agree`,
    );
  return ofRows;
}

/**
 * The steepest surface tilt a tracker takes, at its largest rotation:
 * acos(cos βa · cos θmax), the panels' normal being cos θ·ẑ + sin θ·x̂ with ẑ's up component
 * cos βa and x̂ horizontal (single-axis.ts) [°].
 */
export function steepestTrackerTilt(tracker: SingleAxisTracker): Degrees {
  return Math.acos(cosd(tracker.axisTilt) * cosd(tracker.maxAngle)) * RAD_TO_DEG;
}
