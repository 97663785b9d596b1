/**
 * The self-use load page of a storage project [REP-1]: how each month's load was served (PV
 * directly, the battery, the grid), and the month's load, PV, self-use ratio and self-sufficiency.
 */
import type { SelfUseReport } from '@pvd/shared/api/project-report';
import { useTranslation } from 'react-i18next';
import { MonthlyBars } from '@/lib/charts/monthly-bars';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import { ReportSection, ReportTable } from '../report-parts';

export function SelfUseLoadSection({ selfUse }: { selfUse: SelfUseReport }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:self-use-load');
  const rows = [
    ...selfUse.monthly.map((month) => ({ label: t(`months.${month.month}`), flows: month })),
    { label: t('selfUseLoad.year'), flows: selfUse.annual },
  ];
  return (
    <ReportSection name="self-use-load" title={t('selfUseLoad.title')}>
      <div className="report-chart">
        <MonthlyBars
          series={(['pvToLoad', 'batteryToLoad', 'gridToLoad'] as const).map((flow) => ({
            name: t(`flows.${flow}`),
            values: selfUse.monthly.map((month) => month[flow]),
          }))}
          unit="kWh"
          language={f.language}
          height={260}
          stacked
          onDrawn={drawn}
        />
      </div>
      <ReportTable
        caption={t('selfUseLoad.table')}
        variant="compact"
        columns={[
          { label: t('selfUseLoad.month') },
          { label: t('flows.load'), numeric: true },
          { label: t('flows.pv'), numeric: true },
          { label: t('flows.gridToLoad'), numeric: true },
          { label: t('selfUse.ratio'), numeric: true },
          { label: t('selfUse.sufficiency'), numeric: true },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="report-number">{f.number(row.flows.load, 0)}</td>
            <td className="report-number">{f.number(row.flows.pv, 0)}</td>
            <td className="report-number">{f.number(row.flows.gridToLoad, 0)}</td>
            <td className="report-number">{f.quantity(row.flows.selfUseRatio, 1, '%')}</td>
            <td className="report-number">{f.quantity(row.flows.selfSufficiency, 1, '%')}</td>
          </tr>
        ))}
      </ReportTable>
      <p className="report-note">{t('selfUseLoad.unit')}</p>
    </ReportSection>
  );
}
