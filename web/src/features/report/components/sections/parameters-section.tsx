/**
 * The parameters [REP-1]: the site (coordinates, temperatures, best orientation), the system
 * (capacity, arrays, inverters, for storage the battery and the load) and the losses the figures
 * were computed with.
 */
import { ProjectType } from '@pvd/shared/project/record/base';
import { LOSS_SUM_FIELDS } from '@pvd/shared/project/record/system-loss';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import type { ReportData } from '../../model/report-data';
import { FigureList, ReportSection, ReportTable } from '../report-parts';

export function ParametersSection({ data }: { data: ReportData }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const { mapLocation: site, systemloss, lineLoss, userload, probase } = data;
  const storage = probase.proType === ProjectType.energyStorage;
  const panels = data.pvarray.reduce((sum, array) => sum + array.panelcount, 0);
  const inverters = data.inverter.reduce((sum, group) => sum + group.invertercount, 0);
  const batteryKwh = data.inverter.reduce(
    (sum, group) => sum + (group.batterycapacity ?? 0) * group.invertercount,
    0,
  );
  const load = userload?.loadMonthlyElectricityConsumptionAbled
    ? userload.loadMonthlyElectricityConsumptionTotal
    : userload?.loadAnnualElectricityConsumption;
  return (
    <ReportSection name="parameters" title={t('parameters.title')}>
      <h3>{t('parameters.site')}</h3>
      <FigureList
        figures={[
          { term: t('parameters.latitude'), value: f.quantity(site.proLatitude, 4, '°') },
          { term: t('parameters.longitude'), value: f.quantity(site.proLongitude, 4, '°') },
          {
            term: t('parameters.temperatures'),
            value: t('parameters.temperatureRange', {
              min: f.number(site.proMinTemperature, 1),
              max: f.number(site.proMaxTemperature, 1),
              avg: f.number(site.proAvgTemperature, 1),
            }),
          },
          {
            term: t('parameters.bestOrientation'),
            value: t('parameters.orientation', {
              tilt: f.number(site.proBestTilt, 1),
              azimuth: f.number(site.proBestAzimuth, 1),
            }),
          },
        ]}
      />
      <h3>{t('parameters.system')}</h3>
      <FigureList
        figures={[
          { term: t('parameters.capacity'), value: f.quantity(probase.proCapacityKw, 2, 'kWp') },
          { term: t('parameters.arrays'), value: f.number(data.pvarray.length, 0) },
          { term: t('parameters.panels'), value: f.number(panels, 0) },
          { term: t('parameters.inverters'), value: f.number(inverters, 0) },
          ...(storage
            ? [
                { term: t('parameters.battery'), value: f.quantity(batteryKwh, 2, 'kWh') },
                { term: t('parameters.load'), value: f.quantity(load, 0, t('units.kwhPerYear')) },
                {
                  term: t('parameters.daytimeLoad'),
                  value: f.quantity(userload?.daytimeLoadPowerRatio, 1, '%'),
                },
              ]
            : []),
        ]}
      />
      <h3>{t('parameters.losses')}</h3>
      <ReportTable
        caption={t('parameters.losses')}
        variant="narrow"
        columns={[{ label: t('parameters.loss') }, { label: t('parameters.value'), numeric: true }]}
      >
        {LOSS_SUM_FIELDS.map((key) => (
          <tr key={key}>
            <th scope="row">{t(`losses.${key}`)}</th>
            <td className="report-number">{f.quantity(systemloss[key], 2, '%')}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('losses.componentagingdecay')}</th>
          <td className="report-number">
            {f.quantity(systemloss.componentagingdecay, 2, t('units.percentPerYear'))}
          </td>
        </tr>
        <tr>
          <th scope="row">{t('losses.dcLineLoss')}</th>
          <td className="report-number">{f.quantity(lineLoss.dcLineLoss, 2, '%')}</td>
        </tr>
        <tr>
          <th scope="row">{t('losses.acLineLoss')}</th>
          <td className="report-number">{f.quantity(lineLoss.acLineLoss, 2, '%')}</td>
        </tr>
        {data.shadingLossPercent > 0 && (
          <tr>
            <th scope="row">{t('losses.rowShadingLoss')}</th>
            <td className="report-number">{f.quantity(data.shadingLossPercent, 2, '%')}</td>
          </tr>
        )}
      </ReportTable>
      {systemloss.isDefault && <p className="report-note">{t('parameters.defaultLosses')}</p>}
    </ReportSection>
  );
}
