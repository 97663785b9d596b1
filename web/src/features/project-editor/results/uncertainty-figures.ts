/**
 * The live results' rows of the yield's uncertainty [UNC-1]: P90 and P99 of one year, P90 of the
 * 10-year mean, the combined σ; and beside the investment figures the finance at P90, its
 * payback period and NPV [UNC-6]. From the answer's figures.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { ResultFigure } from './results-figures';
import type { DesignResults } from './use-design-results';

/** P90/P99 and σ, to follow the annual yield's figures. */
export function yieldUncertaintyFigures(
  data: Pick<DesignResults, 'uncertainty'>,
  t: TFunction<'editorFinance'>,
  language: Language,
): ResultFigure[] {
  const u = data.uncertainty;
  if (!u) return [];
  const kwh = (value: number) => `${formatNumber(value, language, 0)} kWh`;
  return [
    { id: 'p90', term: t('results.uncertainty.p90'), value: kwh(u.p90) },
    { id: 'p99', term: t('results.uncertainty.p99'), value: kwh(u.p99) },
    { id: 'p90-ten-year', term: t('results.uncertainty.p90TenYear'), value: kwh(u.p90TenYear) },
    {
      id: 'sigma',
      term: t('results.uncertainty.sigma'),
      value: t('results.uncertainty.sigmaValue', {
        sigma: formatNumber(u.sigmaPercent, language, 1),
        sigmaTen: formatNumber(u.sigmaTenYearPercent, language, 1),
      }),
    },
  ];
}

/** The finance at P90 [UNC-6]: none without investment figures. */
export function financeAtP90Figures(
  data: Pick<DesignResults, 'uncertainty' | 'finance'>,
  t: TFunction<'editorFinance'>,
  language: Language,
): ResultFigure[] {
  const atP90 = data.uncertainty?.financeAtP90;
  if (!atP90 || !data.finance) return [];
  return [
    {
      id: 'payback-period-p90',
      term: t('results.uncertainty.paybackAtP90'),
      value:
        atP90.paybackYears === null
          ? t('results.paybackNever')
          : t('results.paybackPeriodValue', { years: formatNumber(atP90.paybackYears, language, 1) }),
    },
    {
      id: 'npv-p90',
      term: t('results.uncertainty.npvAtP90'),
      value: `${formatNumber(atP90.netPresentValue, language, 0)} ${data.finance.currency}`,
    },
  ];
}
