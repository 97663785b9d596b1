/**
 * 25-year generation [REP-1]: each year's AC energy with the panels' ageing, odd years labelled,
 * and the total over the equipment's life.
 */
import { useTranslation } from 'react-i18next';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection } from '../report-parts';
import { YearBars } from '../year-bars';

export function YearlyGenerationSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:yearly-generation');
  const yearly = data.powergeneration.yearlyPowerGeneration;
  const total = yearly.reduce((sum, year) => sum + year, 0);
  const summary = yearly.map((kwh, index) => `${index + 1}: ${f.number(kwh, 0)}`).join(', ');
  return (
    <ReportSection name="yearly-generation" title={t('yearly.title')}>
      <FigureList
        columns={3}
        figures={[
          { term: t('yearly.first'), value: f.quantity(yearly[0], 0, 'kWh') },
          { term: t('yearly.last', { year: yearly.length }), value: f.quantity(yearly.at(-1), 0, 'kWh') },
          { term: t('yearly.total', { years: yearly.length }), value: f.quantity(total, 0, 'kWh') },
        ]}
      />
      <div className="report-chart">
        <YearBars
          name={t('yearly.series')}
          values={yearly}
          firstYear={1}
          unit="kWh"
          yearTitle={t('units.year')}
          language={f.language}
          summary={t('yearly.summary', { values: summary })}
          onDrawn={drawn}
        />
      </div>
      <p className="report-note">
        {t('yearly.ageing', { rate: f.number(data.systemloss.componentagingdecay, 2) })}
      </p>
    </ReportSection>
  );
}
