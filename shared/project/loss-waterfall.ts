/**
 * The system loss waterfall of the editor and the report (001 §2 "A waterfall shows incidence
 * angle, soiling, thermal, light-induced degradation and DC line loss"): 100 % of the energy,
 * each loss taken in the engine's order from what the one before left (the losses multiply, as
 * `shared/pv/losses/system-losses.ts` applies them), and what remains.
 */
import { roundToDecimals } from '../electrical/rounding';
import type { SystemLossRecord } from './system-loss';

/** The waterfall's bars, in the spec's order. */
export const WATERFALL_LOSSES = [
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
  /** What remains after the five losses. [%] */
  remaining: number;
}

/**
 * @param loss - The step's losses (defaults applied). [%]
 * @param dcLineLossPercent - The string design's DC cable loss. [%]
 *
 * @example
 * // The defaults of 001 §9 (0.05, 3, 0, 2) without cable loss:
 * lossWaterfall(systemLossOrDefaults(null), 0);
 * // steps −0.05, −2.9985, 0, −1.939, 0; remaining 95.0125
 */
export function lossWaterfall(
  loss: Pick<SystemLossRecord, WaterfallLoss & keyof SystemLossRecord>,
  dcLineLossPercent: number,
): LossWaterfall {
  const percents: Record<WaterfallLoss, number> = { ...loss, dcLineLoss: dcLineLossPercent };
  let remaining = 100;
  const steps = WATERFALL_LOSSES.map((key) => {
    const removed = (remaining * percents[key]) / 100;
    remaining -= removed;
    // 0 rather than −0, which a number format would print with its sign.
    return { key, value: removed === 0 ? 0 : -roundToDecimals(removed, 4) };
  });
  return { steps, remaining: roundToDecimals(remaining, 4) };
}
