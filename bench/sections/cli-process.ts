/**
 * The command line as whole processes, start-up included: the bundle run by plain node
 * (`node dist/cli/simulate.mjs`, rebuilt first from the current source) against the former
 * path through npm and tsx, and bare node as the floor no script can go under. The year runs
 * on the reference TMY3 file when it is present (../shared/fixtures), else it is not measured.
 * Wall time from spawn to exit, one untimed run first, then min and median.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildCli, cliBundle } from '../../scripts/build-cli';
import { REFERENCE_TMY3 } from '../support/weather-year';
import type { BenchRow, BenchSection } from '../types';

/** Timed runs of each command (each is a whole process of 0.1 to 2 s). */
const RUNS = 9;
/** Fewer runs of the slow former path. */
const SLOW_RUNS = 5;

/** The first two: node's path and the npm on PATH. */
type Command = [program: string, ...args: string[]];

/** Min and median wall time of `command` as a whole process, after one untimed run. [ms] */
function processTimes([program, ...args]: Command, runs: number): { min: number; median: number } {
  const runOnce = () => {
    const start = performance.now();
    const result = spawnSync(program, args, { stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} exited with ${result.status}`);
    return performance.now() - start;
  };
  runOnce();
  const times = Array.from({ length: runs }, runOnce).sort((a, b) => a - b);
  return { min: times[0]!, median: times[Math.floor(times.length / 2)]! };
}

function rows(metric: string, command: Command, runs: number, target?: number): BenchRow[] {
  const { min, median } = processTimes(command, runs);
  return [
    { metric: `${metric}, min`, value: min, unit: 'ms' },
    { metric: `${metric}, median`, value: median, unit: 'ms', target },
  ];
}

export default async function cliProcessBench(): Promise<BenchSection> {
  await buildCli();
  const node = process.execPath;
  const year = ['--weather', REFERENCE_TMY3, '--json'];
  const hasYear = existsSync(REFERENCE_TMY3);
  const formerPath = (...args: string[]): Command => [
    'npm',
    'exec',
    '--',
    'tsx',
    'scripts/simulate.ts',
    ...args,
  ];
  return {
    name: 'Command line as a whole process (simulate)',
    rows: [
      ...rows('bare node -e 0 (the floor)', [node, '-e', '0'], RUNS),
      ...rows('node dist/cli/simulate.mjs --help', [node, cliBundle, '--help'], RUNS, 200),
      ...(hasYear
        ? [
            ...rows('node dist/cli/simulate.mjs, a TMY3 year --json', [node, cliBundle, ...year], RUNS, 500),
            ...rows(
              'former path npm + tsx scripts/simulate.ts, a TMY3 year --json',
              formerPath(...year),
              SLOW_RUNS,
            ),
          ]
        : []),
      ...rows('former path npm + tsx scripts/simulate.ts --help', formerPath('--help'), SLOW_RUNS),
    ],
    notes: [
      hasYear
        ? 'year: 723170TYA.CSV (NSRDB TMY3, Greensboro NC, real), default options'
        : 'year: not measured (../shared/fixtures/weather/723170TYA.CSV absent)',
    ],
  };
}
