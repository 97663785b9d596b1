/**
 * The command line's meter file (scripts/simulate.ts): `--load FILE` read with the product's
 * reader (shared/load/meter-file) into the `load` block it prints [LOAD-2]. A file the reader
 * refuses is a {@link SimulateFileError}: one line saying why, no usage text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { meterMessageText } from '../shared/errors/validation-meter';
import type { MeterFileChoices } from '../shared/load/meter-file/choices';
import { readMeterFile } from '../shared/load/meter-file/read';
import type { MeterLoad } from '../shared/load/meter-file/result';
import { type LoadArgs, SimulateFileError } from './simulate-load-options';

/** The `load` block the command line prints. */
export interface LoadBlock {
  annualKwh: number;
  measuredKwh: number;
  peakKw: number;
  stepMinutes: number;
  steps: number;
  firstIntervalStart: string;
  coveredDays: number;
  filledSteps: number;
  duplicateRows: number;
  partial: boolean;
  extendedSteps: number;
  layout: string;
  unit: string;
  stamps: string;
  dateOrder: string | null;
  /** What the reader guessed and the user should confirm with a `--load-*` option. */
  needs: string[];
}

/** The block of a load read. */
export function loadBlockOf(load: MeterLoad): LoadBlock {
  const s = load.summary;
  const round = (x: number) => Number(x.toFixed(3));
  return {
    annualKwh: round(s.annualKwh),
    measuredKwh: round(s.measuredKwh),
    peakKw: round(s.peakKw),
    stepMinutes: s.stepMinutes,
    steps: s.steps,
    firstIntervalStart: s.firstIntervalStart,
    coveredDays: s.coveredDays,
    filledSteps: s.filledSteps,
    duplicateRows: s.duplicateRows,
    partial: s.partial,
    extendedSteps: s.extendedSteps,
    layout: s.layout,
    unit: s.unit,
    stamps: s.stamps,
    dateOrder: s.dateOrder,
    needs: load.needs,
  };
}

/**
 * Reads a meter data file (`--load FILE`, or `--pv FILE` in the same layouts) with the product's
 * reader.
 * @param option - The option that named the file, for the message.
 * @throws {@link SimulateFileError} when the file is missing or the reader refuses it, with the
 *   reader's reason in English
 */
export function readMeterLoad(file: string, choices: MeterFileChoices, option = '--load'): MeterLoad {
  if (!existsSync(file)) throw new SimulateFileError(`${option} file not found: ${file}`);
  const result = readMeterFile(new Uint8Array(readFileSync(file)), file, choices);
  if (!result.ok) {
    const { messageKey, params } = result.refusal;
    throw new SimulateFileError(`cannot read ${file}: ${meterMessageText(messageKey, params, 'en')}`);
  }
  return result.load;
}

/**
 * Reads `--load FILE` into its block.
 * @throws {@link SimulateFileError} as {@link readMeterLoad}
 */
export function readLoadFile(file: string, choices: MeterFileChoices): LoadBlock {
  return loadBlockOf(readMeterLoad(file, choices));
}

const NEEDS_OPTION: Record<string, string> = {
  unit: '--load-unit',
  stamps: '--load-stamps',
  dateOrder: '--load-date-order',
  timeZone: '--load-time-zone',
};

/** The block as text, a figure a line. */
export function formatLoadText(block: LoadBlock): string {
  const lines = [
    `load: ${block.annualKwh} kWh a year (${block.measuredKwh} kWh read), peak ${block.peakKw} kW`,
    `  ${block.steps} steps of ${block.stepMinutes} min from ${block.firstIntervalStart}`,
    `  ${block.coveredDays} days read, ${block.filledSteps} steps filled, ${block.duplicateRows} duplicate rows dropped`,
    `  read as ${block.layout}, ${block.unit}, interval ${block.stamps}s${block.dateOrder ? `, dates ${block.dateOrder}` : ''}`,
  ];
  if (block.partial)
    lines.push(`  partial year: ${block.extendedSteps} steps extended from the typical shape`);
  for (const need of block.needs) lines.push(`  guessed ${need}: confirm it with ${NEEDS_OPTION[need]}`);
  return lines.join('\n');
}

/** Reads the file and prints its block (JSON with `json`); returns the exit code. */
export function printLoad(args: LoadArgs, json: boolean): number {
  const block = readLoadFile(args.file, args.choices);
  process.stdout.write(`${json ? JSON.stringify({ load: block }) : formatLoadText(block)}\n`);
  return 0;
}
