/**
 * The inverter table (001 §2): each group's model, units, rated AC power, efficiencies, MPPT
 * inputs and strings designed, and for storage projects its battery.
 */
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { ReportSection } from '../report-parts';

export function InverterTableSection({ data, storage }: { data: ReportData; storage: boolean }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  return (
    <ReportSection name="inverters" title={t('inverters.title')}>
      <table className="report-table">
        <caption className="report-visually-hidden">{t('inverters.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inverters.model')}</th>
            <th scope="col" className="report-number">
              {t('inverters.count')}
            </th>
            <th scope="col" className="report-number">
              {t('inverters.rated')}
            </th>
            <th scope="col" className="report-number">
              {t('inverters.efficiency')}
            </th>
            <th scope="col" className="report-number">
              {t('inverters.mppt')}
            </th>
            <th scope="col" className="report-number">
              {t('inverters.strings')}
            </th>
            {storage && <th scope="col">{t('inverters.battery')}</th>}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </ReportSection>
  );
}
