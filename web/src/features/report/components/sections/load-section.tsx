/**
 * The report's load page [LOAD-5]: the annual consumption, the peak load and where the load comes
 * from (the meter file with its name and interval, a partial year said plainly, or the typical
 * profile), the month × hour heat map of the average load and, for a meter file, its typical
 * week. From what the project keeps (the meter file's preview): nothing is computed again.
 */
import type { LoadView } from '@pvd/shared/project/report/load-view';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadHeatMap } from '@/components/load-heat-map';
import { TypicalWeekChart } from '@/lib/charts/typical-week-chart';
import type { Language } from '@/lib/language';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import { type ReportData, reportLoadView } from '../../model/report-data';
import { FigureList, ReportSection } from '../report-parts';

type T = TFunction<'report'>;

function sourceText(view: LoadView, t: T): string {
  const { source } = view;
  if (source.kind === 'meterFile') {
    return t('load.sourceMeter', { name: source.fileName, minutes: source.stepMinutes });
  }
  return t('load.sourceShape', { shape: t(`load.shapes.${source.shape ?? 'default'}`) });
}

function WeekChart({ week, language }: { week: LoadView['week']; language: Language }) {
  const { t } = useTranslation('report');
  const drawn = useReadyTask('chart:load-week');
  return (
    <div className="report-chart">
      <h3>{t('load.week')}</h3>
      <TypicalWeekChart
        weekKw={week.kw}
        stepMinutes={week.stepMinutes}
        name={t('load.series')}
        language={language}
        height={200}
        onDrawn={drawn}
      />
    </div>
  );
}

export function LoadSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const view = reportLoadView(data);
  if (!view) return null;
  const { source } = view;
  return (
    <ReportSection name="load" title={t('load.title')}>
      <FigureList
        columns={3}
        figures={[
          { term: t('load.annualKwh'), value: f.quantity(view.annualKwh, 0, 'kWh') },
          { term: t('load.peakKw'), value: f.quantity(view.peakKw, 2, 'kW') },
          { term: t('load.source'), value: sourceText(view, t) },
        ]}
      />
      {source.kind === 'meterFile' && source.partial && (
        <p className="report-note">
          {t('load.partial', {
            days: source.coveredDays,
            shape: t(`load.shapes.${source.shape ?? 'default'}`),
          })}
        </p>
      )}
      <div className="report-chart">
        <h3>{t('load.heatMap')}</h3>
        <LoadHeatMap monthHourKw={view.monthHourKw} language={f.language} />
      </div>
      <WeekChart week={view.week} language={f.language} />
    </ReportSection>
  );
}
