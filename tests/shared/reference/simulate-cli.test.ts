/**
 * The command line (scripts/simulate.ts): argument checking always; the bundle plain node runs
 * (scripts/build-cli.ts), built once into a temporary folder; a real run against the pvlib
 * reference case only when ../shared/fixtures exists (see pvlib-validation.test.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectDesign } from '@pvd/shared/project/design/engine-design';
import { ClimateYear } from '@pvd/shared/pv/engine/climate';
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { parseWeatherFile } from '@pvd/shared/pv/weather/index';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../../scripts/build-cli';
import { parseSimulateArgs, SimulateUsageError, simulateFile } from '../../../scripts/simulate';
import { simulateProjectFile } from '../../../scripts/simulate-project';
import { drawnArray } from '../project/support/drawn-array';
import { array, dcRow, savedProject, unit } from '../project/support/small-project';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const tmy3 = resolve(repoRoot, '..', 'shared', 'fixtures', 'weather', '723170TYA.CSV');
// The real weather file lives beside the repository; a fresh clone has none.
const hasFixtures = existsSync(tmy3);
/** The readers' small fixtures, part of the repository. */
const weatherFixture = (name: string) => join(repoRoot, 'tests', 'shared', 'pv', 'weather', 'fixtures', name);
const REFERENCE_ARGS = [
  '--kwp',
  '10',
  '--gamma',
  '-0.35',
  '--temp-model',
  'sapm-open-rack-glass-glass',
  '--iam',
  'physical',
  '--inverter',
  'pvwatts',
  '--inverter-eff',
  '0.96',
  '--ac-kw',
  '10',
  '--losses',
  'none',
  '--transposition',
  'perez',
  '--tilt',
  '30',
  '--azimuth',
  '180',
];

describe('parseSimulateArgs', () => {
  it('reads the reference case, negative coefficient included', () => {
    const args = parseSimulateArgs(['--weather', 'x.csv', ...REFERENCE_ARGS, '--json']);
    expect(args.options).toMatchObject({
      surfaceTilt: 30,
      surfaceAzimuth: 180,
      dcCapacity: 10_000,
      tempCoefficientPmax: -0.35,
      inverter: { kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 },
    });
    expect(args.json).toBe(true);
  });

  it('builds the efficiency-curve inverter from the efficiencies', () => {
    const args = parseSimulateArgs([
      '--weather',
      'x',
      '--inverter',
      'efficiency',
      '--inverter-eff',
      '0.985',
      '--inverter-euro-eff',
      '0.981',
    ]);
    expect(args.options.inverter).toEqual({
      kind: 'efficiency-curve',
      ratedAcPower: 1000,
      maxEfficiency: 0.985,
      europeanEfficiency: 0.981,
    });
  });

  it.each([
    [['--weather', 'x', '--bogus'], /Unknown option/],
    [['--tilt', '30'], /--weather FILE is required/],
    [['--weather', 'x', '--tilt', '95'], /--tilt must be a number in \[0, 90\]/],
    [['--weather', 'x', '--kwp', 'ten'], /--kwp must be a number/],
    [['--weather', 'x', '--transposition', 'klucher'], /--transposition must be one of/],
    [['--weather', 'x', '--temp-model', 'noct'], /--temp-model must be one of/],
    [['--weather', 'x', '--losses', 'some'], /--losses must be one of/],
    [['--weather', 'x', '--pitch', '4'], /--collector-width and --pitch go together/],
    [['--weather', 'x', '--collector-width', '2'], /--collector-width and --pitch go together/],
    [
      ['--weather', 'x', '--collector-width', '0', '--pitch', '4'],
      /--collector-width must be a number > 0 m/,
    ],
    [['--weather', 'x', '--collector-width', '2', '--pitch', 'wide'], /--pitch must be a number > 0 m/],
    [['--weather', 'x', '--collector-width', '2', '--pitch', '-4'], /--pitch must be a number > 0 m/],
    // 2 m at 30° covers 1.732 m of ground: a pitch of 1.7 m would overlap the rows.
    [['--weather', 'x', '--collector-width', '2', '--pitch', '1.7'], /rows overlap/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSimulateArgs(argv)).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(argv)).toThrow(message);
  });

  it('reads the rows: collector width and pitch in metres, none without them', () => {
    const args = parseSimulateArgs(['--weather', 'x', '--collector-width', '2.2', '--pitch', '5']);
    expect(args.options.rows).toEqual({ collectorWidthM: 2.2, pitchM: 5 });
    expect(parseSimulateArgs(['--weather', 'x']).options.rows).toBeUndefined();
    // Flat rows may nearly touch: 2 m at 0° needs a pitch above 2 m.
    expect(
      parseSimulateArgs(['--weather', 'x', '--tilt', '0', '--collector-width', '2', '--pitch', '2.01'])
        .options.rows,
    ).toEqual({ collectorWidthM: 2, pitchM: 2.01 });
  });

  it('reports a missing weather file as a usage error', () => {
    expect(() => simulateFile(parseSimulateArgs(['--weather', join(repoRoot, 'no-such-file.epw')]))).toThrow(
      /not found/,
    );
  });
});

