/**
 * The engine computes the sun positions of a climate year only at its irradiated records
 * (climate.ts, `climateSunPositions`): every other record holds NaN positions. Every answer the
 * engine gives from a year must then be exactly what it gives from the whole year's positions:
 * a consumer reading a position at a night or missing record would turn its sums into NaN or
 * move them. Checked on a year with nights, twilight hours and missing irradiance, for every
 * product path that reads positions: a drawn grid project with rows, obstacles and a far horizon
 * (yield, shading steps, report's surroundings), a storage project, the radiation and heat-loss
 * answers, the climate's products and best orientations, and the command line's run report.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { projectDesign } from '@pvd/shared/project/design/engine-design';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { projectStorageOnSiteClock } from '@pvd/shared/project/report/report-storage';
import { shadingResultsOf, surroundingsReportOf } from '@pvd/shared/project/report/shading-figures';
import { ClimateYear } from '@pvd/shared/pv/engine/climate';
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { irradianceAndHeatLoss } from '@pvd/shared/pv/engine/irradiance-heat-loss';
import { bestAzimuthFor, bestTiltFor } from '@pvd/shared/pv/engine/orientation';
import { horizontalRadiationOf, radiationInfo } from '@pvd/shared/pv/engine/radiation';
import { transpositionBasisFor } from '@pvd/shared/pv/irradiance/transposition-basis';
import { runReport } from '@pvd/shared/pv/simulation/run-report';
import { computeSunPositions, type SunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { irradiatedRecords } from '@pvd/shared/pv/weather/irradiated-records';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import { describe, expect, it } from 'vitest';
import { parseSimulateArgs } from '../../../../scripts/simulate';
import { readHorizonFile, readSceneFile } from '../../../../scripts/simulate-shading';
import { drawnArray, TEST_SITE } from '../../project/support/drawn-array';
import { array, dcRow, savedProject, unit } from '../../project/support/small-project';
import { testYear } from '../support/pvgis-year';

/** The test year with missing irradiance at a few daytime records (one series each, or all). */
function yearWithGaps(): HourlyWeather {
  const year = testYear();
  const copy = (values: Float64Array) => Float64Array.from(values);
  const weather = {
    ...year,
    timesUtcMs: copy(year.timesUtcMs),
    ghi: copy(year.ghi),
    dni: copy(year.dni),
    dhi: copy(year.dhi),
    tempAir: copy(year.tempAir),
    windSpeed: copy(year.windSpeed),
  };
  const noon = (day: number) =>
    weather.ghi.indexOf(Math.max(...weather.ghi.subarray(day * 24, day * 24 + 24)));
  weather.ghi[noon(20)] = Number.NaN;
  weather.dni[noon(100)] = Number.NaN;
  weather.dhi[noon(180) - 2] = Number.NaN;
  for (const series of [weather.ghi, weather.dni, weather.dhi]) series[noon(250) + 1] = Number.NaN;
  return weather;
}

/** The engine's climate, and the same year given the whole year's positions. */
function climates(): { recordsOnly: ClimateYear; whole: ClimateYear } {
  const forRecords = yearWithGaps();
  const recordsOnly = new ClimateYear(() => forRecords);
  class WholeYear extends ClimateYear {
    override sun(): SunPositions {
      return computeSunPositions(this.weather());
    }
  }
  // Separate arrays: the whole year's positions, once memoised, are not found for the other.
  const forWhole = yearWithGaps();
  return { recordsOnly, whole: new WholeYear(() => forWhole) };
}

const frame = planFrame(TEST_SITE);
const at = (x: number, y: number) => planToCorner(frame, { x, y });

/** The drawn 16-panel roof in two strings, a box south-east of it and a far horizon. */
const gridProject = savedProject({
  pvArray: [drawnArray('roof', 16, 12)],
  inverter: [
    { inverterid: 'inverter-5k', invertercount: 1, inverters: [unit(dcRow('MPPT1', 'roof', 2, 8))] },
  ],
  surroundings: surroundingsInput.parse({
    obstacles: [
      { id: 'tank', kind: 'box', footprint: [at(6, -4), at(9, -4), at(9, -1), at(6, -1)], heightM: 4 },
    ],
    horizon: {
      source: 'manual',
      points: [
        { azimuth: 90, elevation: 12 },
        { azimuth: 180, elevation: 6 },
        { azimuth: 270, elevation: 10 },
      ],
    },
  }),
});

/** A storage project: one SUN-5K-SG with two US5000 modules and a load. */
const storageProject = savedProject(
  {
    pvArray: [array('south', 12)],
    inverter: [
      {
        inverterid: 'inverter-5k-sg',
        invertercount: 1,
        inverters: [unit(dcRow('MPPT1', 'south'), dcRow('MPPT2', 'south'))],
        batterytype: 'battery-us5000',
        batterysource: 'system',
        batterynumber: 2,
      },
    ],
    proUserLoadInformation: { daytimeLoadPowerRatio: 40, loadAnnualElectricityConsumption: 3650 },
  },
  1,
);

