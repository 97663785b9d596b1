/**
 * The engine's loss chain: from the plane's irradiation at STC efficiency (100 %) through every
 * step the engine takes to the AC energy, ending at the performance ratio.
 */
import { simulateGenerationHourly } from '@pvd/shared/pv/engine/generation';
import { LOSS_CHAIN_STEPS, lossChainOf } from '@pvd/shared/pv/engine/loss-chain';
import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import type { LossBreakdown } from '@pvd/shared/pv/simulation/types';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import { describe, expect, it } from 'vitest';
import { greensboroExcerpt } from '../support/fixture-weather';
import { testClimateYear } from '../support/pvgis-year';

/** A breakdown of `nominal` kWh with only the given steps' energies. [kWh] */
function breakdown(nominal: number, steps: Partial<LossBreakdown>): LossBreakdown {
  const zero = Object.fromEntries(
    [
      'horizon',
      'nearShading',
      'shading',
      'electricalShading',
      'incidenceAngleModel',
      'incidenceAngle',
      'soiling',
      'temperatureModel',
      'thermal',
      'lightInducedDegradation',
      'moduleQuality',
      'mismatch',
      'unconnected',
      'dcLine',
      'inverter',
      'clipping',
      'acLine',
      'unavailability',
      'calibrationGain',
    ].map((key) => [key, 0]),
  ) as unknown as LossBreakdown;
  return { ...zero, nominal, ...steps };
}

describe('lossChainOf', () => {
  it('takes each step from what the one before left, and ends at AC over nominal (hand-worked)', () => {
    // Prepare: 1000 kWh nominal; the IAM model takes 20, soiling 29.4 (3 % of 980), the inverter
    // 28.518 (3 % of 950.6), the AC energy 922.082 kWh.
    const losses = breakdown(1000, { incidenceAngleModel: 20, soiling: 29.4, inverter: 28.518 });
    const weather = { ghi: Float64Array.from([500, 700, Number.NaN]), intervalHours: 1 };
    // Act
    const chain = lossChainOf(
      { losses, poa: { annual: 1.3, monthly: [] }, acEnergy: { annual: 922.082, monthly: [] } },
      weather,
    );
    // Assess
    const step = (key: string) => chain.steps.find((s) => s.key === key)!;
    expect(step('incidenceAngleModel')).toEqual({
      key: 'incidenceAngleModel',
      lossPercent: 2,
      ofNominalPercent: 2,
    });
    expect(step('soiling')).toEqual({ key: 'soiling', lossPercent: 3, ofNominalPercent: 2.94 });
    expect(step('inverter')).toEqual({ key: 'inverter', lossPercent: 3, ofNominalPercent: 2.8518 });
    expect(chain.performanceRatioPercent).toBe(92.2082);
    expect(chain.horizontalIrradiation).toBe(1.2);
    expect(chain.planeIrradiation).toBe(1.3);
    // A monofacial system's chain: every step but the rear's gain.
    expect(chain.steps.map((s) => s.key)).toEqual(LOSS_CHAIN_STEPS.filter((key) => key !== 'bifacialGain'));
  });

  it('adds a bifacial array’s rear gain after the shading, before the IAM model (hand-worked) [BIF-5]', () => {
    // Prepare: 1000 kWh nominal, the rows take 50, the rear adds 95 (10 % of the 950 reaching
    // it), the IAM model takes 20.9 (2 % of 1045); AC 1024.1 kWh.
    const losses = breakdown(1000, { shading: 50, bifacialGain: 95, incidenceAngleModel: 20.9 });
    // Act
    const chain = lossChainOf(
      { losses, poa: { annual: 1, monthly: [] }, acEnergy: { annual: 1024.1, monthly: [] } },
      { ghi: new Float64Array(0), intervalHours: 1 },
    );
    // Assess
    const keys = chain.steps.map((s) => s.key);
    expect(keys.slice(2, 6)).toEqual(['rows', 'electrical', 'bifacialGain', 'incidenceAngleModel']);
    expect(keys).toHaveLength(LOSS_CHAIN_STEPS.length);
    const step = (key: string) => chain.steps.find((s) => s.key === key)!;
    expect(step('bifacialGain')).toEqual({ key: 'bifacialGain', lossPercent: -10, ofNominalPercent: -9.5 });
    expect(step('incidenceAngleModel')).toEqual({
      key: 'incidenceAngleModel',
      lossPercent: 2,
      ofNominalPercent: 2.09,
    });
    expect(chain.performanceRatioPercent).toBe(102.41);
  });

  it('counts the calibration’s gain as a negative loss', () => {
    const losses = breakdown(1000, { inverter: 100, calibrationGain: 90 });
    const chain = lossChainOf(
      { losses, poa: { annual: 1, monthly: [] }, acEnergy: { annual: 990, monthly: [] } },
      { ghi: new Float64Array(0), intervalHours: 1 },
    );
    expect(chain.steps.at(-1)).toEqual({ key: 'calibration', lossPercent: -10, ofNominalPercent: -9 });
    expect(chain.performanceRatioPercent).toBe(99);
  });
});