describe('simulateFile', () => {
  it.each([
    ['tmy2-greensboro-apr16-18.tm2', 'tmy2'],
    ['nsrdb-psm3-30min-greensboro-apr16-18.csv', 'nsrdb-psm3'],
    ['nsrdb-psm4-hourly-greensboro-apr16-18.csv', 'nsrdb-psm4'],
    ['tmy3-solaranywhere-greensboro-jan1-2.csv', 'tmy3'],
  ])('simulates %s (%s)', (name, source) => {
    const report = simulateFile(parseSimulateArgs(['--weather', weatherFixture(name), ...REFERENCE_ARGS]));
    expect(report.weather.source).toBe(source);
    expect(report.energy.acAnnual).toBeGreaterThan(0);
  });

  it('adds the shading of rows with the same weather handling as the POA (kWh/m²)', () => {
    // Prepare: the 30-minute PSM3 file (the interval matters for the sums)
    const file = weatherFixture('nsrdb-psm3-30min-greensboro-apr16-18.csv');
    const plain = simulateFile(parseSimulateArgs(['--weather', file, ...REFERENCE_ARGS]));
    // Act
    const rowed = simulateFile(
      parseSimulateArgs(['--weather', file, ...REFERENCE_ARGS, '--collector-width', '2', '--pitch', '3.2']),
    );
    // Assess
    expect(plain.shading).toBeUndefined();
    const shading = rowed.shading!;
    expect(rowed.poa).toEqual(plain.poa);
    expect(shading.poaMonthly).toHaveLength(12);
    expect(shading.poaMonthly.reduce((a, b) => a + b, 0)).toBeCloseTo(shading.poaAnnual, 9);
    expect(shading.poaAnnual).toBeLessThan(plain.poa.annual);
    expect(plain.poa.annual - shading.poaAnnual).toBeCloseTo(
      shading.beamLossAnnual + shading.diffuseLossAnnual,
      9,
    );
    expect(shading.diffuseLossAnnual).toBeGreaterThan(0);
    expect(rowed.energy.acAnnual).toBeLessThan(plain.energy.acAnnual);
  });

  it('reports a weather file out of its physical ranges as a usage error naming the line', () => {
    // Prepare: the TMY2 fixture with a dry bulb of 999.9 °C (tenths 9999) on line 14.
    const lines = readFileSync(weatherFixture('tmy2-greensboro-apr16-18.tm2'), 'utf8').split('\n');
    lines[13] = `${lines[13]!.slice(0, 67)}9999${lines[13]!.slice(71)}`;
    const file = join(mkdtempSync(join(tmpdir(), 'simulate-')), 'hot.tm2');
    writeFileSync(file, lines.join('\n'));
    // Act / Assess
    const args = parseSimulateArgs(['--weather', file]);
    expect(() => simulateFile(args)).toThrow(SimulateUsageError);
    expect(() => simulateFile(args)).toThrow(/air temperature 999.9 °C at line 14/);
  });
});

/** A saved project (a drawn roof of two groups and a manual array) in getUserProjectBaseInfo's envelope. */
function projectFile(surroundings?: unknown): string {
  const record = savedProject({
    ...(surroundings !== undefined && { surroundings: surroundings as never }),
    pvArray: [drawnArray('roof', 16, 12), array('south', 12)],
    inverter: [
      {
        inverterid: 'inverter-5k',
        invertercount: 1,
        inverters: [unit(dcRow('MPPT1', 'roof', 2, 8), dcRow('MPPT2', 'south', 2, 6))],
      },
    ],
  });
  const file = join(mkdtempSync(join(tmpdir(), 'simulate-')), 'project.json');
  writeFileSync(file, JSON.stringify({ code: 0, message: 'Success', data: record }));
  return file;
}

