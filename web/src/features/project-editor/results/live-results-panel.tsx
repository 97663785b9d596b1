/**
 * The live results panel beside the steps [WIZ-14]: the engine's annual and monthly yield,
 * specific yield and performance ratio of the draft as it is, the mounting of its tracked, east-west
 * or bifacial arrays [MNT-1], its P90/P99 [UNC-1], the row-to-row shading loss of
 * drawn arrays of several rows and the surroundings' horizon, near-shading and electrical losses;
 * for storage (and a grid-connected project with a load) the self-use ratio and self-sufficiency;
 * with investment the payback period and year, NPV, IRR and LCOE, the battery's own payback and
 * IRR beside them and the payback and NPV at P90 [UNC-6] (said to come from the default prices while the draft has none of its own);
 * the first year's bill before and after (bill-summary.tsx). It follows every change
 * 300 ms after it (debounced), keeps the last figures while the next compute, names the climate
 * source and marks an estimate, and says what is missing when the engine cannot run.
 */
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import { isValidationMessageKey, validationMessage } from '@pvd/shared/errors/validation';
import type { TFunction as AnyTFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type TFunction = AnyTFunction<'editorFinance'>;

import { isApiError } from '@/lib/api-error';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import type { EditorDraft } from '../model/draft';
import type { LiveProject } from '../model/live-project';
import { useMountingLabel } from '../pv-arrays/mounting-fields';
import { BillSummary } from './bill-summary';
import { DraftLoadSummary } from './draft-load-summary';
import { batteryFinanceFigures, loadSelfUseFigures } from './money-figures';
import { type MountedArray, mountingFigures } from './mounting-figure';
import { type ResultFigure, ResultsFigures } from './results-figures';
import { shadingFigures } from './shading-figures';
import { financeAtP90Figures, yieldUncertaintyFigures } from './uncertainty-figures';
import { type DesignResults, useDesignResults } from './use-design-results';

export interface LiveResultsPanelProps {
  draft: EditorDraft;
  live: LiveProject;
}

/** The figures of an answer, in the panel's order. */
export function resultFigures(data: DesignResults, t: TFunction, language: Language): ResultFigure[] {
  const n = (value: number | null | undefined, digits: number, unit: string) =>
    value === null || value === undefined ? '-' : `${formatNumber(value, language, digits)} ${unit}`;
  const figures: ResultFigure[] = [
    { id: 'annual-yield', term: t('results.annualYield'), value: n(data.annualYieldKwh, 0, 'kWh') },
    { id: 'specific-yield', term: t('results.specificYield'), value: n(data.specificYield, 1, 'kWh/kWp') },
    {
      id: 'performance-ratio',
      term: t('results.performanceRatio'),
      value: n(data.performanceRatio * 100, 1, '%'),
    },
    { id: 'dc-capacity', term: t('results.dcCapacity'), value: n(data.dcCapacityKw, 2, 'kWp') },
    // The yield a bank accepts beside the P50 [UNC-1].
    ...yieldUncertaintyFigures(data, t, language),
  ];
  // Only drawn arrays of several rows shade each other; a 0 would only say "no rows".
  if (data.shadingLossPercent > 0) {
    figures.push({
      id: 'row-shading-loss',
      term: t('results.rowShadingLoss'),
      value: n(data.shadingLossPercent, 2, '%'),
    });
  }
  if (data.selfUse) {
    figures.push(
      { id: 'self-use-ratio', term: t('results.selfUseRatio'), value: n(data.selfUse.selfUseRatio, 1, '%') },
      {
        id: 'self-sufficiency',
        term: t('results.selfSufficiency'),
        value: n(data.selfUse.selfSufficiency, 1, '%'),
      },
    );
  }
  figures.push(...loadSelfUseFigures(data, t, language));
  const finance = data.finance;
  if (finance) {
    // The two payback figures, named apart as the report and the workbook name them [REP-7]:
    // the period in years with its fraction, and the first year the cumulative cash flow is positive.
    figures.push(
      {
        id: 'payback-period',
        term: t('results.paybackPeriod'),
        value:
          finance.paybackYears === null
            ? t('results.paybackNever')
            : t('results.paybackPeriodValue', { years: formatNumber(finance.paybackYears, language, 1) }),
      },
      {
        id: 'payback-year',
        term: t('results.paybackYear'),
        value:
          finance.paybackYear === null
            ? t('results.paybackNever')
            : t('results.paybackValue', { year: finance.paybackYear }),
      },
      {
        id: 'npv',
        term: t('results.netPresentValue'),
        value: n(finance.netPresentValue, 0, finance.currency),
      },
      { id: 'irr', term: t('results.internalRateOfReturn'), value: n(finance.internalRateOfReturn, 2, '%') },
      // The finance at P90, the second case [UNC-6].
      ...financeAtP90Figures(data, t, language),
      // The battery's own, beside the whole system's [FIN-6].
      ...batteryFinanceFigures(finance, t, language),
      {
        id: 'lcoe',
        term: t('results.levelizedCostOfEnergy'),
        value: n(finance.levelizedCostOfEnergy, 3, `${finance.currency}/kWh`),
      },
    );
  }
  return figures;
}

/**
 * What to tell the user when the engine refused: what to add, else the server's reason, a field's
 * worded from its key in the reader's language [ACC-13] (the refusal itself is asked again in a
 * new language: the results' query key holds it).
 */
function refusalText(error: unknown, t: TFunction, language: Language): string {
  if (isApiError(error) && error.fieldErrors.some((field) => field.key === 'pvArrayRequired')) {
    return t('results.noArrays');
  }
  const field = isApiError(error) ? error.fieldErrors[0] : undefined;
  const worded =
    field && isValidationMessageKey(field.key) ? validationMessage(field.key, language) : field?.message;
  const message = worded ?? (error as Error)?.message;
  return t('results.failed', { message: message ?? '' });
}

function Results({
  data,
  updating,
  arrays,
}: {
  data: DesignResults;
  updating: boolean;
  arrays: readonly MountedArray[];
}) {
  const { t } = useTranslation('editorFinance');
  const { t: tSurroundings } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const mountingLabel = useMountingLabel();
  const figures = resultFigures(data, t, language);
  // The arrays' mountings follow the capacity they make the yield of [MNT-1].
  const capacity = figures.findIndex((figure) => figure.id === 'dc-capacity');
  figures.splice(capacity + 1, 0, ...mountingFigures(arrays, t('results.mounting'), mountingLabel));
  // Worded in the reader's language, whatever language the answer came in [ACC-13].
  const notice = climateSourceNotice(data.source, language);
  // The surroundings' steps follow the row-to-row shading, or the capacity without rows.
  const rows = figures.findIndex((figure) => figure.id === 'row-shading-loss');
  const at = rows >= 0 ? rows : figures.findIndex((figure) => figure.id === 'dc-capacity');
  figures.splice(at + 1, 0, ...shadingFigures(data, tSurroundings, language));
  return (
    <SpaceBetween size="m">
      <Box>
        {updating ? (
          <StatusIndicator type="loading">{t('results.updating')}</StatusIndicator>
        ) : (
          // Keeps the height steady, so the figures do not jump when the status comes and goes.
          <Box variant="small">{'\u00a0'}</Box>
        )}
      </Box>
      <ResultsFigures figures={figures} />
      {data.finance?.usesDefaultPrices && (
        // Before any price is entered the investment figures are the defaults' [REP-8].
        <Box variant="small" color="text-status-warning" data-testid="live-default-prices">
          {t('results.defaultPrices')}
        </Box>
      )}
      <BillSummary bill={data.bill} />
      <Box variant="h3">{t('results.monthlyYield')}</Box>
      <MonthlyBars
        series={[
          { name: t('results.monthlyYield'), values: MONTH_KEYS.map((month) => data.monthlyYieldKwh[month]) },
        ]}
        unit="kWh"
        language={language}
        height={200}
      />
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <Box variant="small">
          {t('results.climateSource', { source: climateSourceLabel(data.source, language) })}
        </Box>
        {data.source.isEstimate && <Badge color="severity-medium">{t('results.estimate')}</Badge>}
      </SpaceBetween>
      {notice && <Box variant="small">{notice}</Box>}
      {data.basis === 'arrays' && <Box variant="small">{t('results.arraysBasis')}</Box>}
    </SpaceBetween>
  );
}

export function LiveResultsPanel({ draft }: LiveResultsPanelProps) {
  const { t } = useTranslation('editorFinance');
  const language = useLanguage();
  const results = useDesignResults(draft);
  let content: React.ReactNode;
  if (!results.hasArrays) {
    content = <StatusIndicator type="info">{t('results.noArrays')}</StatusIndicator>;
  } else if (results.isError) {
    content = (
      <Alert
        type="warning"
        action={
          <Button onClick={() => void results.refetch()} loading={results.isFetching}>
            {t('results.retry')}
          </Button>
        }
      >
        {refusalText(results.error, t, language)}
      </Alert>
    );
  } else if (results.data) {
    content = <Results data={results.data} updating={results.isFetching} arrays={draft.body.pvArray ?? []} />;
  } else {
    content = <StatusIndicator type="loading">{t('results.loading')}</StatusIndicator>;
  }
  return (
    <section aria-label={t('results.title')}>
      <Container
        header={
          <Header variant="h2" description={t('results.description')}>
            {t('results.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <div aria-live="polite" aria-busy={results.isFetching}>
            {content}
          </div>
          <DraftLoadSummary draft={draft} />
        </SpaceBetween>
      </Container>
    </section>
  );
}
