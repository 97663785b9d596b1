/**
 * The engine's loss chain of a simulated year, as the loss waterfall of the editor and the report
 * shows it [REP-5]: from the irradiation on the arrays' planes at STC efficiency (the
 * nominal energy Σ P_dc0 · H_poa, 100 %) through every step the engine takes (shading, a
 * bifacial array's rear gain, the IAM and temperature models, the user's losses, the cables, the
 * inverter's conversion and clipping, unavailability, calibration) to the AC energy, whose share of the nominal energy is the
 * performance ratio. The transposition (horizontal to the plane) comes before the 100 %: it is
 * told as the two irradiations, not as a bar, since the performance ratio is taken on the plane.
 */
import type { SystemYearResult } from '../simulation/system';
import type { LossBreakdown } from '../simulation/types';
import type { HourlyWeather } from '../weather/types';
import { answerFigure } from './monthly';

/**
 * The chain's steps, in the engine's order. `bifacialGain`, the rear's weighted irradiation
 * (a gain, after the shading and before the IAM model, as the engine adds it) [BIF-5], is a step
 * only of a system with a bifacial array.
 */
export const LOSS_CHAIN_STEPS = [
  'horizon',
  'nearShading',
  'rows',
  'electrical',
  'bifacialGain',
  'incidenceAngleModel',
  'incidenceAngle',
  'soiling',
  'temperatureModel',
  'thermal',
  'lightInducedDegradation',
  'moduleQuality',
  'mismatch',
  'unconnected',
  'dcCables',
  'inverter',
  'clipping',
  'acCables',
  'unavailability',
  'calibration',
] as const;
export type LossChainStepKey = (typeof LOSS_CHAIN_STEPS)[number];

/** The breakdown's energy of each step (a gain, the rear's or the calibration's, counted as a negative loss). [kWh] */
const ENERGY_OF: Record<LossChainStepKey, (losses: LossBreakdown) => number> = {
  horizon: (l) => l.horizon,
  nearShading: (l) => l.nearShading,
  rows: (l) => l.shading,
  electrical: (l) => l.electricalShading,
  bifacialGain: (l) => -(l.bifacialGain ?? 0),
  incidenceAngleModel: (l) => l.incidenceAngleModel,
  incidenceAngle: (l) => l.incidenceAngle,
  soiling: (l) => l.soiling,
  temperatureModel: (l) => l.temperatureModel,
  thermal: (l) => l.thermal,
  lightInducedDegradation: (l) => l.lightInducedDegradation,
  moduleQuality: (l) => l.moduleQuality,
  mismatch: (l) => l.mismatch,
  unconnected: (l) => l.unconnected,
  dcCables: (l) => l.dcLine,
  inverter: (l) => l.inverter,
  clipping: (l) => l.clipping,
  acCables: (l) => l.acLine,
  unavailability: (l) => l.unavailability,
  calibration: (l) => -l.calibrationGain,
};

export interface LossChainStep {
  key: LossChainStepKey;
  /** The step's loss as a share of the energy reaching it; negative for a gain. [%] */
  lossPercent: number;
  /** What the step removes, as a share of the nominal energy (the waterfall's bar). [%] */
  ofNominalPercent: number;
}

export interface LossChain {
  /** Global horizontal irradiation of the year. [kWh/m²] */
  horizontalIrradiation: number;
  /** Plane-of-array irradiation, the arrays' mean weighted by their capacity. [kWh/m²] */
  planeIrradiation: number;
  /** Every step, in the engine's order (`bifacialGain` only with a bifacial array). */
  steps: LossChainStep[];
  /** AC energy over the nominal energy: what the chain leaves of the 100 %. [%] */
  performanceRatioPercent: number;
}

/** The steps of a breakdown: all but the rear's gain without a bifacial array. */
function stepsOf(losses: LossBreakdown): LossChainStepKey[] {
  return LOSS_CHAIN_STEPS.filter((key) => key !== 'bifacialGain' || losses.bifacialGain !== undefined);
}

/** Σ GHI · Δt of the year (non-finite records count as 0). [kWh/m²] */
function horizontalIrradiation(weather: Pick<HourlyWeather, 'ghi' | 'intervalHours'>): number {
  let sum = 0;
  for (const ghi of weather.ghi) if (Number.isFinite(ghi)) sum += ghi;
  return (sum * weather.intervalHours) / 1000;
}

/**
 * The loss chain of a simulated year.
 *
 * @remarks With E₀ the nominal energy and E_k the energy after step k, step k's loss is
 * 1 − E_k / E_(k−1) and its bar (E_(k−1) − E_k) / E₀; the bars sum, and the kept fractions
 * multiply, to E_AC / E₀ = PR.
 * @param result - The system's year (its loss breakdown, its plane irradiation).
 * @param weather - The weather it was simulated on (for the horizontal irradiation).
 */
export function lossChainOf(
  result: Pick<SystemYearResult, 'losses' | 'poa' | 'acEnergy'>,
  weather: Pick<HourlyWeather, 'ghi' | 'intervalHours'>,
): LossChain {
  const { losses } = result;
  const nominal = losses.nominal;
  let reaching = nominal;
  const steps = stepsOf(losses).map((key): LossChainStep => {
    const removed = ENERGY_OF[key](losses);
    const lossPercent = reaching > 0 ? (removed / reaching) * 100 : 0;
    reaching -= removed;
    return {
      key,
      lossPercent: answerFigure(lossPercent, 'lossStepPercent'),
      ofNominalPercent: answerFigure(nominal > 0 ? (removed / nominal) * 100 : 0, 'lossStepPercent'),
    };
  });
  return {
    horizontalIrradiation: answerFigure(horizontalIrradiation(weather), 'energy'),
    planeIrradiation: answerFigure(result.poa.annual, 'energy'),
    steps,
    performanceRatioPercent: answerFigure(
      nominal > 0 ? (result.acEnergy.annual / nominal) * 100 : 0,
      'lossStepPercent',
    ),
  };
}

/** The chain of a system that produces nothing (no inverter, no panel): every step 0. */
export function emptyLossChain(weather: Pick<HourlyWeather, 'ghi' | 'intervalHours'>): LossChain {
  return {
    horizontalIrradiation: answerFigure(horizontalIrradiation(weather), 'energy'),
    planeIrradiation: 0,
    steps: LOSS_CHAIN_STEPS.filter((key) => key !== 'bifacialGain').map((key) => ({
      key,
      lossPercent: 0,
      ofNominalPercent: 0,
    })),
    performanceRatioPercent: 0,
  };
}
