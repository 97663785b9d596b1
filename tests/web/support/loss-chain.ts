/**
 * A loss chain as queryProjectDesignResults and the report data answer it: the engine's steps
 * in its order, each with its share of what reaches it and of the nominal energy. [%]
 */
import { LOSS_CHAIN_STEPS } from '@pvd/shared/pv/engine/loss-chain';

/**
 * Every step at 0 but those given as [lossPercent, ofNominalPercent], ending at
 * `performanceRatioPercent`; the rear's gain only when given (a bifacial system's step).
 */
export function lossChainAnswer(
  performanceRatioPercent: number,
  steps: Partial<Record<(typeof LOSS_CHAIN_STEPS)[number], [number, number]>> = {},
) {
  return {
    horizontalIrradiation: 1262,
    planeIrradiation: 1380,
    steps: LOSS_CHAIN_STEPS.filter((key) => key !== 'bifacialGain' || steps[key]).map((key) => {
      const [lossPercent, ofNominalPercent] = steps[key] ?? [0, 0];
      return { key, lossPercent, ofNominalPercent };
    }),
    performanceRatioPercent,
  };
}