describe('simulateProjectFile', () => {
  it('simulates a saved project by the report’s adapter and engine, with the same figures', () => {
    // Prepare
    const file = projectFile();
    const weatherPath = weatherFixture('nsrdb-psm4-hourly-greensboro-apr16-18.csv');
    const record = JSON.parse(readFileSync(file, 'utf8')).data;
    const planned = projectDesign(record);
    if (!planned.ok) throw new Error('the test project is beyond the bounds');
    const weather = parseWeatherFile(readFileSync(weatherPath, 'utf8'), weatherPath);
    const report = simulateGenerationHourly(new ClimateYear(() => weather), planned.design);
    // Act
    const run = simulateProjectFile(file, weatherPath);
    // Assess
    expect(run.generation).toEqual(report.generation);
    expect(run.shadingLossPercent).toBe(report.shadingLossPercent);
    expect(run.shadingLossPercent).toBeGreaterThan(0);
    expect(run.lineLoss.dcLineLoss).toBe(planned.design.losses.dcLine);
    expect([run.wirings, run.engineArrays]).toEqual([2, 2]);
  });

  it('reports a file that is not a saved project as a usage error', () => {
    // Prepare
    const file = join(mkdtempSync(join(tmpdir(), 'simulate-')), 'not-a-project.json');
    writeFileSync(file, JSON.stringify({ projectId: 'p' }));
    // Act / Assess
    const weatherPath = weatherFixture('nsrdb-psm4-hourly-greensboro-apr16-18.csv');
    expect(() => simulateProjectFile(file, weatherPath)).toThrow(SimulateUsageError);
    expect(() => simulateProjectFile(file, weatherPath)).toThrow(/is not a saved project/);
  });
});

