/**
 * The command line's tracker options (scripts/simulate-tracker-args.ts) [TRK-7]: read, checked
 * and simulated on the repository's small weather fixture; with ../shared/fixtures, the printed
 * tracked POA of the Greensboro TMY3 year against pvlib's singleaxis + get_total_irradiance
 * (./pvlib-singleaxis.json, bench/pvlib/singleaxis_reference.py). The angles and the plane's
 * physics are checked in tests/shared/pv/tracking and pvlib-tracker-validation.test.ts.
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
const TRACKER = ['--tracker', 'single-axis', '--axis-azimuth', '180', '--max-angle', '60', '--gcr', '0.35'];
const run = (...extra: string[]) => simulateFile(parseSimulateArgs(['--weather', weather, ...extra]));

describe('--tracker single-axis', () => {
  it('reads the axis, limit, GCR, backtracking and slope into the engine’s tracker', () => {
    const args = parseSimulateArgs(['--weather', 'x.csv', ...TRACKER, '--backtrack', '--axis-tilt', '10']);
    expect(args.options.tracker).toEqual({
      kind: 'single-axis',
      axisAzimuth: 180,
      axisTilt: 10,
      maxAngle: 60,
      gcr: 0.35,
      backtrack: true,
      crossAxisTilt: 0,
    });
    expect(parseSimulateArgs(['--weather', 'x.csv', ...TRACKER]).options.tracker?.backtrack).toBe(false);
    expect(
      parseSimulateArgs(['--weather', 'x.csv', ...TRACKER, '--cross-axis-tilt', '-5']).options.tracker
        ?.crossAxisTilt,
    ).toBe(-5);
    expect(parseSimulateArgs(['--weather', 'x.csv']).options.tracker).toBeUndefined();
  });

  it.each([
    [['--weather', 'x.csv', '--gcr', '0.3'], /--gcr goes with --tracker single-axis/],
    [['--weather', 'x.csv', '--tracker', 'dual-axis', '--gcr', '0.3'], /--tracker must be single-axis/],
    [['--weather', 'x.csv', '--tracker', 'single-axis'], /--gcr G is required/],
    [['--weather', 'x.csv', ...TRACKER, '--tilt', '20'], /--tilt does not apply with --tracker/],
    [['--weather', 'x.csv', ...TRACKER, '--pitch', '5'], /--pitch does not apply with --tracker/],
    [['--weather', 'x.csv', ...TRACKER, '--max-angle', '120'], /maximum angle must be in \[0, 90\]/],
    [['--weather', 'x.csv', ...TRACKER, '--axis-tilt', 'steep'], /--axis-tilt must be a number/],
    [['--weather', 'x.csv', '--tracker', 'single-axis', '--gcr', '1.5'], /gcr must be in \(0, 1\]/],
    [['--load', 'meter.csv', '--axis-tilt', '5'], /--axis-tilt goes with --weather FILE/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSimulateArgs(argv)).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(argv)).toThrow(message);
  });

  it('gains on the fixed plane in clear April days and loses no beam to rows when backtracking', () => {
    const fixed = run('--tilt', '30');
    const flat = run('--tilt', '0');
    const tracked = run(...TRACKER, '--backtrack');
    // Three clear days near the equinox: a tracker collects well above a fixed plane.
    expect(tracked.poa.annual).toBeGreaterThan(1.15 * flat.poa.annual);
    expect(tracked.poa.annual).toBeGreaterThan(fixed.poa.annual);
    expect(tracked.energy.acAnnual).toBeGreaterThan(fixed.energy.acAnnual);
    expect(tracked.poa.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(tracked.poa.annual, 9);
    expect(tracked.shading).toBeUndefined();
  });

  it('reports the beam the next row shades without backtracking, and no sky masking', () => {
    const free = run(...TRACKER);
    const backtracking = run(...TRACKER, '--backtrack');
    expect(free.poa.annual).toBeGreaterThan(backtracking.poa.annual);
    expect(free.shading!.beamLossAnnual).toBeGreaterThan(0);
    expect(free.shading!.diffuseLossAnnual).toBe(0);
    expect(free.shading!.poaAnnual).toBeCloseTo(free.poa.annual - free.shading!.beamLossAnnual, 9);
  });

  describe('printed', () => {
    afterEach(() => vi.restoreAllMocks());

    it('prints the tracked POA and energy as for a fixed plane, in JSON and in text', async () => {
      const printed: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        printed.push(String(chunk));
        return true;
      });
      expect(await main(['--weather', weather, ...TRACKER, '--backtrack', '--json'])).toBe(0);
      const json = JSON.parse(printed.join(''));
      expect(Object.keys(json)).toEqual(['site', 'weather', 'poa', 'energy']);
      expect(json.poa.monthly).toHaveLength(12);
      printed.length = 0;
      expect(await main(['--weather', weather, ...TRACKER, '--backtrack'])).toBe(0);
      expect(printed.join('')).toMatch(/^POA {9}\d+\.\d kWh\/m²/m);
    });
  });

  const tmy3 = join(fixturesWeather, '723170TYA.CSV');
  it.skipIf(!existsSync(tmy3))('prints pvlib’s tracked Perez POA of the Greensboro year (±0.5 %)', () => {
    const reference = JSON.parse(readFileSync(join(import.meta.dirname, 'pvlib-singleaxis.json'), 'utf8'))
      .locations['723170TYA.CSV'].cases.ns_max60_gcr035_backtrack;
    const report = simulateFile(parseSimulateArgs(['--weather', tmy3, ...TRACKER, '--backtrack']));
    expect(Math.abs(report.poa.annual / reference.perez.annual_kwh_m2 - 1)).toBeLessThan(0.005);
  });
});
