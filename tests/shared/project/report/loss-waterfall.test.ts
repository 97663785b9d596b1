/**
 * The loss waterfall of the system loss step and the report: the engine's own loss chain of a
 * project, from the plane's irradiation at STC efficiency (100 %) to the AC energy, ending at the
 * performance ratio the live results and the report give.
 */
import { projectDesign } from '@pvd/shared/project/design/engine-design';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { lossChainSection, lossWaterfall } from '@pvd/shared/project/report/loss-waterfall';
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { lossChainOf } from '@pvd/shared/pv/engine/loss-chain';
import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../../pv/support/fixture-weather';
import { testClimateYear } from '../../pv/support/pvgis-year';
import { array, dcRow, savedProject, unit } from '../support/small-project';

/** A project's waterfall and its generation, as projectFigures computes them. */
function projectYear(systemLoss: ProjectInputBody['systemLoss'] = null) {
  // 12 panels of 410 W in two strings of 6 on a 5 kW inverter, 20 m of DC and 10 m of AC copper.
  const record = savedProject({
    pvArray: [array('roof', 12)],
    inverter: [
      {
        inverterid: 'inverter-5k',
        invertercount: 1,
        inverters: [unit(dcRow('MPPT1', 'roof'), dcRow('MPPT2', 'roof'))],
      },
    ],
    systemLoss,
  });
  const planned = projectDesign(record);
  if (!planned.ok) throw new Error('the test project has no design');
  const hourly = simulateGenerationHourly(testClimateYear(), planned.design);
  return { waterfall: lossWaterfall(hourly.lossChain), hourly, design: planned.design };
}

describe('lossWaterfall of a project', () => {
  const { waterfall, hourly, design } = projectYear();

  it('ends at the project’s performance ratio: 100 % plus the bars is the PR (within rounding)', () => {
    const end = waterfall.steps.reduce((rest, step) => rest + step.value, 100);
    expect(end).toBeCloseTo(waterfall.remaining, 2);
    expect(waterfall.remaining).toBeCloseTo(hourly.generation.performanceRatio * 100, 2);
  });

  it('has the engine’s chain: the IAM and temperature models, the user’s losses, cables, inverter, clipping', () => {
    const keys = waterfall.steps.map((step) => step.key);
    expect(keys).toEqual([
      'incidenceAngleModel',
      'incidenceAngle',
      'soiling',
      'temperatureModel',
      'lightInducedDegradation',
      'dcCables',
      'inverter',
      'clipping',
      'acCables',
    ]);
    const bar = (key: string) => waterfall.steps.find((step) => step.key === key)!.value;
    // The temperature model is a real loss in Hangzhou, not the 0 % of the user's residual.
    expect(bar('temperatureModel')).toBeLessThan(-1);
    // The cables' bars are the string design's losses, taken from what reaches them.
    expect(design.losses.dcLine).toBeGreaterThan(0);
    expect(bar('dcCables')).toBeLessThan(0);
    expect(bar('inverter')).toBeLessThan(-1);
  });

  it('tells the horizontal and the plane irradiation apart (the transposition before the 100 %)', () => {
    expect(waterfall.planeIrradiation).toBeGreaterThan(waterfall.horizontalIrradiation);
  });

  it('shows a user’s loss only when it takes something, and every loss the user adds', () => {
    const dirty = projectYear({
      incidenceanglelosses: 0,
      soilinglosses: 5,
      thermallosses: 1,
      lidlosses: 2,
      modulequalitylosses: 1,
      mismatchlosses: 1,
      systemunavailabilityloss: 1,
      componentagingdecay: 0.6,
    }).waterfall;
    const keys = dirty.steps.map((step) => step.key);
    expect(keys).not.toContain('incidenceAngle');
    expect(keys).toEqual(expect.arrayContaining(['thermal', 'moduleQuality', 'mismatch', 'unavailability']));
    expect(dirty.remaining).toBeLessThan(waterfall.remaining);
  });
});

describe('lossWaterfall of a bifacial system [BIF-5]', () => {
  // Prepare: 10 kW of bifacial rows (φ 0.7, tilt 20°, width 2 m, pitch 5 m, height 1.5 m), the
  // Greensboro excerpt, the default losses; the engine's chain of the year.
  const weather = greensboroExcerpt();
  const result = simulateSystem(
    {
      arrays: [
        {
          surfaceTilt: 20,
          surfaceAzimuth: 180,
          dcCapacity: 10_000,
          tempCoefficientPmax: -0.35,
          rows: { collectorWidthM: 2, pitchM: 5 },
          bifacial: { bifaciality: 0.7, heightM: 1.5 },
        },
      ],
      inverters: [
        { model: { kind: 'pvwatts', ratedAcPower: 9000 }, inputs: [{ array: 0, dcCapacity: 10_000 }] },
      ],
      losses: DEFAULT_SYSTEM_LOSSES,
      albedo: 0.25,
    },
    weather,
    computeSunPositions(weather),
  );
  const chain = lossChainOf(result, weather);
  const waterfall = lossWaterfall(lossChainSection.parse(chain));

  it('shows the rear gain as a rising bar before the IAM model, of the breakdown’s bifacialGain', () => {
    const keys = waterfall.steps.map((step) => step.key);
    expect(keys.indexOf('bifacialGain')).toBe(keys.indexOf('incidenceAngleModel') - 1);
    const bar = waterfall.steps.find((step) => step.key === 'bifacialGain')!.value;
    expect(bar).toBeCloseTo((result.losses.bifacialGain! / result.losses.nominal) * 100, 4);
    expect(bar).toBeGreaterThan(1);
  });

  it('still ends at the performance ratio: 100 % plus the bars', () => {
    const end = waterfall.steps.reduce((rest, step) => rest + step.value, 100);
    expect(end).toBeCloseTo(waterfall.remaining, 2);
    expect(waterfall.remaining).toBeCloseTo((result.acEnergy.annual / result.losses.nominal) * 100, 2);
  });
});
