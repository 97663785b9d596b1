/**
 * The inverter table [REP-1]: each group's model, units, rated AC power, efficiencies, MPPT
 * inputs and strings designed, and for storage projects its battery.
 */
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { ReportSection, ReportTable } from '../report-parts';

export function InverterTableSection({ data, storage }: { data: ReportData; storage: boolean }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  return (
    <ReportSection name="inverters" title={t('inverters.title')}>
      <ReportTable
        caption={t('inverters.title')}
        empty={t('inverters.none')}
        columns={[
          { label: t('inverters.model') },
          { label: t('inverters.count'), numeric: true },
          { label: t('inverters.rated'), numeric: true },
          { label: t('inverters.efficiency'), numeric: true },
          { label: t('inverters.mppt'), numeric: true },
          { label: t('inverters.strings'), numeric: true },
          ...(storage ? [{ label: t('inverters.battery') }] : []),
        ]}
      >
        {data.inverter.map((group, index) => {
          const strings = group.inverters
            .flatMap((unit) => unit.DC)
            .reduce((sum, dc) => sum + dc.numberOfStrings, 0);
          return (
            // Two groups may hold the same model (different batteries): the index keeps rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the report's life.
            <tr key={index}>
              <th scope="row">
                {group.modelname}
                <span className="report-cell-note">{group.info.vendor}</span>
              </th>
              <td className="report-number">{f.number(group.invertercount, 0)}</td>
              <td className="report-number">{f.quantity(group.info.ratedacoutputpower / 1000, 2, 'kW')}</td>
              <td className="report-number">
                {t('inverters.efficiencyValue', {
                  max: f.number(group.info.maxeffec, 1),
                  euro: f.number(group.info.europeeffec, 1),
                })}
              </td>
              <td className="report-number">{f.number(group.info.mpptcount, 0)}</td>
              <td className="report-number">{f.number(strings, 0)}</td>
              {storage && (
                <td>
                  {group.battery
                    ? t('inverters.batteryValue', {
                        model: `${group.battery.batterybrand} ${group.battery.batterymodel}`,
                        modules: group.batterynumber ?? 0,
                        capacity: f.number(group.batterycapacity, 2),
                      })
                    : '-'}
                </td>
              )}
            </tr>
          );
        })}
      </ReportTable>
    </ReportSection>
  );
}
