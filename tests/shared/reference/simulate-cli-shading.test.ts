/**
 * The command line's shading options (scripts/simulate.ts, scripts/simulate-shading.ts): the
 * rows' bypass-diode blocks, --horizon and --scene, on the repository's small weather fixtures.
 * What the numbers are worth is checked in tests/shared/pv/shading and against pvlib in
 * pvlib-shading-validation.test.ts; here, that the command line reads, checks and reports them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { horizonProfile } from '@pvd/shared/pv/shading/horizon';
import { skyViewBlockedFraction } from '@pvd/shared/pv/shading/sky-view';
import { describe, expect, it } from 'vitest';
import { parseSimulateArgs, SimulateUsageError, simulateFile } from '../../../scripts/simulate';

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
const folder = mkdtempSync(join(tmpdir(), 'simulate-shading-'));
const file = (name: string, text: string) => {
  writeFileSync(join(folder, name), text);
  return join(folder, name);
};
const rows = ['--collector-width', '2', '--pitch', '3.2'];
const horizonCsv = file('horizon.csv', 'horizon_azimuth,horizon_elevation\n0,5\n90,12\n180,4\n270,10\n');
const panel = (id: string, x: number, y: number) => ({
  id,
  center: [x, y, 0.5],
  width: 1.1,
  length: 2.3,
  tilt: 25,
  azimuth: 180,
});
const scene = {
  panels: [panel('A', 0, 3), panel('B', 1.2, 3), panel('C', 0, 12)],
  obstacles: [
    {
      id: 'stairwell',
      kind: 'box',
      footprint: [
        [-1.5, -1.5],
        [1.5, -1.5],
        [1.5, 1.5],
        [-1.5, 1.5],
      ],
      base: 0,
      height: 3,
    },
    { id: 'tank', kind: 'cylinder', center: [6, 6], radius: 1, base: 0, height: 2.5 },
  ],
  strings: [['A', 'B', 'C']],
  blocksPerPanel: 3,
};
const sceneFile = file('scene.json', JSON.stringify(scene));
const run = (...extra: string[]) => simulateFile(parseSimulateArgs(['--weather', weather, ...extra]));

describe('--blocks and --orientation', () => {
  it('adds the electrical effect to the shading of rows: below the linear, landscape above portrait', () => {
    const [landscape, portrait] = (['landscape', 'portrait'] as const).map(
      (orientation) => run(...rows, '--blocks', '3', '--orientation', orientation).shading!,
    );
    for (const shading of [landscape!, portrait!]) {
      expect(shading.electricalPoaMonthly).toHaveLength(12);
      expect(shading.electricalPoaMonthly!.reduce((a, b) => a + b, 0)).toBeCloseTo(
        shading.electricalPoaAnnual!,
        9,
      );
      expect(shading.electricalPoaAnnual).toBeLessThanOrEqual(shading.poaAnnual + 1e-9);
    }
    expect(landscape!.electricalPoaAnnual).toBeGreaterThanOrEqual(portrait!.electricalPoaAnnual!);
    expect(run(...rows).shading!.electricalPoaAnnual).toBeUndefined();
  });

  it.each([
    [['--blocks', '3'], /--blocks and --orientation go together/],
    [['--orientation', 'portrait'], /--blocks and --orientation go together/],
    [['--blocks', '3', '--orientation', 'portrait'], /need rows/],
    [
      [...rows, '--blocks', '2.5', '--orientation', 'portrait'],
      /--blocks must be a whole number from 1 to 30/,
    ],
    [
      [...rows, '--blocks', '3', '--orientation', 'sideways'],
      /--orientation must be one of landscape, portrait/,
    ],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSimulateArgs(['--weather', 'x', ...argv])).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(['--weather', 'x', ...argv])).toThrow(message);
  });
});

describe('--horizon', () => {
  it("reports the plane's irradiation under the horizon and what it hid (kWh/m²)", () => {
    const report = run('--horizon', horizonCsv);
    const horizon = report.horizon!;
    expect(Object.keys(horizon)).toEqual([
      'poaAnnual',
      'poaMonthly',
      'beamLossAnnual',
      'diffuseLossAnnual',
      'skyViewBlockedFraction',
    ]);
    expect(horizon.poaMonthly).toHaveLength(12);
    expect(report.poa.annual - horizon.poaAnnual).toBeCloseTo(
      horizon.beamLossAnnual + horizon.diffuseLossAnnual,
      9,
    );
    // The skyline lies between 4° and 12°: f between those of uniform horizons on the same plane.
    const uniform = (elevation: number) => skyViewBlockedFraction(horizonProfile([[0, elevation]]), 30, 180);
    expect(horizon.skyViewBlockedFraction).toBeGreaterThan(uniform(4));
    expect(horizon.skyViewBlockedFraction).toBeLessThan(uniform(12));
  });

  it('names the file and line of a bad horizon', () => {
    const bad = file('bad.csv', 'horizon_azimuth,horizon_elevation\n0,5\n90,high\n');
    expect(() => run('--horizon', bad)).toThrow(SimulateUsageError);
    expect(() => run('--horizon', bad)).toThrow(/bad\.csv: line 3: expected two numbers/);
    expect(() => run('--horizon', join(folder, 'none.csv'))).toThrow(/--horizon file not found/);
  });
});

describe('--scene', () => {
  it('reports each panel, the mean and the losses against the scene without obstacles', () => {
    const result = run('--scene', sceneFile).scene!;
    expect(Object.keys(result)).toEqual([
      'panels',
      'poaAnnualMean',
      'linearLossPercent',
      'electricalLossPercent',
    ]);
    expect(result.panels.map((p) => p.id)).toEqual(['A', 'B', 'C']);
    expect(Object.keys(result.panels[0]!)).toEqual(['id', 'poaAnnual', 'beamShadedHours']);
    // A and B stand beside the stairwell, C 12 m north of it.
    expect(result.panels[0]!.beamShadedHours).toBeGreaterThan(0);
    expect(result.panels[2]!.beamShadedHours).toBe(0);
    expect(result.poaAnnualMean).toBeCloseTo(result.panels.reduce((sum, p) => sum + p.poaAnnual, 0) / 3, 9);
    expect(result.linearLossPercent).toBeGreaterThan(0);
    expect(result.electricalLossPercent).toBeGreaterThan(result.linearLossPercent);
  });

  it('puts the scene under the horizon when both are given', () => {
    const alone = run('--scene', sceneFile).scene!;
    const under = run('--scene', sceneFile, '--horizon', horizonCsv).scene!;
    expect(under.poaAnnualMean).toBeLessThan(alone.poaAnnualMean);
  });

  it.each([
    [{ ...scene, panels: [{ ...scene.panels[0], width: 'wide' }] }, /panels\[0\]\.width must be a number/],
    [
      { ...scene, obstacles: [{ id: 'x', kind: 'cone', base: 0, height: 1 }] },
      /obstacles\[0\]\.kind must be 'box', 'cylinder' or 'wall'/,
    ],
    [{ ...scene, strings: [['A', 'Z']] }, /strings\[0\]\[1\] names no panel: 'Z'/],
    [{ ...scene, panels: [scene.panels[0], scene.panels[0]] }, /panels must have distinct ids/],
    [
      { ...scene, obstacles: [{ ...scene.obstacles[0], height: -1 }] },
      /obstacle stairwell: height must be a number > 0/,
    ],
    [{ ...scene, panels: [] }, /panels must hold 1 to 5000 panels/],
  ])('names the field of a bad scene (%#)', (content, message) => {
    const bad = file('bad-scene.json', JSON.stringify(content));
    expect(() => run('--scene', bad)).toThrow(SimulateUsageError);
    expect(() => run('--scene', bad)).toThrow(message);
  });

  it('reports a file that is not JSON', () => {
    expect(() => run('--scene', file('broken.json', '{ "panels": ['))).toThrow(/cannot read .*broken\.json/);
  });
});
