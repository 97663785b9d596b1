/**
 * The cables of the string design [STR-9] [STR-10]: each kind of DC and AC cable with its laying,
 * its runs, the largest current one of them carries and what it may carry where it is laid, and
 * whether it passes (or the size to use), beside the bill of materials that counts their metres.
 */
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import { type ReportCable, reportCables } from '../../model/cables';
import type { ReportData } from '../../model/report-data';
import { ReportSection, ReportTable } from '../report-parts';

export function CablesSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const cables = reportCables(data);
  const verdict = (cable: ReportCable) => {
    if (cable.result === 'success') return t('cables.passes');
    return cable.suggestedAreaMm2 === null
      ? t('cables.overheats')
      : t('cables.overheatsUse', { area: f.number(cable.suggestedAreaMm2, 1) });
  };
  return (
    <ReportSection name="cables" title={t('cables.title')}>
      <ReportTable
        caption={t('cables.title')}
        variant="compact"
        empty={t('cables.none')}
        columns={[
          { label: t('cables.cable') },
          { label: t('cables.laying') },
          { label: t('cables.runs'), numeric: true },
          { label: t('cables.designCurrent'), numeric: true },
          { label: t('cables.capacity'), numeric: true },
          { label: t('cables.check') },
        ]}
      >
        {cables.map((cable) => (
          <tr
            key={`${cable.kind}|${cable.material}|${cable.areaMm2}|${Object.values(cable.laying).join('|')}`}
          >
            <th scope="row">
              {t(`cables.kinds.${cable.kind}`, {
                material: cable.material || t('cables.noMaterial'),
                area: f.number(cable.areaMm2, 1),
              })}
            </th>
            <td>
              {t(cable.laying.groupedCircuits > 1 ? 'cables.layingTogether' : 'cables.layingAlone', {
                insulation: cable.laying.insulation,
                method: cable.laying.method,
                circuits: cable.laying.groupedCircuits,
              })}
            </td>
            <td className="report-number">{f.number(cable.runs, 0)}</td>
            <td className="report-number">{f.number(cable.designCurrentA, 1)}</td>
            <td className="report-number">{f.number(cable.capacityA, 1)}</td>
            <td className={cable.result === 'success' ? undefined : 'report-flag'}>{verdict(cable)}</td>
          </tr>
        ))}
      </ReportTable>
      <p className="report-note">
        {t('cables.note', { temperature: f.number(data.mapLocation.proMaxTemperature, 1) })}
      </p>
    </ReportSection>
  );
}
