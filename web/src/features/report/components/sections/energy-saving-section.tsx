/**
 * Energy saving [FIN-3]: the emissions the first year's generation avoids (CO2 equivalent,
 * CO2, CH4, N2O; kg, in t above 9999 kg) and the forest area that would absorb as much.
 */
import { EMISSION_FACTORS_KG_PER_KWH } from '@pvd/shared/finance/emissions';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { type SavingGas, savingFigures } from '../../model/units';
import { ReportSection, ReportTable } from '../report-parts';

const FACTOR: Record<SavingGas, number> = {
  CO2E: EMISSION_FACTORS_KG_PER_KWH.co2Equivalent,
  CO2: EMISSION_FACTORS_KG_PER_KWH.co2,
  CH4: EMISSION_FACTORS_KG_PER_KWH.ch4,
  N2O: EMISSION_FACTORS_KG_PER_KWH.n2o,
};

export function EnergySavingSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const figures = savingFigures(data.energySaving);
  return (
    <ReportSection name="energy-saving" title={t('saving.title')}>
      <p>{t('saving.intro', { energy: f.quantity(data.powergeneration.totalPowerGeneration, 0, 'kWh') })}</p>
      <ReportTable
        caption={t('saving.title')}
        variant="narrow"
        columns={[
          { label: t('saving.gas') },
          { label: t('saving.factor'), numeric: true },
          { label: t('saving.avoided'), numeric: true },
        ]}
      >
        {figures.masses.map((mass) => (
          <tr key={mass.gas}>
            <th scope="row">{t(`saving.gases.${mass.gas}`)}</th>
            <td className="report-number">{f.number(FACTOR[mass.gas], 5)}</td>
            <td className="report-number" data-testid={`saving-${mass.gas}`}>
              {f.quantity(mass.value, mass.unit === 't' ? 3 : 2, mass.unit)}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('saving.afforestation')}</th>
          <td className="report-number">-</td>
          <td className="report-number" data-testid="saving-afforestation">
            {f.quantity(figures.afforestationHa, 2, 'ha')}
          </td>
        </tr>
      </ReportTable>
      <p className="report-note">{t('saving.note')}</p>
    </ReportSection>
  );
}
