/**
 * The system loss waterfall of the editor and the report (001 §2 "A waterfall shows incidence
 * angle, soiling, thermal, light-induced degradation and DC line loss"): 100 % of the energy,
 * each loss taken in the engine's order from what the one before left (the losses multiply, as
 * `shared/pv/losses/system-losses.ts` applies them), and what remains.
 */
import { rounded } from '../numbers/rounding';
import type { SystemLossRecord } from './system-loss';

/**
 * The waterfall's bars, in the engine's order: the row shading (issue 11 §4; only when the engine
 * gives one) comes off the plane-of-array light first, then the spec's bars.
 */
export const WATERFALL_LOSSES = [
  'rowShadingLoss',
  'incidenceanglelosses',
  'soilinglosses',
  'thermallosses',
  'lidlosses',
  'dcLineLoss',
] as const;
export type WaterfallLoss = (typeof WATERFALL_LOSSES)[number];

export interface LossWaterfall {
  /** Each bar: the share of the starting energy it removes, negative. [%] */
  steps: { key: WaterfallLoss; value: number }[];
  /** What remains after the losses. [%] */
  remaining: number;
}

/**
 * @param loss - The step's losses (defaults applied). [%]
 * @param dcLineLossPercent - The string design's DC cable loss. [%]
 * @param rowShadingLossPercent - The engine's row-to-row shading of the drawn arrays (the live
 *   results' shadingLossPercent); its bar is left out at 0, the usual case without drawn rows. [%]
 *
 * @example
 * // The defaults of 001 §9 (0.05, 3, 0, 2) without cable loss:
 * lossWaterfall(systemLossOrDefaults(null), 0);
 * // steps −0.05, −2.9985, 0, −1.939, 0; remaining 95.0125
 */
export function lossWaterfall(
  loss: Pick<SystemLossRecord, WaterfallLoss & keyof SystemLossRecord>,
  dcLineLossPercent: number,
  rowShadingLossPercent = 0,
): LossWaterfall {
  const percents: Record<WaterfallLoss, number> = {
    ...loss,
    dcLineLoss: dcLineLossPercent,
    rowShadingLoss: rowShadingLossPercent,
  };
  const keys = WATERFALL_LOSSES.filter((key) => key !== 'rowShadingLoss' || rowShadingLossPercent > 0);
  let remaining = 100;
  const steps = keys.map((key) => {
    const removed = (remaining * percents[key]) / 100;
    remaining -= removed;
    // 0 rather than −0, which a number format would print with its sign.
    return { key, value: removed === 0 ? 0 : -rounded(removed, 'lossStepPercent') };
  });
  return { steps, remaining: rounded(remaining, 'lossStepPercent') };
}
