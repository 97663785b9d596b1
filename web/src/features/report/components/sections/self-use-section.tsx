/**
 * The self-use ratio page of a storage project [REP-1]: the hourly battery simulation's
 * self-use ratio and self-sufficiency, the battery, and where each month's PV energy went
 * (straight to the load, into the battery, to the grid).
 */
import type { SelfUseReport } from '@pvd/shared/api/project-report';
import { useTranslation } from 'react-i18next';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import { FigureList, ReportSection } from '../report-parts';

export function SelfUseSection({ selfUse }: { selfUse: SelfUseReport }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:self-use');
  const { annual, monthly } = selfUse;
  const kwh = (value: number) => f.quantity(value, 0, 'kWh');
  return (
    <ReportSection name="self-use" title={t('selfUse.title')}>
      <FigureList
        figures={[
          { term: t('selfUse.ratio'), value: f.quantity(selfUse.selfUseRatio, 1, '%') },
          { term: t('selfUse.sufficiency'), value: f.quantity(selfUse.selfSufficiency, 1, '%') },
          { term: t('selfUse.nominal'), value: f.quantity(selfUse.batteryNominalCapacityKwh, 2, 'kWh') },
          { term: t('selfUse.usable'), value: f.quantity(selfUse.batteryUsableCapacityKwh, 2, 'kWh') },
          { term: t('flows.pv'), value: kwh(annual.pv) },
          { term: t('flows.pvToLoad'), value: kwh(annual.pvToLoad) },
          { term: t('flows.pvToBattery'), value: kwh(annual.pvToBattery) },
          { term: t('flows.pvToGrid'), value: kwh(annual.pvToGrid) },
        ]}
      />
      <h3>{t('selfUse.chart')}</h3>
      <div className="report-chart">
        <MonthlyBars
          series={(['pvToLoad', 'pvToBattery', 'pvToGrid'] as const).map((flow) => ({
            name: t(`flows.${flow}`),
            values: monthly.map((month) => month[flow]),
          }))}
          unit="kWh"
          language={f.language}
          height={280}
          stacked
          onDrawn={drawn}
        />
      </div>
      <p className="report-note">{t('selfUse.note')}</p>
    </ReportSection>
  );
}
