/**
 * The engine's loss chain as a waterfall [REP-5], the same on the system loss step and
 * in the report: the transposition told as the two irradiations (horizontal, then on the plane),
 * the plane's irradiation at STC efficiency as 100 %, every step the engine took as a bar, and
 * the performance ratio as what remains (shared/project/report/loss-waterfall.ts picks the bars).
 * The words are the `ui` namespace's, which every page loads.
 */
import type { lossChainSection } from '@pvd/shared/project/report/loss-waterfall';
import { lossWaterfall } from '@pvd/shared/project/report/loss-waterfall';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Waterfall } from '../lib/charts/waterfall';
import { formatNumber } from '../lib/format-number';
import type { Language } from '../lib/language';

export type LossChainData = z.infer<typeof lossChainSection>;

export interface LossChainWaterfallProps {
  chain: LossChainData;
  language: Language;
  height?: number;
  /** Called once the chart is drawn. */
  onDrawn?: () => void;
  /** The class of the line above the chart (the report's note style, say). */
  lineClassName?: string;
}

/** The line above the chart: horizontal to plane irradiation, and what the transposition gains. */
export function transpositionLine(chain: LossChainData, t: TFunction<'ui'>, language: Language): string {
  const { horizontalIrradiation: horizontal, planeIrradiation: plane } = chain;
  const gain = horizontal > 0 ? (plane / horizontal - 1) * 100 : 0;
  return t('lossChain.transposition', {
    horizontal: formatNumber(horizontal, language, 0),
    plane: formatNumber(plane, language, 0),
    gain: `${gain >= 0 ? '+' : '−'}${formatNumber(Math.abs(gain), language, 1)}`,
  });
}

export function LossChainWaterfall({
  chain,
  language,
  height,
  onDrawn,
  lineClassName,
}: LossChainWaterfallProps) {
  const { t } = useTranslation('ui');
  const waterfall = lossWaterfall(chain);
  return (
    <div data-testid="loss-chain-waterfall">
      <p className={lineClassName} data-testid="loss-chain-transposition">
        {transpositionLine(chain, t, language)}
      </p>
      <Waterfall
        start={{ name: t('lossChain.start'), value: 100 }}
        steps={waterfall.steps.map((step) => ({ name: t(`lossChain.steps.${step.key}`), value: step.value }))}
        totalName={t('lossChain.remaining')}
        unit="%"
        language={language}
        digits={2}
        height={height}
        onDrawn={onDrawn}
        axisFrom={(from) => t('lossChain.axisFrom', { from })}
      />
    </div>
  );
}