describe('the loss chain of a simulated year', () => {
  // Prepare: 5 kWp on an inverter of 3.5 kW (it clips), 1 % DC and 1.5 % AC cable loss, the
  // default flat losses, calibration 1.0.
  const climate = testClimateYear();
  const hourly = simulateGenerationHourly(climate, {
    arrays: [{ surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000, tempCoefficientPmax: -0.4 }],
    inverters: [{ arrays: [0], ratedAcPower: 3500, maxEfficiency: 98.4, europeanEfficiency: 97.9 }],
    losses: { ...DEFAULT_SYSTEM_LOSSES, dcLine: 1, acLine: 1.5 },
  });
  const chain = hourly.lossChain;
  const of = (key: string) => chain.steps.find((s) => s.key === key)!;

  it('ends at the engine’s performance ratio: the bars sum to it and the kept shares multiply to it', () => {
    const sum = chain.steps.reduce((rest, step) => rest - step.ofNominalPercent, 100);
    const product = chain.steps.reduce((kept, step) => kept * (1 - step.lossPercent / 100), 100);
    expect(chain.performanceRatioPercent).toBeCloseTo(hourly.generation.performanceRatio * 100, 2);
    expect(sum).toBeCloseTo(chain.performanceRatioPercent, 2);
    expect(product).toBeCloseTo(chain.performanceRatioPercent, 2);
  });

  it('shows what the models compute beside the user’s percentages, and the inverter’s clipping apart', () => {
    // The IAM model takes a few percent, the user's 0.05 % rides on top.
    expect(of('incidenceAngleModel').lossPercent).toBeGreaterThan(1);
    expect(of('incidenceAngle').lossPercent).toBeCloseTo(0.05, 4);
    // The cells run warmer than 25 °C over the year: a loss, not 0.
    expect(Math.abs(of('temperatureModel').lossPercent)).toBeGreaterThan(0.5);
    expect(of('thermal').lossPercent).toBe(0);
    expect(of('soiling').lossPercent).toBeCloseTo(3, 4);
    expect(of('lightInducedDegradation').lossPercent).toBeCloseTo(2, 4);
    expect(of('dcCables').lossPercent).toBeCloseTo(1, 4);
    expect(of('acCables').lossPercent).toBeCloseTo(1.5, 4);
    expect(of('inverter').lossPercent).toBeGreaterThan(1);
    expect(of('inverter').lossPercent).toBeLessThan(5);
    expect(of('clipping').lossPercent).toBeGreaterThan(0);
  });

  it('tells the plane’s irradiation from the horizontal: the transposition raises it on a south tilt', () => {
    expect(chain.horizontalIrradiation).toBeCloseTo(climate.derived().ghiAnnual, 1);
    expect(chain.planeIrradiation).toBeGreaterThan(chain.horizontalIrradiation);
  });
});

describe('the loss chain of a simulated bifacial year [BIF-5]', () => {
  // Prepare: 10 kW of bifacial rows (φ 0.7, tilt 20°, width 2 m, pitch 5 m, height 1.5 m) on a
  // 9 kW inverter, the Greensboro excerpt, the default losses.
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
  const gain = chain.steps.find((s) => s.key === 'bifacialGain')!;

  it('has the rear gain as a negative loss of the breakdown’s bifacialGain over the nominal energy', () => {
    expect(gain.ofNominalPercent).toBeCloseTo(
      (-result.losses.bifacialGain! / result.losses.nominal) * 100,
      4,
    );
    expect(gain.ofNominalPercent).toBeLessThan(-1);
  });

  it('still ends at AC over nominal: the bars sum to it and the kept shares multiply to it', () => {
    const pr = (result.acEnergy.annual / result.losses.nominal) * 100;
    const sum = chain.steps.reduce((rest, step) => rest - step.ofNominalPercent, 100);
    const product = chain.steps.reduce((kept, step) => kept * (1 - step.lossPercent / 100), 100);
    expect(chain.performanceRatioPercent).toBeCloseTo(pr, 2);
    expect(sum).toBeCloseTo(pr, 2);
    expect(product).toBeCloseTo(pr, 2);
  });
});