/** What the product answers for a project: its yield, shading steps, report surroundings and storage. */
function projectAnswers(climate: ClimateYear, record: ProjectRecord) {
  const planned = projectDesign(record);
  if (!planned.ok) throw new Error(JSON.stringify(planned));
  const hourly = simulateGenerationHourly(climate, planned.design);
  return {
    hourly,
    shading: shadingResultsOf(record, planned.design, hourly),
    surroundings: surroundingsReportOf(record, planned.design, hourly),
    storage: projectStorageOnSiteClock(record, climate.weather(), hourly.acPowerW),
  };
}

/** The climate's own answers: radiation, heat loss, products, best orientations. */
function climateAnswers(climate: ClimateYear) {
  const layout = [
    { surfaceTilt: 25, surfaceAzimuth: 160, tempCoefficientPmax: -0.35 },
    { surfaceTilt: 30, surfaceAzimuth: 180, rows: { collectorWidthM: 2, pitchM: 3.2 } },
  ];
  return {
    derived: climate.derived(),
    horizontal: horizontalRadiationOf(climate),
    radiation: radiationInfo(climate, 20, 200),
    heatLoss: irradianceAndHeatLoss(climate, layout),
    heatLossShifted: irradianceAndHeatLoss(climate, layout, 25),
    bestTilt: bestTiltFor(climate, 150),
    bestAzimuth: bestAzimuthFor(climate, 15),
  };
}

/** The command line's report with rows, bypass-diode blocks, a far horizon, a scene and the optimum. */
function commandLineReport(climate: ClimateYear) {
  const folder = mkdtempSync(join(tmpdir(), 'records-only-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(folder, name), text);
    return join(folder, name);
  };
  const panel = (id: string, x: number) => ({
    id,
    center: [x, 3, 0.5],
    width: 1.1,
    length: 2.3,
    tilt: 25,
    azimuth: 180,
  });
  const scene = {
    panels: [panel('A', 0), panel('B', 1.2)],
    obstacles: [{ id: 'tank', kind: 'cylinder', center: [1, -1], radius: 1, base: 0, height: 2.5 }],
    strings: [['A', 'B']],
    blocksPerPanel: 3,
  };
  const args = parseSimulateArgs(
    ['--weather', 'unread', '--collector-width', '2', '--pitch', '3.2', '--blocks', '3'].concat([
      '--orientation',
      'portrait',
      '--optimum',
    ]),
  );
  return runReport(climate.weather(), climate.sun(), {
    ...args.options,
    surfaceAzimuth: 180,
    horizon: readHorizonFile(
      file('horizon.csv', 'horizon_azimuth,horizon_elevation\n0,5\n90,12\n180,4\n270,10\n'),
    ),
    scene: readSceneFile(file('scene.json', JSON.stringify(scene))),
  });
}

describe('the engine’s sun positions at the irradiated records only', () => {
  const { recordsOnly, whole } = climates();

  it('computes the climate year’s positions only where there is irradiance', () => {
    const weather = recordsOnly.weather();
    const sun = recordsOnly.sun();
    const irradiated = new Set(irradiatedRecords(weather));
    // Nights, and the four records with a missing series, have no position.
    expect(irradiated.size).toBeGreaterThan(4000);
    expect(irradiated.size).toBeLessThan(5000);
    for (let i = 0; i < sun.length; i++) expect(Number.isNaN(sun.zenith[i]!)).toBe(!irradiated.has(i));
    expect(Number.isNaN(whole.sun().zenith.reduce((sum, z) => sum + z, 0))).toBe(false);
  });

  it('refuses positions that miss an irradiated record rather than summing NaN', () => {
    const weather = recordsOnly.weather();
    const fewer = irradiatedRecords(weather).filter((i) => weather.dni[i]! > 0);
    const sun = computeSunPositions(weather, { records: fewer });
    expect(() => transpositionBasisFor(weather, sun)).toThrow(/no sun position at irradiated record/);
  });

  it('gives a drawn grid project with rows, obstacles and a far horizon exactly the same answers', () => {
    const answers = projectAnswers(recordsOnly, gridProject);
    // The case reaches every step: rows, obstacles, horizon, electrical effect.
    expect(answers.hourly.shading.annual.rows).toBeGreaterThan(0);
    expect(answers.hourly.shading.annual.nearShading).toBeGreaterThan(0);
    expect(answers.hourly.shading.annual.horizon).toBeGreaterThan(0);
    expect(answers.hourly.shading.annual.electrical).toBeGreaterThan(0);
    expect(answers).toStrictEqual(projectAnswers(whole, gridProject));
  });

  it('gives a storage project exactly the same yield and battery year', () => {
    const answers = projectAnswers(recordsOnly, storageProject);
    expect(answers.storage.year).toBeDefined();
    expect(answers).toStrictEqual(projectAnswers(whole, storageProject));
  });

  it('gives exactly the same radiation, heat loss, climate products and best orientations', () => {
    const answers = climateAnswers(recordsOnly);
    expect(answers.heatLoss.heatloss).toBeGreaterThan(0);
    expect(answers).toStrictEqual(climateAnswers(whole));
  });

  it('gives exactly the same run report of the command line', () => {
    const report = commandLineReport(recordsOnly);
    expect(report.scene?.linearLossPercent).toBeGreaterThan(0);
    expect(report).toStrictEqual(commandLineReport(whole));
  });
});
