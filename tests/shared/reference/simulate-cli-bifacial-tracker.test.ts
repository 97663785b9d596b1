/**
 * The command line's bifacial tracker [BIF-2, TRK-6, TRK-7] (scripts/simulate-tracker-args.ts,
 * scripts/simulate-bifacial-args.ts): --tracker single-axis with the rows' --collector-width,
 * --pitch, --height and --bifaciality, GCR = width / pitch; on the repository's small weather
 * fixture the options are read, checked and the `bifacial` block printed. With ../shared/fixtures,
 * the Greensboro TMY3 year's block against pvlib's infinite_sheds on singleaxis angles
 * (./pvlib-infinite-sheds.json, bench/pvlib/infinite_sheds_reference.py): front and global ±1 %,
 * rear ±3 % [BIF-6].
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main, parseSimulateArgs, SimulateUsageError, simulateFile } from '../../../scripts/simulate';
import { fixturesWeather } from './support';

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
const TRACKER = ['--tracker', 'single-axis', '--axis-azimuth', '180', '--max-angle', '60', '--backtrack'];
const ROWS = ['--collector-width', '2', '--pitch', '5', '--height', '1.5', '--bifaciality', '0.7'];
const SKY = ['--transposition', 'haydavies', '--iam', 'none', '--albedo', '0.25'];
const parse = (...extra: string[]) => parseSimulateArgs(['--weather', weather, ...extra]);

describe('simulate --tracker single-axis with bifacial rows', () => {
  it('takes the GCR from --collector-width / --pitch and no fixed rows', () => {
    const args = parse(...TRACKER, ...ROWS);
    expect(args.options.tracker?.gcr).toBe(0.4);
    expect(args.options.rows).toBeUndefined();
    expect(args.options.bifacial).toEqual({
      bifaciality: 0.7,
      shadeFactor: -0.02,
      transmissionFactor: 0,
      heightM: 1.5,
    });
    expect(parse(...TRACKER, ...ROWS, '--gcr', '0.4').options.tracker?.gcr).toBe(0.4);
  });

  it.each([
    [[...TRACKER, ...ROWS, '--gcr', '0.35'], /--gcr 0.35 differs from --collector-width \/ --pitch = 0.4/],
    [
      [...TRACKER, '--gcr', '0.4', '--collector-width', '2', '--pitch', '5'],
      /--collector-width does not apply/,
    ],
    [
      [...TRACKER, '--gcr', '0.4', '--height', '1.5', '--bifaciality', '0.7'],
      /--collector-width and --pitch/,
    ],
    [[...TRACKER, '--collector-width', '2', '--height', '1.5', '--bifaciality', '0.7'], /go together/],
    // ±60° turns a 2 m collector's lower edge 0.866 m below its centre.
    [[...TRACKER, ...ROWS.slice(0, 4), '--height', '0.8', '--bifaciality', '0.7'], /under the ground/],
    [[...TRACKER, ...ROWS, '--cross-axis-tilt', '5'], /level ground/],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(...argv)).toThrow(SimulateUsageError);
    expect(() => parse(...argv)).toThrow(message);
  });

  it('prints the bifacial block: global = front + φ(1 + shade factor) × back, above the monofacial tracker', () => {
    const report = simulateFile(parse(...TRACKER, ...ROWS, ...SKY));
    const block = report.bifacial!;
    expect(Object.keys(block)).toEqual(
      expect.arrayContaining([
        'poaFrontAnnual',
        'poaBackAnnual',
        'poaGlobalAnnual',
        'poaFrontMonthly',
        'poaBackMonthly',
      ]),
    );
    expect(block.poaGlobalAnnual).toBeCloseTo(block.poaFrontAnnual + 0.7 * 0.98 * block.poaBackAnnual, 9);
    expect(block.poaBackAnnual).toBeGreaterThan(0.05 * block.poaFrontAnnual);
    expect(block.poaBackMonthly.reduce((a, b) => a + b, 0)).toBeCloseTo(block.poaBackAnnual, 9);
    const mono = simulateFile(parse(...TRACKER, '--gcr', '0.4', ...SKY));
    expect(report.energy.dcAnnual).toBeGreaterThan(mono.energy.dcAnnual);
    expect(report.shading).toBeUndefined();
  });

  describe('printed', () => {
    afterEach(() => vi.restoreAllMocks());

    it('prints the bifacial block with --json', async () => {
      const printed: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        printed.push(String(chunk));
        return true;
      });
      expect(await main(['--weather', weather, ...TRACKER, ...ROWS, ...SKY, '--json'])).toBe(0);
      const json = JSON.parse(printed.join(''));
      expect(Object.keys(json)).toEqual(['site', 'weather', 'poa', 'energy', 'bifacial']);
      expect(json.bifacial.poaBackMonthly).toHaveLength(12);
    });
  });

  const tmy3 = join(fixturesWeather, '723170TYA.CSV');
  it.skipIf(!existsSync(tmy3))(
    "prints pvlib's bifacial tracker year of Greensboro (front, global ±1 %, rear ±3 %)",
    () => {
      const reference = JSON.parse(
        readFileSync(join(import.meta.dirname, 'pvlib-infinite-sheds.json'), 'utf8'),
      ).locations.greensboro_nc_usa_tmy3.cases['tracker_ns_max60_backtrack_w2_p5_h1.5_alb0.25'];
      const block = simulateFile(parseSimulateArgs(['--weather', tmy3, ...TRACKER, ...ROWS, ...SKY]))
        .bifacial!;
      const off = (ours: number, theirs: number) => Math.abs(ours / theirs - 1);
      expect(off(block.poaFrontAnnual, reference.front.annual_kwh_m2)).toBeLessThan(0.01);
      expect(off(block.poaBackAnnual, reference.back.annual_kwh_m2)).toBeLessThan(0.03);
      expect(off(block.poaGlobalAnnual, reference.global.annual_kwh_m2)).toBeLessThan(0.01);
    },
  );
});
