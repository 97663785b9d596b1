/**
 * A run of `--load FILE` with PV (`--weather FILE` and the array options, or `--pv FILE`), a
 * tariff and a battery (scripts/simulate.ts): the files read and checked, the PV brought to the
 * load's interval and calendar [LOAD-4], the storage year run (simulate-storage-run.ts) and its
 * blocks printed, the steps written with --hourly-csv. Loaded only for such a run: the engine and
 * the spreadsheet reader would cost every other run of the command line its start-up time.
 * A file that cannot be used is a {@link SimulateFileError}: one line saying why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { validationMessage } from '../shared/errors/validation';
import type { IntervalSeries } from '../shared/load/interval-series';
import { pvAtLoadInterval, pvOnLoadCalendar } from '../shared/load/pv-at-interval';
import { syntheticTimezone } from '../shared/pv/climate/synthetic-year';
import { climateSunPositions } from '../shared/pv/engine/climate';
import { simulateArrayYear } from '../shared/pv/simulation/array-year';
import { arraySetupOf, type RunReportOptions } from '../shared/pv/simulation/run-report';
import { hourlyEnergyOnLocalClock } from '../shared/pv/storage/local-clock';
import { issuePath, type Tariff, tariffSchema } from '../shared/tariff/schema';
import { loadBlockOf, readMeterLoad } from './simulate-load';
import { type LoadArgs, SimulateFileError } from './simulate-load-options';
import { readWeatherFile } from './simulate-project';
import { writeStepCsv } from './simulate-storage-csv';
import type { StorageRunArgs } from './simulate-storage-options';
import { type PvBlock, type StorageRunOutput, storageRun } from './simulate-storage-run';
import { formatStorageText } from './simulate-storage-text';

/** The array options of `--weather` (the azimuth defaults by the site's hemisphere). */
export type ArrayOptions = Omit<RunReportOptions, 'surfaceAzimuth'> & { surfaceAzimuth?: number };

