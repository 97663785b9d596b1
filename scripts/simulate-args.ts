/**
 * The simulation command line's options (scripts/simulate.ts): parsed, checked and turned into
 * the run they ask for. Every bad value is a {@link SimulateUsageError} naming its option.
 */
import { parseArgs } from 'node:util';
import { IAM_MODELS, type IamModel } from '../shared/pv/iam';
import { TRANSPOSITION_MODELS, type TranspositionModel } from '../shared/pv/irradiance/sky-diffuse';
import { DEFAULT_SYSTEM_LOSSES, NO_SYSTEM_LOSSES } from '../shared/pv/losses/system-losses';
import type { InverterModel } from '../shared/pv/power/inverter';
import { FALLBACK_TEMP_COEFFICIENT_PMAX } from '../shared/pv/power/wafer-material';
import { type RowGeometry, rowGeometryProblem } from '../shared/pv/shading/row-shading';
import type { RunReportOptions } from '../shared/pv/simulation/run-report';
import {
  DEFAULT_TEMPERATURE_MODEL,
  TEMPERATURE_MODELS,
  type TemperatureModel,
} from '../shared/pv/temperature';
import { albedoOption, BIFACIAL_OPTIONS, bifacialOption } from './simulate-bifacial-args';
import { LOAD_OPTIONS, type LoadArgs, loadArgs } from './simulate-load-options';
import { rowBlocksOption, SimulateUsageError } from './simulate-shading';
import { STORAGE_OPTIONS, type StorageRunArgs, storageRunArgs } from './simulate-storage-options';
import { steepestTrackerTilt, TRACKER_OPTIONS, trackerOption } from './simulate-tracker-args';
import { UNCERTAINTY_OPTIONS, type UncertaintyArgs, uncertaintyArgs } from './simulate-uncertainty-args';

const OPTIONS = {
  weather: { type: 'string' },
  tilt: { type: 'string' },
  azimuth: { type: 'string' },
  transposition: { type: 'string' },
  albedo: { type: 'string' },
  kwp: { type: 'string' },
  gamma: { type: 'string' },
  'temp-model': { type: 'string' },
  iam: { type: 'string' },
  inverter: { type: 'string' },
  'inverter-eff': { type: 'string' },
  'inverter-euro-eff': { type: 'string' },
  'ac-kw': { type: 'string' },
  losses: { type: 'string' },
  'collector-width': { type: 'string' },
  pitch: { type: 'string' },
  blocks: { type: 'string' },
  orientation: { type: 'string' },
  horizon: { type: 'string' },
  scene: { type: 'string' },
  optimum: { type: 'boolean' },
  project: { type: 'string' },
  ...BIFACIAL_OPTIONS,
  ...LOAD_OPTIONS,
  ...STORAGE_OPTIONS,
  ...UNCERTAINTY_OPTIONS,
  ...TRACKER_OPTIONS,
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>['values'];

function numberOption(
  values: Values,
  name: keyof Values,
  fallback: number,
  check: (x: number) => boolean,
  range: string,
) {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(value) || !check(value)) {
    throw new SimulateUsageError(`--${name} must be a number ${range}, got '${String(raw)}'`);
  }
  return value;
}

function choice<T extends string>(values: Values, name: keyof Values, allowed: readonly T[], fallback: T): T {
  const raw = values[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw)) {
    throw new SimulateUsageError(`--${name} must be one of ${allowed.join(', ')}, got '${String(raw)}'`);
  }
  return raw as T;
}

function inverterOption(values: Values, dcKw: number): InverterModel {
  const kind = choice(values, 'inverter', ['pvwatts', 'efficiency'] as const, 'pvwatts');
  const ratedAcPower = numberOption(values, 'ac-kw', dcKw, (x) => x > 0, '> 0') * 1000;
  const efficiency = (fallback: number) =>
    numberOption(values, 'inverter-eff', fallback, (x) => x > 0 && x <= 1, 'in (0, 1]');
  if (kind === 'pvwatts') return { kind, ratedAcPower, nominalEfficiency: efficiency(0.96) };
  const maxEfficiency = efficiency(0.98);
  const europeanEfficiency = numberOption(
    values,
    'inverter-euro-eff',
    maxEfficiency - 0.005,
    (x) => x > 0 && x <= 1,
    'in (0, 1]',
  );
  return { kind: 'efficiency-curve', ratedAcPower, maxEfficiency, europeanEfficiency };
}

