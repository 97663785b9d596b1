/**
 * The command line's meter file (scripts/simulate.ts, simulate-load.ts): `--load FILE` alone
 * prints the reader's load block [LOAD-2]; a refused file exits with code 2 and one line. The
 * reader's figures are checked in tests/shared/load/meter-file; here, that the command line
 * reads, checks and reports them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../../scripts/build-cli';
import { parseSimulateArgs, SimulateUsageError } from '../../../scripts/simulate';
import { readLoadFile } from '../../../scripts/simulate-load';
import { SimulateFileError } from '../../../scripts/simulate-load-options';

const folder = mkdtempSync(join(tmpdir(), 'simulate-load-'));
const file = (name: string, text: string) => {
  writeFileSync(join(folder, name), text);
  return join(folder, name);
};
const START = Date.UTC(2023, 0, 1);
/** 2023 in quarter-hours of `time,kw`: 2 kW, 5 kW from 12:00 to 12:15 on 1 July. */
const yearCsv = file(
  'year.csv',
  `time,kw\n${Array.from({ length: 35_040 }, (_, i) => {
    const at = new Date(START + i * 900_000).toISOString().slice(0, 16).replace('T', ' ');
    return `${at},${at === '2023-07-01 12:00' ? 5 : 2}`;
  }).join('\n')}\n`,
);
/** Eight days of `time,value` with no unit written. */
const noUnitCsv = file(
  'no-unit.csv',
  `time,value\n${Array.from({ length: 8 * 96 }, (_, i) => `${new Date(START + i * 900_000).toISOString().slice(0, 16)},1`).join('\n')}\n`,
);
const negativeCsv = file('negative.csv', 'time,kw\n2023-01-01 00:00,1\n2023-01-01 00:15,-1\n');

describe('simulate --load: arguments', () => {
  it('reads --load alone with the answers of the --load-* options', () => {
    const args = parseSimulateArgs([
      '--load',
      'm.csv',
      '--load-unit',
      'kWh',
      '--load-stamps',
      'end',
      '--load-date-order',
      'mdy',
      '--load-time-zone',
      'Europe/Berlin',
      '--load-shape',
      'hotel',
      '--json',
    ]);
    expect(args.load).toEqual({
      file: 'm.csv',
      choices: { unit: 'kWh', stamps: 'end', dateOrder: 'mdy', timeZone: 'Europe/Berlin', shape: 'hotel' },
    });
    expect(args.json).toBe(true);
  });

  it.each([
    [['--load', 'm.csv', '--scene', 's.json'], /--scene does not apply with --load/],
    [['--weather', 'w.epw', '--load-unit', 'kW'], /--load-unit goes with --load FILE/],
    [
      ['--load', 'm.csv', '--load-unit', 'kVA'],
      /--load-unit must be one of kW, W, MW, kWh, Wh, MWh, got 'kVA'/,
    ],
    [['--load', 'm.csv', '--load-stamps', 'middle'], /--load-stamps must be one of start, end/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSimulateArgs(argv)).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(argv)).toThrow(message);
  });

  it('reads the load block of a file: 35 039 × 0.5 + 1.25 kWh, peak 5 kW', () => {
    expect(readLoadFile(yearCsv, {})).toEqual({
      annualKwh: 17_520.75,
      measuredKwh: 17_520.75,
      peakKw: 5,
      stepMinutes: 15,
      steps: 35_040,
      firstIntervalStart: '2023-01-01T00:00',
      coveredDays: 365,
      filledSteps: 0,
      duplicateRows: 0,
      partial: false,
      extendedSteps: 0,
      layout: 'long',
      unit: 'kW',
      stamps: 'start',
      dateOrder: null,
      needs: [],
    });
  });

  it('names the guess to confirm, and takes the answer', () => {
    expect(readLoadFile(noUnitCsv, {})).toMatchObject({ unit: 'kWh', needs: ['unit'], partial: true });
    expect(readLoadFile(noUnitCsv, { unit: 'kW' })).toMatchObject({ unit: 'kW', needs: [], peakKw: 1 });
  });

  it('says in one sentence why a file is refused', () => {
    expect(() => readLoadFile(negativeCsv, {})).toThrow(SimulateFileError);
    expect(() => readLoadFile(join(folder, 'none.csv'), {})).toThrow(/--load file not found/);
  });
});

describe('simulate --load (the bundle, run by plain node)', () => {
  const bundle = join(mkdtempSync(join(tmpdir(), 'simulate-cli-load-')), 'simulate.mjs');
  beforeAll(async () => {
    await build({ ...cliBuildOptions(bundle), metafile: false });
  });
  const run = (...argv: string[]) => spawnSync(process.execPath, [bundle, ...argv], { encoding: 'utf8' });

  it('prints the load block as JSON', () => {
    const result = run('--load', yearCsv, '--json');
    expect(result.status).toBe(0);
    const { load } = JSON.parse(result.stdout) as { load: Record<string, unknown> };
    expect(load).toMatchObject({
      annualKwh: 17_520.75,
      peakKw: 5,
      steps: 35_040,
      partial: false,
      duplicateRows: 0,
    });
  });

  it('prints the load block as text, with the guess to confirm', () => {
    const result = run('--load', noUnitCsv);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^load: \d+(\.\d+)? kWh a year/);
    expect(result.stdout).toMatch(/guessed unit: confirm it with --load-unit/);
  });

  it('exits with code 2 and one line, no stack, for a refused or missing file', () => {
    for (const argv of [
      ['--load', negativeCsv, '--json'],
      ['--load', join(folder, 'none.csv')],
    ]) {
      const result = run(...argv);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\bat \S+:\d+/);
    }
    expect(run('--load', negativeCsv).stderr).toBe(
      `simulate: cannot read ${negativeCsv}: Row 3, column B "kw" is negative. If this is a net meter, give the import and the export as two columns\n`,
    );
  });
});