/** What a run with a load is given on the command line. */
export interface StorageFileArgs {
  load: LoadArgs;
  run: StorageRunArgs;
  /** With `run.pv.kind` 'weather'. */
  weatherFile?: string;
  arrayOptions?: ArrayOptions;
  json: boolean;
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * `--tariff FILE.json` [TAR-1].
 * @throws {@link SimulateFileError} naming each field at fault (the first three): a field missing,
 *   or its rule in English
 */
export function readTariffFile(file: string): Tariff {
  if (!existsSync(file)) throw new SimulateFileError(`--tariff file not found: ${file}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SimulateFileError(`cannot read ${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = tariffSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => {
    const path = issuePath(issue.path);
    return valueAt(json, issue.path) === undefined && issue.code !== 'custom'
      ? `${path || 'the file'} is missing`
      : `${path}: ${validationMessage(issue.message, 'en')}`;
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  throw new SimulateFileError(`${file} is not a tariff: ${issues.slice(0, 3).join('; ')}${more}`);
}

/**
 * `--pv FILE`: a year of AC production in the load's layouts, mean kW unless the file names its
 * unit, laid on the load's calendar by month, day and time [LOAD-4].
 * @throws {@link SimulateFileError} for a file the reader refuses, less than a year, or an interval
 *   other than the load's (refused, not resampled: the file should be exported at the load's)
 */
export function readPvFile(file: string, load: IntervalSeries, loadFile: string): IntervalSeries {
  let pv = readMeterLoad(file, {}, '--pv');
  if (pv.guesses.unit.from === 'default') pv = readMeterLoad(file, { unit: 'kW' }, '--pv');
  if (pv.series.stepMinutes !== load.stepMinutes) {
    throw new SimulateFileError(
      `--pv ${file} is at ${pv.series.stepMinutes}-minute steps and --load ${loadFile} at ${load.stepMinutes}-minute ones: give the PV at the load's interval`,
    );
  }
  if (pv.summary.partial) {
    throw new SimulateFileError(
      `--pv ${file} covers ${pv.summary.coveredDays} days: a PV series must cover a whole year (365 days)`,
    );
  }
  return pvOnLoadCalendar(pv.series, load, load.kw.length);
}

/**
 * The engine's year of the array over `--weather FILE`, at the load's interval [LOAD-4]: hourly
 * AC on the site's clock (its time zone when it fits the longitude, as the report's storage year
 * takes it), the load's times taken to be on the same clock.
 */
export function weatherPv(
  weatherFile: string,
  options: ArrayOptions,
  load: IntervalSeries,
): { pv: IntervalSeries; timezoneHours: number } {
  const weather = readWeatherFile(weatherFile);
  const sun = climateSunPositions(weather);
  const surfaceAzimuth = options.surfaceAzimuth ?? (weather.site.latitude >= 0 ? 180 : 0);
  const year = simulateArrayYear(arraySetupOf({ ...options, surfaceAzimuth }), weather, sun);
  const timezoneHours = syntheticTimezone(weather.site);
  const hourly = hourlyEnergyOnLocalClock(
    { powerW: year.acPower, timesUtcMs: weather.timesUtcMs, intervalHours: weather.intervalHours },
    timezoneHours,
  );
  const { latitude, longitude, elevation } = weather.site;
  const pv = pvAtLoadInterval(
    hourly,
    { latitude, longitude, elevation, timezoneHours },
    load,
    load.kw.length,
  );
  return { pv, timezoneHours };
}

function pvBlockOf(pv: IntervalSeries, source: PvBlock['source'], timezoneHours?: number): PvBlock {
  let energy = 0;
  let peak = 0;
  for (const kw of pv.kw) {
    energy += kw;
    if (kw > peak) peak = kw;
  }
  return {
    source,
    annualKwh: Number(((energy * pv.stepMinutes) / 60).toFixed(3)),
    peakKw: Number(peak.toFixed(3)),
    stepMinutes: pv.stepMinutes,
    ...(timezoneHours !== undefined && { timezoneHours }),
  };
}

function pvOf(args: StorageFileArgs, load: IntervalSeries): { pv: IntervalSeries; block?: PvBlock } {
  const source = args.run.pv;
  if (source.kind === 'file') {
    const pv = readPvFile(source.file, load, args.load.file);
    return { pv, block: pvBlockOf(pv, 'file') };
  }
  if (source.kind === 'weather') {
    const { pv, timezoneHours } = weatherPv(args.weatherFile!, args.arrayOptions!, load);
    return { pv, block: pvBlockOf(pv, 'weather', timezoneHours) };
  }
  const none = { firstIntervalStart: load.firstIntervalStart, stepMinutes: load.stepMinutes };
  return { pv: { ...none, kw: new Float64Array(load.kw.length) } };
}

/**
 * Reads the files, runs the year, writes --hourly-csv and answers what is printed.
 * @throws {@link SimulateFileError} for a file that cannot be read or used
 */
export function storageRunOfFiles(args: StorageFileArgs): StorageRunOutput {
  const meter = readMeterLoad(args.load.file, args.load.choices);
  const load = meter.series;
  const { pv, block } = pvOf(args, load);
  const tariff = args.run.tariffFile === undefined ? undefined : readTariffFile(args.run.tariffFile);
  const { blocks, year } = storageRun({
    load,
    pv,
    hasPv: block !== undefined,
    ...(tariff && { tariff }),
    ...(args.run.battery && { battery: args.run.battery }),
    strategy: args.run.strategy,
    limits: args.run.limits,
  });
  if (args.run.csvFile !== undefined) writeStepCsv(args.run.csvFile, pv, load, year.flows);
  return { load: loadBlockOf(meter), ...(block && { pv: block }), ...blocks };
}

/** Runs and prints (JSON with `json`); returns the exit code. */
export function printStorageRun(args: StorageFileArgs): number {
  const output = storageRunOfFiles(args);
  process.stdout.write(`${args.json ? JSON.stringify(output) : formatStorageText(output)}\n`);
  return 0;
}
