/**
 * The loss waterfall of the editor's system loss step and the report [REP-5]: the
 * engine's own loss chain (shared/pv/engine/loss-chain.ts) from the irradiation on the arrays'
 * planes at STC efficiency (100 %) to the AC energy, whose share is the performance ratio. Every
 * bar is what the engine took at that step, so the chart ends where the yield does.
 */
import * as z from 'zod';
import { LOSS_CHAIN_STEPS, type LossChain, type LossChainStepKey } from '../../pv/engine/loss-chain';

/** The loss chain as the live results and the report data answer it. */
export const lossChainSection = z.object({
  /** Global horizontal irradiation of the year. [kWh/m²] */
  horizontalIrradiation: z.number(),
  /** Plane-of-array irradiation, the arrays' capacity-weighted mean. [kWh/m²] */
  planeIrradiation: z.number(),
  /** Each step in the engine's order: its loss of what reaches it, and of the nominal energy. [%] */
  steps: z.array(
    z.object({ key: z.enum(LOSS_CHAIN_STEPS), lossPercent: z.number(), ofNominalPercent: z.number() }),
  ),
  /** What the chain leaves of the nominal energy. [%] */
  performanceRatioPercent: z.number(),
});

/**
 * The steps every waterfall shows, 0 or not: the models, the cables, the inverter and its
 * clipping say what the engine did even when they cost nothing. The others (shading, the user's
 * percentages, unwired panels, unavailability, calibration) show only when they take something,
 * and a bifacial array's rear gain (a step of its chain only) when it gives something [BIF-5].
 */
const ALWAYS_SHOWN: ReadonlySet<LossChainStepKey> = new Set([
  'incidenceAngleModel',
  'temperatureModel',
  'dcCables',
  'inverter',
  'clipping',
  'acCables',
]);

export interface LossWaterfall {
  /** The bars after the 100 %: what each step removes, as a share of the nominal energy (negative for a loss). [%] */
  steps: { key: LossChainStepKey; value: number }[];
  /** What remains: the performance ratio. [%] */
  remaining: number;
  /** The irradiations before the 100 %: horizontal and on the plane (the transposition). [kWh/m²] */
  horizontalIrradiation: number;
  planeIrradiation: number;
}

/**
 * The waterfall's bars of a loss chain.
 *
 * @example
 * lossWaterfall(results.lossChain).remaining; // the performance ratio, e.g. 82.9
 */
export function lossWaterfall(chain: z.infer<typeof lossChainSection> | LossChain): LossWaterfall {
  const steps = chain.steps
    .filter((step) => ALWAYS_SHOWN.has(step.key) || step.ofNominalPercent !== 0)
    // 0 rather than −0, which a number format would print with its sign.
    .map((step) => ({ key: step.key, value: step.ofNominalPercent === 0 ? 0 : -step.ofNominalPercent }));
  return {
    steps,
    remaining: chain.performanceRatioPercent,
    horizontalIrradiation: chain.horizontalIrradiation,
    planeIrradiation: chain.planeIrradiation,
  };
}
