/**
 * The load's summary [LOAD-5], on the load step and in the live results: the annual kWh, the
 * peak kW and the source (the meter file with its name and interval, or the typical profile),
 * a partial year said plainly, and the month × hour heat map; on the step also the typical week
 * of a meter file. Nothing to show yet (no figures, no file) is said in words.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LoadView } from '@pvd/shared/project/report/load-view';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadHeatMap } from '@/components/load-heat-map';
import { TypicalWeekChart } from '@/lib/charts/typical-week-chart';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

type T = TFunction<'editorBase'>;

/** The source in words: "Meter file x.csv, 15-minute readings" or "Typical profile: Office". */
export function loadSourceText(view: LoadView, t: T): string {
  const { source } = view;
  if (source.kind === 'meterFile') {
    return t('load.sourceMeterValue', { name: source.fileName, minutes: source.stepMinutes });
  }
  return t('load.sourceShapeValue', { shape: t(`load.shapes.${source.shape ?? 'default'}`) });
}

/** The partial year's sentence, or null for a whole year or a typical profile. */
export function partialText(view: LoadView, t: T): string | null {
  const { source } = view;
  if (source.kind !== 'meterFile' || !source.partial) return null;
  return t('load.partialNote', {
    days: source.coveredDays,
    shape: t(`load.shapes.${source.shape ?? 'default'}`),
  });
}

export interface LoadSummaryProps {
  view: LoadView | null;
  /** The live results' narrow form: no typical week. */
  compact?: boolean;
}

export function LoadSummary({ view, compact = false }: LoadSummaryProps) {
  const { t } = useTranslation('editorBase');
  const language = useLanguage();
  if (!view) return <Box color="text-body-secondary">{t('load.noLoad')}</Box>;
  const partial = partialText(view, t);
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        columns={compact ? 2 : 3}
        items={[
          { label: t('load.annualKwh'), value: `${formatNumber(view.annualKwh, language, 0)} kWh` },
          { label: t('load.peakKw'), value: `${formatNumber(view.peakKw, language, 2)} kW` },
          {
            label: t('load.source'),
            value: <span data-testid="load-source">{loadSourceText(view, t)}</span>,
          },
        ]}
      />
      {partial && <Alert type="info">{partial}</Alert>}
      <SpaceBetween size="xs">
        <Box variant="h4">{t('load.heatMapTitle')}</Box>
        <LoadHeatMap monthHourKw={view.monthHourKw} language={language} />
      </SpaceBetween>
      {!compact && (
        <SpaceBetween size="xs">
          <Box variant="h4">{t('load.weekTitle')}</Box>
          <TypicalWeekChart
            weekKw={view.week.kw}
            stepMinutes={view.week.stepMinutes}
            name={t('load.weekSeries')}
            language={language}
          />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
