/** Monthly generation [REP-1]: the first year's AC energy of each month, values on the bars. */
import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { useTranslation } from 'react-i18next';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection } from '../report-parts';

export function MonthlyGenerationSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:monthly-generation');
  const monthly = data.powergeneration.monthlyPowerGeneration;
  const values = MONTH_KEYS.map((month) => monthly[month]);
  const best = MONTH_KEYS[values.indexOf(Math.max(...values))]!;
  return (
    <ReportSection name="monthly-generation" title={t('monthly.title')}>
      <FigureList
        figures={[
          {
            term: t('monthly.annual'),
            value: f.quantity(data.powergeneration.totalPowerGeneration, 0, 'kWh'),
          },
          { term: t('monthly.best'), value: t(`months.${best}`) },
        ]}
      />
      <div className="report-chart">
        <MonthlyBars
          series={[{ name: t('monthly.series'), values }]}
          unit="kWh"
          language={f.language}
          height={280}
          dataLabels
          onDrawn={drawn}
        />
      </div>
    </ReportSection>
  );
}
