/**
 * The command line's bifacial options [BIF-5] (scripts/simulate.ts, scripts/simulate-bifacial-args.ts)
 * on the repository's small weather fixture. What the numbers are worth is checked in
 * tests/shared/pv/bifacial and against pvlib in pvlib-bifacial-validation.test.ts; here, that the
 * command line reads and checks the options and prints the `bifacial` block.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSimulateArgs, SimulateUsageError, simulateFile } from '../../../scripts/simulate';
import { USAGE } from '../../../scripts/simulate-usage';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const weather = join(repoRoot, 'tests', 'shared', 'pv', 'weather', 'fixtures', 'tmy3-greensboro-jan1-3.csv');
const base = [
  '--weather',
  weather,
  '--tilt',
  '20',
  '--azimuth',
  '180',
  '--transposition',
  'haydavies',
  '--iam',
  'none',
];
const bifacial = ['--collector-width', '2', '--pitch', '5', '--height', '1.5', '--bifaciality', '0.7'];

describe('simulate --bifaciality', () => {
  it('prints front, rear and global irradiation, the global as front + φ(1 + shade factor) × back', () => {
    const report = simulateFile(parseSimulateArgs([...base, ...bifacial, '--albedo', '0.25']));
    const block = report.bifacial!;
    expect(block.poaBackAnnual).toBeGreaterThan(0.05 * block.poaFrontAnnual);
    expect(block.poaGlobalAnnual).toBeCloseTo(block.poaFrontAnnual + 0.7 * 0.98 * block.poaBackAnnual, 9);
    expect(block.poaFrontMonthly).toHaveLength(12);
    expect(block.poaBackMonthly.reduce((a, b) => a + b, 0)).toBeCloseTo(block.poaBackAnnual, 9);
    expect(report.shading).toBeUndefined();
  });

  it('takes the shade and transmission factors and 12 monthly albedos', () => {
    const args = parseSimulateArgs([
      ...base,
      ...bifacial,
      '--shade-factor',
      '-0.05',
      '--transmission-factor',
      '-0.01',
      '--albedo',
      '0.8,0.25,0.25,0.25,0.25,0.25,0.25,0.25,0.25,0.25,0.25,0.25',
    ]);
    expect(args.options.bifacial).toEqual({
      bifaciality: 0.7,
      shadeFactor: -0.05,
      transmissionFactor: -0.01,
      heightM: 1.5,
    });
    const snowy = simulateFile(args).bifacial!;
    const plain = simulateFile(parseSimulateArgs([...base, ...bifacial, '--albedo', '0.25'])).bifacial!;
    expect(snowy.poaBackMonthly[0]).toBeGreaterThan(2 * plain.poaBackMonthly[0]!);
    // The file's three January days: only January's albedo counts.
    const notJanuary = '0.25,0.8,0.8,0.8,0.8,0.8,0.8,0.8,0.8,0.8,0.8,0.8';
    const others = simulateFile(parseSimulateArgs([...base, ...bifacial, '--albedo', notJanuary])).bifacial!;
    expect(others.poaBackAnnual).toBe(plain.poaBackAnnual);
  });

  it('refuses bifacial options without rows or height, and values out of range', () => {
    const usage = (argv: string[]) => () => parseSimulateArgs([...base, ...argv]);
    expect(usage(['--bifaciality', '0.7'])).toThrow(SimulateUsageError);
    expect(usage(['--bifaciality', '0.7'])).toThrow(/--collector-width and --pitch/);
    expect(usage(['--collector-width', '2', '--pitch', '5', '--bifaciality', '0.7'])).toThrow(/--height/);
    expect(usage([...bifacial.slice(0, 6), '--bifaciality', '1.3'])).toThrow(/--bifaciality must be/);
    expect(
      usage(['--collector-width', '2', '--pitch', '5', '--height', '0.1', '--bifaciality', '0.7']),
    ).toThrow(/under the ground/);
    expect(usage(['--albedo', '0.2,0.3'])).toThrow(/12 monthly/);
  });

  it('lists the options in --help', () => {
    for (const option of ['--height', '--bifaciality', '--shade-factor', '--transmission-factor'])
      expect(USAGE).toContain(option);
  });

  it('prints the block with --json (tsx scripts/simulate.ts)', () => {
    const out = execFileSync(
      'npx',
      ['tsx', join(repoRoot, 'scripts', 'simulate.ts'), ...base, ...bifacial, '--json'],
      {
        encoding: 'utf8',
      },
    );
    const printed = JSON.parse(out) as { bifacial: Record<string, unknown> };
    expect(Object.keys(printed.bifacial)).toEqual(
      expect.arrayContaining([
        'poaFrontAnnual',
        'poaBackAnnual',
        'poaGlobalAnnual',
        'poaFrontMonthly',
        'poaBackMonthly',
      ]),
    );
  });
});
