/**
 * What the figures rest on, as PVsyst prints it: the climate source, its period and location
 * (an estimate said to be one), the simulation's models, the losses and the calibration factor,
 * and the engine's version, so a figure can be traced to the code that computed it.
 */

import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import { ENGINE_VERSION } from '@pvd/shared/constants/engine';
import { DEFAULT_GENERATION_FACTOR } from '@pvd/shared/finance/generation-factor';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import { climateYearsText } from '../../model/climate-years';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection } from '../report-parts';

export function AssumptionsSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const { source, systemloss } = data;
  const years = climateYearsText(source);
  // Worded in the reader's language, whatever language the project stored it in [ACC-13].
  const notice = climateSourceNotice(source, f.language);
  const period = t(`assumptions.periods.${source.id}`);
  const periodText = years ? t('assumptions.periodYears', { period, years }) : period;
  return (
    <ReportSection name="assumptions" title={t('assumptions.title')}>
      <FigureList
        figures={[
          { term: t('assumptions.source'), value: climateSourceLabel(source, f.language) },
          { term: t('assumptions.period'), value: periodText },
          {
            term: t('assumptions.location'),
            value: t('assumptions.coordinates', {
              latitude: f.number(source.latitude, 2),
              longitude: f.number(source.longitude, 2),
            }),
          },
          { term: t('assumptions.engine'), value: ENGINE_VERSION },
        ]}
      />
      {notice && (
        <p className={source.isEstimate ? 'report-flag' : 'report-note'}>
          {source.isEstimate && <strong>{t('cover.estimateTitle')} </strong>}
          {notice}
        </p>
      )}
      <ul className="report-list">
        <li>{t('assumptions.models')}</li>
        <li>
          {t(systemloss.isDefault ? 'assumptions.lossesDefault' : 'assumptions.lossesOwn', {
            ageing: f.number(systemloss.componentagingdecay, 2),
          })}
        </li>
        <li>
          {t('assumptions.cables', {
            dc: f.number(data.lineLoss.dcLineLoss, 2),
            ac: f.number(data.lineLoss.acLineLoss, 2),
          })}
        </li>
        <li>{t('assumptions.calibration', { factor: f.number(DEFAULT_GENERATION_FACTOR, 2) })}</li>
        {data.selfUse && <li>{t('assumptions.storage')}</li>}
        {data.finance && (
          <li>
            {t('assumptions.finance', {
              rate: f.number(data.finance.discountRate, 1),
              currency: data.finance.currency,
            })}
          </li>
        )}
      </ul>
    </ReportSection>
  );
}