/** Parsed command line: the weather file, the shading files and the simulation options. */
export interface SimulateArgs {
  weatherFile: string;
  /** --horizon and --scene, read by {@link simulateFile}. */
  horizonFile?: string;
  sceneFile?: string;
  /** --project: a saved project to simulate instead of the one array of the options. */
  projectFile?: string;
  /** --load: a meter data file, with the --load-* answers. */
  load?: LoadArgs;
  /** With --load: the run with PV (--weather or --pv), a tariff or a battery; absent, the file alone. */
  run?: StorageRunArgs;
  /** --uncertainty: the P50/P90/P99 of the annual AC energy [UNC-1]; absent, none. */
  uncertainty?: UncertaintyArgs;
  json: boolean;
  help: boolean;
  /** Options, except what depends on the site (the default azimuth). */
  options: Omit<RunReportOptions, 'surfaceAzimuth'> & { surfaceAzimuth?: number };
}

/**
 * `--gamma -0.35` → `--gamma=-0.35`: node's parseArgs takes a value starting with a dash for
 * an option, and temperature coefficients are negative.
 */
function joinNegativeValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    const name = token.startsWith('--') ? token.slice(2) : '';
    const next = argv[i + 1];
    const takesValue = name in OPTIONS && OPTIONS[name as keyof typeof OPTIONS].type === 'string';
    if (takesValue && next !== undefined && /^-(\d|\.\d)/.test(next)) {
      joined.push(`${token}=${next}`);
      i++;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

/**
 * Parses and checks the command line.
 * @throws {@link SimulateUsageError} for unknown options and bad values
 */
export function parseSimulateArgs(argv: string[]): SimulateArgs {
  const values = parseValues(argv);
  if (values.help)
    return { weatherFile: '', json: false, help: true, options: {} as SimulateArgs['options'] };
  const load = loadArgs(values);
  const run = storageRunArgs(values, load !== undefined);
  const uncertainty = uncertaintyArgs(values);
  if (load) {
    if (uncertainty) throw new SimulateUsageError('--uncertainty does not apply with --load');
    return loadRunArgs(values, load, run);
  }
  if (!values.weather) throw new SimulateUsageError('--weather FILE is required (or --load FILE)');
  return {
    weatherFile: values.weather,
    ...(uncertainty && { uncertainty }),
    ...(values.horizon !== undefined && { horizonFile: values.horizon }),
    ...(values.scene !== undefined && { sceneFile: values.scene }),
    ...(values.project !== undefined && { projectFile: values.project }),
    json: values.json ?? false,
    help: false,
    options: readOptions(values),
  };
}

/** The options of the one array, which only --weather's PV reads. */
const ARRAY_OPTIONS = [
  'tilt',
  'azimuth',
  'transposition',
  'albedo',
  'kwp',
  'gamma',
  'temp-model',
  'iam',
  'inverter',
  'inverter-eff',
  'inverter-euro-eff',
  'ac-kw',
  'losses',
  'collector-width',
  'pitch',
  'blocks',
  'orientation',
  ...(Object.keys(TRACKER_OPTIONS) as (keyof typeof TRACKER_OPTIONS)[]),
  'height',
  'bifaciality',
  'shade-factor',
  'transmission-factor',
] as const;

/** --load alone, or with a run: the array options only with --weather; no shading files, no project. */
function loadRunArgs(values: Values, load: LoadArgs, run: StorageRunArgs | undefined): SimulateArgs {
  const notWithLoad = (['horizon', 'scene', 'project', 'optimum'] as const).find(
    (n) => values[n] !== undefined,
  );
  if (notWithLoad) throw new SimulateUsageError(`--${notWithLoad} does not apply with --load`);
  const arrayOption = ARRAY_OPTIONS.find((n) => values[n] !== undefined);
  if (values.weather === undefined && arrayOption)
    throw new SimulateUsageError(`--${arrayOption} goes with --weather FILE`);
  return {
    weatherFile: values.weather ?? '',
    load,
    ...(run && { run }),
    json: values.json ?? false,
    help: false,
    options: values.weather === undefined ? ({} as SimulateArgs['options']) : readOptions(values),
  };
}

function parseValues(argv: string[]): Values {
  try {
    return parseArgs({
      args: joinNegativeValues(argv),
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new SimulateUsageError((error as Error).message);
  }
}

/** --collector-width and --pitch: both or neither; the rows must not overlap at this tilt. */
function rowsOption(values: Values, surfaceTilt: number): RowGeometry | undefined {
  const width = values['collector-width'];
  const pitch = values.pitch;
  if (width === undefined && pitch === undefined) return undefined;
  if (width === undefined || pitch === undefined)
    throw new SimulateUsageError('--collector-width and --pitch go together: give both or neither');
  const rows = {
    collectorWidthM: numberOption(values, 'collector-width', 0, (x) => x > 0, '> 0 m'),
    pitchM: numberOption(values, 'pitch', 0, (x) => x > 0, '> 0 m'),
  };
  const problem = rowGeometryProblem(rows, surfaceTilt);
  if (problem) throw new SimulateUsageError(`--pitch: ${problem}`);
  return rows;
}

function readOptions(values: Values): SimulateArgs['options'] {
  const dcKw = numberOption(values, 'kwp', 1, (x) => x > 0, '> 0');
  // A bifacial tracker's rows are its width and pitch, laid flat at worst (GCR < 1) [TRK-6].
  const bifacialTracker =
    values.tracker !== undefined && (values.height !== undefined || values.bifaciality !== undefined);
  const trackerRows = bifacialTracker ? rowsOption(values, 0) : undefined;
  const tracker = trackerOption(values, trackerRows);
  const inRange = (low: number, high: number) => (x: number) => x >= low && x <= high;
  const surfaceTilt = numberOption(values, 'tilt', 30, inRange(0, 90), 'in [0, 90]');
  const rows = tracker ? undefined : rowsOption(values, surfaceTilt);
  const rowBlocks = rowBlocksOption(values.blocks, values.orientation, rows !== undefined);
  const bifacial = tracker
    ? bifacialOption(values, trackerRows, steepestTrackerTilt(tracker))
    : bifacialOption(values, rows, surfaceTilt);
  return {
    surfaceTilt,
    surfaceAzimuth:
      values.azimuth === undefined
        ? undefined
        : numberOption(values, 'azimuth', 180, inRange(0, 360), 'in [0, 360]'),
    transposition: choice<TranspositionModel>(values, 'transposition', TRANSPOSITION_MODELS, 'perez'),
    albedo: albedoOption(values.albedo),
    dcCapacity: dcKw * 1000,
    tempCoefficientPmax: numberOption(
      values,
      'gamma',
      FALLBACK_TEMP_COEFFICIENT_PMAX,
      inRange(-5, 5),
      'in [-5, 5] %/°C',
    ),
    temperatureModel: choice<TemperatureModel>(
      values,
      'temp-model',
      TEMPERATURE_MODELS,
      DEFAULT_TEMPERATURE_MODEL,
    ),
    iamModel: choice<IamModel>(values, 'iam', IAM_MODELS, 'physical'),
    inverter: inverterOption(values, dcKw),
    losses:
      choice(values, 'losses', ['none', 'default'] as const, 'default') === 'none'
        ? NO_SYSTEM_LOSSES
        : DEFAULT_SYSTEM_LOSSES,
    optimum: values.optimum ?? false,
    ...(rows && { rows }),
    ...(rowBlocks && { rowBlocks }),
    ...(tracker && { tracker }),
    ...(bifacial && { bifacial }),
  };
}