describe('simulate command line (the bundle, run by plain node)', () => {
  const bundle = join(mkdtempSync(join(tmpdir(), 'simulate-cli-')), 'simulate.mjs');
  beforeAll(async () => {
    await build({ ...cliBuildOptions(bundle), metafile: false });
  }, 30_000);

  it('answers --help with the usage and exit code 0', () => {
    const result = spawnSync(process.execPath, [bundle, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: node dist\/cli\/simulate\.mjs --weather FILE/);
  });

  it('prints one JSON object for a 30-minute NSRDB PSM3 file', () => {
    const file = weatherFixture('nsrdb-psm3-30min-greensboro-apr16-18.csv');
    const output = execFileSync(process.execPath, [bundle, '--weather', file, '--json'], {
      encoding: 'utf8',
    });
    const printed = JSON.parse(output);
    expect(printed.weather.source).toBe('nsrdb-psm3');
    // 3 clear April days: about 7 kWh/m² of GHI a day.
    expect(printed.weather.ghiAnnual).toBeGreaterThan(20);
    expect(printed.weather.ghiAnnual).toBeLessThan(23);
  }, 30_000);

  it('prints the shading line in text and the shading object in JSON when rows are given', () => {
    const file = weatherFixture('nsrdb-psm3-30min-greensboro-apr16-18.csv');
    const rows = ['--collector-width', '2', '--pitch', '3.2'];
    const text = execFileSync(process.execPath, [bundle, '--weather', file, ...rows], { encoding: 'utf8' });
    expect(text).toMatch(
      /^shading {5}POA \d+\.\d kWh\/m² {2}\[(\d+\.\d ?){12}\]; lost: beam \d+\.\d, sky diffuse \d+\.\d kWh\/m²$/m,
    );
    const json = JSON.parse(
      execFileSync(process.execPath, [bundle, '--weather', file, ...rows, '--json'], { encoding: 'utf8' }),
    );
    expect(Object.keys(json)).toEqual(['site', 'weather', 'poa', 'shading', 'energy']);
    expect(Object.keys(json.shading)).toEqual([
      'poaAnnual',
      'poaMonthly',
      'beamLossAnnual',
      'diffuseLossAnnual',
    ]);
  }, 30_000);

  it('prints the electrical, horizon and scene results in text and JSON', () => {
    const file = weatherFixture('nsrdb-psm3-30min-greensboro-apr16-18.csv');
    const folder = mkdtempSync(join(tmpdir(), 'simulate-cli-shading-'));
    writeFileSync(join(folder, 'h.csv'), 'horizon_azimuth,horizon_elevation\n0,5\n180,8\n');
    const panel = { id: 'p1', center: [0, 3, 0.5], width: 1.1, length: 2.3, tilt: 25, azimuth: 180 };
    const box = {
      id: 'b',
      kind: 'box',
      footprint: [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ],
      base: 0,
      height: 3,
    };
    writeFileSync(
      join(folder, 's.json'),
      JSON.stringify({ panels: [panel], obstacles: [box], strings: [['p1']] }),
    );
    const argv = [bundle, '--weather', file, '--collector-width', '2', '--pitch', '3.2', '--blocks', '3'];
    argv.push(
      '--orientation',
      'landscape',
      '--horizon',
      join(folder, 'h.csv'),
      '--scene',
      join(folder, 's.json'),
    );
    const text = execFileSync(process.execPath, argv, { encoding: 'utf8' });
    expect(text).toMatch(/^electrical {2}POA \d+\.\d kWh\/m² {2}\[(\d+\.\d ?){12}\]$/m);
    expect(text).toMatch(/^horizon {5}POA \d+\.\d kWh\/m² .*; sky view hidden \d+\.\d\d %$/m);
    expect(text).toMatch(
      /^scene {7}1 panels: mean POA \d+\.\d kWh\/m²; loss \d+\.\d\d % linear, \d+\.\d\d % electrical$/m,
    );
    const json = JSON.parse(execFileSync(process.execPath, [...argv, '--json'], { encoding: 'utf8' }));
    expect(Object.keys(json)).toEqual(['site', 'weather', 'poa', 'shading', 'horizon', 'scene', 'energy']);
    expect(Object.keys(json.shading)).toEqual([
      'poaAnnual',
      'poaMonthly',
      'beamLossAnnual',
      'diffuseLossAnnual',
      'electricalPoaAnnual',
      'electricalPoaMonthly',
    ]);
  }, 30_000);

  it('prints a saved project’s year as its report computes it', () => {
    // Act
    const args = [
      '--weather',
      weatherFixture('nsrdb-psm4-hourly-greensboro-apr16-18.csv'),
      '--project',
      projectFile(),
    ];
    const text = execFileSync(process.execPath, [bundle, ...args], { encoding: 'utf8' });
    const json = JSON.parse(
      execFileSync(process.execPath, [bundle, ...args, '--json'], { encoding: 'utf8' }),
    );
    // Assess: 16 + 12 panels of 410 W
    expect(text).toMatch(
      /^design {6}11\.48 kWp; 2 wirings as 2 engine arrays; cable losses DC [\d.]+ %, AC [\d.]+ %$/m,
    );
    expect(text).toContain(`energy      AC ${json.generation.totalPowerGeneration} kWh`);
    expect(json.generation.yearlyPowerGeneration).toHaveLength(25);
    // Its drawn rows of strings take their electrical effect: the shading steps are printed (in
    // these three April days of Greensboro the rows hardly shade each other).
    expect(json.shading.nearShadingState).toBe('none');
    expect(json.shading.annual.nearShading).toBe(0);
    expect(text).toContain(`electrical ${json.shading.annual.electrical} %`);
  }, 30_000);

  it('prints a project’s shading steps when it has surroundings [SUR-7]', () => {
    // Prepare: hills of 10° all round.
    const points = [0, 90, 180, 270].map((azimuth) => ({ azimuth, elevation: 10 }));
    const file = projectFile({ obstacles: [], horizon: { source: 'manual', points } });
    const args = [
      '--weather',
      weatherFixture('nsrdb-psm4-hourly-greensboro-apr16-18.csv'),
      '--project',
      file,
    ];
    // Act
    const text = execFileSync(process.execPath, [bundle, ...args], { encoding: 'utf8' });
    const json = JSON.parse(
      execFileSync(process.execPath, [bundle, ...args, '--json'], { encoding: 'utf8' }),
    );
    // Assess
    expect(json.shading.annual.horizon).toBeGreaterThan(0);
    expect(text).toContain(`shading     horizon ${json.shading.annual.horizon} %, near 0 %, rows `);
  }, 30_000);

  it('exits with code 2 and a message for an unknown option', () => {
    const result = spawnSync(process.execPath, [bundle, '--weather', 'x', '--bogus'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown option '--bogus'/);
  });

  it.skipIf(!hasFixtures)(
    'prints the pvlib reference case as one JSON object (Greensboro TMY3)',
    () => {
      const output = execFileSync(
        process.execPath,
        [bundle, '--weather', tmy3, ...REFERENCE_ARGS, '--json', '--optimum'],
        { encoding: 'utf8' },
      );
      const printed = JSON.parse(output);
      const reference = JSON.parse(readFileSync(join(tmy3, '..', 'pvlib-reference.json'), 'utf8')).locations
        .greensboro_nc_usa_tmy3;
      expect(Object.keys(printed)).toEqual(['site', 'weather', 'poa', 'energy', 'optimum']);
      expect(printed.poa.monthly).toHaveLength(12);
      expect(
        Math.abs(printed.energy.acAnnual / reference.pvwatts_10kwp_tilt30.annual_ac_kwh - 1),
      ).toBeLessThan(0.01);
      expect(
        Math.abs(printed.optimum.poaAnnual / reference.optimum_perez.annual_poa_at_optimum_kwh_m2 - 1),
      ).toBeLessThan(0.003);
    },
    30_000,
  );
});
