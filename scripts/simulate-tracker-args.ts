/**
 * The command line's tracker options (scripts/simulate-args.ts) [TRK-7]: `--tracker single-axis`
 * with its axis, rotation limit, ground coverage ratio and backtracking, checked into the
 * engine's {@link SingleAxisTracker}. Every bad value is a {@link SimulateUsageError} naming its
 * option.
 */
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

/** The options a tracker replaces or cannot take: a fixed plane's, fixed rows', the surroundings'. */
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
 * @throws {@link SimulateUsageError} for a tracker option without `--tracker`, a kind other than
 * single-axis, a missing `--gcr`, a value out of range, or an option a tracker cannot take
 */
export function trackerOption(values: TrackerValues): SingleAxisTracker | undefined {
  const given = (Object.keys(TRACKER_OPTIONS) as (keyof typeof TRACKER_OPTIONS)[]).filter(
    (name) => values[name] !== undefined,
  );
  if (values.tracker === undefined) {
    if (given.length > 0) throw new SimulateUsageError(`--${given[0]} goes with --tracker single-axis`);
    return undefined;
  }
  if (values.tracker !== 'single-axis')
    throw new SimulateUsageError(`--tracker must be single-axis, got '${String(values.tracker)}'`);
  const conflict = NOT_WITH_TRACKER.find((name) => values[name] !== undefined);
  if (conflict) throw new SimulateUsageError(`--${conflict} does not apply with --tracker`);
  if (values.gcr === undefined) throw new SimulateUsageError('--gcr G is required with --tracker');
  const gcr = Number(values.gcr);
  const tracker: SingleAxisTracker = {
    kind: 'single-axis',
    axisAzimuth: angleOption(values, 'axis-azimuth', DEFAULTS.axisAzimuth),
    axisTilt: angleOption(values, 'axis-tilt', DEFAULTS.axisTilt),
    maxAngle: angleOption(values, 'max-angle', DEFAULTS.maxAngle),
    gcr: typeof values.gcr === 'string' && values.gcr.trim() !== '' ? gcr : Number.NaN,
    backtrack: values.backtrack === true,
    crossAxisTilt: angleOption(values, 'cross-axis-tilt', DEFAULTS.crossAxisTilt),
  };
  const problem = singleAxisTrackerProblem(tracker);
  if (problem) throw new SimulateUsageError(`--tracker: ${problem}`);
  return tracker;
}
