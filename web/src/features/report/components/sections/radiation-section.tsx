/** Horizontal radiation [REP-1]: the site's monthly global horizontal irradiation. */
import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { useTranslation } from 'react-i18next';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection } from '../report-parts';

export function RadiationSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:radiation');
  const values = MONTH_KEYS.map((month) => data.horizontalradiation[`G${month}`]);
  return (
    <ReportSection name="radiation" title={t('radiation.title')}>
      <FigureList
        figures={[
          {
            term: t('radiation.annual'),
            value: f.quantity(
              values.reduce((sum, value) => sum + value, 0),
              0,
              'kWh/m²',
            ),
          },
          { term: t('radiation.source'), value: climateSourceLabel(data.source, f.language) },
        ]}
      />
      <div className="report-chart">
        <MonthlyBars
          series={[{ name: t('radiation.series'), values }]}
          unit="kWh/m²"
          language={f.language}
          digits={1}
          height={260}
          dataLabels
          onDrawn={drawn}
        />
      </div>
    </ReportSection>
  );
}
