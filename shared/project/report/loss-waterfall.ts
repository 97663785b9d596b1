/**
 * The system loss waterfall of the editor and the report (incidence
 * angle, soiling, thermal, light-induced degradation and DC line loss) [REP-1]: 100 % of the energy,
 * each loss taken in the engine's order from what the one before left (the losses multiply, as
 * `shared/pv/losses/system-losses.ts` applies them), and what remains.
 */
import { rounded } from '../../numbers/rounding';
import type { SystemLossRecord } from '../record/system-loss';

/**
 * The waterfall's bars, in the engine's order: the shading steps (each only when the engine
 * gives it: the far horizon, the obstacles, the rows, their electrical effect [SUR-7]) come off
 * the plane-of-array light first, then the system-loss bars [WIZ-10].
 */
export const WATERFALL_LOSSES = [
  'horizonLoss',
  'nearShadingLoss',
  'rowShadingLoss',
  'electricalShadingLoss',
  'incidenceanglelosses',
  'soilinglosses',
  'thermallosses',
  'lidlosses',
  'dcLineLoss',
] as const;
export type WaterfallLoss = (typeof WATERFALL_LOSSES)[number];

/** The shading bars, shown only when above 0. */
const SHADING_BARS: readonly WaterfallLoss[] = [
  'horizonLoss',
  'nearShadingLoss',
  'rowShadingLoss',
  'electricalShadingLoss',
];

/** The engine's shading steps, each a share of the energy reaching it (the answers' `shading.annual`). [%] */
export interface ShadingStepPercents {
  horizon: number;
  nearShading: number;
  rows: number;
  electrical: number;
}

export interface LossWaterfall {
  /** Each bar: the share of the starting energy it removes, negative. [%] */
  steps: { key: WaterfallLoss; value: number }[];
  /** What remains after the losses. [%] */
  remaining: number;
}

/**
 * @param loss - The step's losses (defaults applied). [%]
 * @param dcLineLossPercent - The string design's DC cable loss. [%]
 * @param shading - The engine's row-to-row shading of the drawn arrays (the live results'
 *   shadingLossPercent), or with surroundings every shading step (their `shading.annual`); a
 *   bar is left out at 0, the usual case without drawn rows or surroundings. [%]
 *
 * @example
 * // The defaults [WIZ-10] (0.05, 3, 0, 2) without cable loss:
 * lossWaterfall(systemLossOrDefaults(null), 0);
 * // steps −0.05, −2.9985, 0, −1.939, 0; remaining 95.0125
 */
export function lossWaterfall(
  loss: Pick<SystemLossRecord, WaterfallLoss & keyof SystemLossRecord>,
  dcLineLossPercent: number,
  shading: number | ShadingStepPercents = 0,
): LossWaterfall {
  const shades =
    typeof shading === 'number' ? { horizon: 0, nearShading: 0, rows: shading, electrical: 0 } : shading;
  const percents: Record<WaterfallLoss, number> = {
    ...loss,
    dcLineLoss: dcLineLossPercent,
    horizonLoss: shades.horizon,
    nearShadingLoss: shades.nearShading,
    rowShadingLoss: shades.rows,
    electricalShadingLoss: shades.electrical,
  };
  const keys = WATERFALL_LOSSES.filter((key) => !SHADING_BARS.includes(key) || percents[key] > 0);
  let remaining = 100;
  const steps = keys.map((key) => {
    const removed = (remaining * percents[key]) / 100;
    remaining -= removed;
    // 0 rather than −0, which a number format would print with its sign.
    return { key, value: removed === 0 ? 0 : -rounded(removed, 'lossStepPercent') };
  });
  return { steps, remaining: rounded(remaining, 'lossStepPercent') };
}
