/**
 * The live results' rows of the shading from the surroundings, each step its own row: the far
 * horizon, the obstacles (near shading; said not computed past the panels it covers) and the
 * electrical effect of the shade on the strings. Each is that step's share of the energy reaching
 * it over the year, as the loss waterfall takes them.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { ResultFigure } from './results-figures';
import type { DesignResults } from './use-design-results';

export function shadingFigures(
  data: Pick<DesignResults, 'shading'>,
  t: TFunction<'editorSurroundings'>,
  language: Language,
): ResultFigure[] {
  const shading = data.shading;
  if (!shading) return [];
  const percent = (value: number) => `${formatNumber(value, language, 2)} %`;
  const { annual, nearShadingState } = shading;
  // The horizon's row when it takes something (rows of strings answer their steps without one).
  const figures: ResultFigure[] =
    annual.horizon > 0
      ? [{ id: 'horizon-loss', term: t('results.horizonLoss'), value: percent(annual.horizon) }]
      : [];
  if (nearShadingState === 'computed') {
    figures.push({
      id: 'near-shading-loss',
      term: t('results.nearShadingLoss'),
      value: percent(annual.nearShading),
    });
  } else if (nearShadingState === 'tooManyPanels') {
    figures.push({
      id: 'near-shading-loss',
      term: t('results.nearShadingLoss'),
      value: t('results.tooManyPanels'),
    });
  }
  if (nearShadingState === 'computed' || annual.electrical > 0) {
    figures.push({
      id: 'electrical-loss',
      term: t('results.electricalLoss'),
      value: percent(annual.electrical),
    });
  }
  return figures;
}
