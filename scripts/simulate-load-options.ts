/**
 * The command line's meter file options (scripts/simulate.ts): `--load FILE` and the
 * `--load-*` answers to what the file leaves open [LOAD-2], checked into the reader's choices.
 * The reading itself is in simulate-load.ts, loaded only when --load is given: the spreadsheet
 * library it needs would cost every other run of the command line its start-up time.
 */
import { METER_UNITS, type MeterFileChoices, type MeterUnit } from '../shared/load/meter-file/choices';
import { isTypicalShapeId, TYPICAL_SHAPE_IDS } from '../shared/load/typical-shapes/ids';
import { SimulateUsageError } from './simulate-shading';

/** A file the command line cannot use: printed as one line, exit code 2. */
export class SimulateFileError extends Error {
  override name = 'SimulateFileError';
}

/** The options of the meter file, for node's parseArgs. */
export const LOAD_OPTIONS = {
  load: { type: 'string' },
  'load-unit': { type: 'string' },
  'load-stamps': { type: 'string' },
  'load-date-order': { type: 'string' },
  'load-time-zone': { type: 'string' },
  'load-shape': { type: 'string' },
} as const;

type LoadValues = Partial<Record<keyof typeof LOAD_OPTIONS, string | boolean>>;

function oneOf<T extends string>(
  values: LoadValues,
  name: keyof LoadValues,
  allowed: readonly T[],
): T | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw))
    throw new SimulateUsageError(`--${name} must be one of ${allowed.join(', ')}, got '${String(raw)}'`);
  return raw as T;
}

/** `--load FILE` and the reader's choices from the `--load-*` options. */
export interface LoadArgs {
  file: string;
  choices: MeterFileChoices;
}

/**
 * The meter file, undefined without --load.
 * @throws {@link SimulateUsageError} for a `--load-*` value not allowed, or such an option without
 *   --load
 */
export function loadArgs(values: LoadValues): LoadArgs | undefined {
  const choices = loadChoices(values);
  if (values.load === undefined) return undefined;
  return { file: String(values.load), choices };
}

/**
 * The user's answers from the `--load-*` options.
 * @throws {@link SimulateUsageError} for a value not allowed, or an answer without --load
 */
export function loadChoices(values: LoadValues): MeterFileChoices {
  const given = Object.keys(values).filter(
    (name) => name.startsWith('load-') && values[name as keyof LoadValues] !== undefined,
  );
  if (values.load === undefined && given.length > 0)
    throw new SimulateUsageError(`--${given[0]} goes with --load FILE`);
  const zone = values['load-time-zone'];
  const shape = oneOf(values, 'load-shape', TYPICAL_SHAPE_IDS);
  const choices: MeterFileChoices = {
    unit: oneOf<MeterUnit>(values, 'load-unit', METER_UNITS),
    stamps: oneOf(values, 'load-stamps', ['start', 'end'] as const),
    dateOrder: oneOf(values, 'load-date-order', ['dmy', 'mdy'] as const),
    timeZone: typeof zone === 'string' ? zone : undefined,
    shape: shape && isTypicalShapeId(shape) ? shape : undefined,
  };
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== undefined));
}
