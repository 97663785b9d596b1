/**
 * The command line's --uncertainty (scripts/simulate-uncertainty-args.ts, simulate-uncertainty.ts)
 * [UNC-1]: its options checked, and the bundle's `yield` block in JSON and text on the
 * repository's small NSRDB fixture (Greensboro, 36.1° N: the temperate zone, σ_iav 4 %).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../../scripts/build-cli';
import { parseSimulateArgs, SimulateUsageError } from '../../../scripts/simulate';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const weather = join(
  repoRoot,
  'tests',
  'shared',
  'pv',
  'weather',
  'fixtures',
  'nsrdb-psm3-30min-greensboro-apr16-18.csv',
);

describe('--uncertainty options', () => {
  it('reads --uncertainty, --interannual-sigma and --climate-zone', () => {
    expect(parseSimulateArgs(['--weather', 'x.csv']).uncertainty).toBeUndefined();
    expect(parseSimulateArgs(['--weather', 'x.csv', '--uncertainty']).uncertainty).toEqual({});
    expect(
      parseSimulateArgs([
        '--weather',
        'x.csv',
        '--uncertainty',
        '--interannual-sigma',
        '3.5',
        '--climate-zone',
        'arid',
      ]).uncertainty,
    ).toEqual({ interannualSigmaPercent: 3.5, climateZone: 'arid' });
  });

  it.each([
    [['--interannual-sigma', '4'], /--interannual-sigma goes with --uncertainty/],
    [['--climate-zone', 'arid'], /--climate-zone goes with --uncertainty/],
    [['--uncertainty', '--interannual-sigma', '25'], /--interannual-sigma must be a number in \[0, 20\] %/],
    [['--uncertainty', '--interannual-sigma', 'x'], /--interannual-sigma must be a number/],
    [
      ['--uncertainty', '--climate-zone', 'polar'],
      /--climate-zone must be one of tropical, arid, temperate, cold/,
    ],
  ])('refuses %j', (extra, message) => {
    expect(() => parseSimulateArgs(['--weather', 'x.csv', ...extra])).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(['--weather', 'x.csv', ...extra])).toThrow(message);
  });

  it('does not apply to --load', () => {
    expect(() => parseSimulateArgs(['--load', 'x.csv', '--uncertainty'])).toThrow(
      /--uncertainty does not apply with --load/,
    );
  });
});

describe('simulate --uncertainty (the bundle, run by plain node)', () => {
  const bundle = join(mkdtempSync(join(tmpdir(), 'simulate-cli-uncertainty-')), 'simulate.mjs');
  beforeAll(async () => {
    await build({ ...cliBuildOptions(bundle), metafile: false });
  }, 30_000);
  const run = (...argv: string[]) => spawnSync(process.execPath, [bundle, ...argv], { encoding: 'utf8' });

  it('adds yield.p50, p90, p99 and sigma, worked by hand for the default budget', () => {
    const result = run('--weather', weather, '--kwp', '5', '--uncertainty', '--json');
    expect(result.status).toBe(0);
    const printed = JSON.parse(result.stdout);
    const { yield: figures, energy } = printed;
    // σ² = 5² + 3² + 3² + 2² + 0² + 3² (an uploaded file's budget) + 4² (temperate) = 72;
    // σ = 8.4853 %; P90/P50 = 1 − 1.2816 × 0.084853 = 0.891252; P99/P50 = 1 − 2.3263 × 0.084853 = 0.802606
    expect(figures.p50).toBe(energy.acAnnual);
    expect(figures.sigma).toBeCloseTo(8.4853, 4);
    expect(figures.p90 / figures.p50).toBeCloseTo(0.891252, 5);
    expect(figures.p99 / figures.p50).toBeCloseTo(0.802606, 5);
    // ten years: σ₁₀² = 56 + (0.25 × 9/2)² + 4²/10 = 58.865625, σ₁₀ = 7.6724 %
    expect(figures.sigmaTenYear).toBeCloseTo(7.6724, 4);
    expect(figures.p90TenYear / figures.p50).toBeCloseTo(1 - (1.2815516 * 7.672394) / 100, 6);
    expect(figures).toMatchObject({
      climateZone: 'temperate',
      interannualBasis: 'zone',
      sigmaInterannual: 4,
    });
  }, 30_000);

  it('takes an entered σ_iav and prints the yield lines in text', () => {
    const result = run('--weather', weather, '--uncertainty', '--interannual-sigma', '0');
    expect(result.status).toBe(0);
    // σ = √56 = 7.48 % without the year-to-year part
    expect(result.stdout).toMatch(
      /^yield {7}P50 \d+\.\d kWh; one year: P90 \d+\.\d, P99 \d+\.\d kWh \(σ 7\.48 %\)$/m,
    );
    expect(result.stdout).toMatch(/^yield 10 y {2}mean of 10 years: P90 \d+\.\d, P99 \d+\.\d kWh/m);
    expect(result.stdout).toMatch(
      /^σ parts {5}budget 7\.48 %, year-to-year 0\.00 % \(entered, temperate\)$/m,
    );
  }, 30_000);

  it('prints no yield block without --uncertainty', () => {
    const printed = JSON.parse(run('--weather', weather, '--json').stdout);
    expect(printed.yield).toBeUndefined();
  }, 30_000);
});
