/**
 * The report's tariff page [TAR-14]: the tariff the project was saved with, its source (a
 * preset's issuer, document and date [TAR-3]), the periods' prices as the legend of the
 * schedule, the demand and fixed charges, and the weekday and weekend schedules as month × hour
 * grids. Each cell carries its period's number as well as its colour (colour is never the only sign).
 */
import type { ProjectTariffRecord } from '@pvd/shared/project/record/project-tariff';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useTranslation } from 'react-i18next';
import { periodColours } from '@/components/tariff-form/period-colours';
import { monthNames } from '@/lib/charts/months';
import { type ReportFormat, useReportFormat } from '../../hooks/use-report-format';
import { FigureList, ReportSection, ReportTable } from '../report-parts';
import { usePeriodName } from './period-name';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function Schedule({ title, schedule, periods }: { title: string; schedule: string[][]; periods: string[] }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const months = monthNames(f.language);
  return (
    <div className="report-chart">
      <h3>{title}</h3>
      <table className="report-tariff-grid">
        <caption className="report-visually-hidden">
          {t('tariffPage.scheduleCaption', { schedule: title })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('tariffPage.hour')}</th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col">
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.map((hours, month) => (
            <tr key={months[month]}>
              <th scope="row">{months[month]}</th>
              {hours.map((period, hour) => {
                const index = periods.indexOf(period);
                const colours = periodColours(index);
                return (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the cell's identity.
                    key={hour}
                    style={{ background: colours.background, color: colours.text }}
                  >
                    {index + 1}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function sourceText(record: ProjectTariffRecord, t: ReturnType<typeof useTranslation<'report'>>['t']) {
  const source = record.tariff.source;
  if (!source) return t('tariffPage.sourceOwn');
  return t('tariffPage.sourceValue', { issuer: source.issuer, document: source.document, date: source.date });
}

function charges(tariff: Tariff, f: ReportFormat, t: ReturnType<typeof useTranslation<'report'>>['t']) {
  const { currency } = tariff;
  const demand = tariff.demandChargePerKwMonth ?? 0;
  const fixed = tariff.fixedPerMonth ?? 0;
  return [
    {
      term: t('tariffPage.demand'),
      value:
        demand > 0
          ? t('tariffPage.demandValue', { value: f.number(demand, 2), currency })
          : t('tariffPage.none'),
    },
    {
      term: t('tariffPage.fixed'),
      value:
        fixed > 0
          ? t('tariffPage.fixedValue', { value: f.number(fixed, 2), currency })
          : t('tariffPage.none'),
    },
  ];
}

export function TariffSection({ record, name }: { record: ProjectTariffRecord; name: string }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const periodName = usePeriodName();
  const { tariff } = record;
  const periods = Object.keys(tariff.periods);
  return (
    <ReportSection name="tariff" title={t('tariffPage.title')}>
      <FigureList
        figures={[
          { term: t('tariffPage.name'), value: name },
          { term: t('tariffPage.source'), value: sourceText(record, t) },
          ...charges(tariff, f, t),
        ]}
      />
      <h3>{t('tariffPage.prices', { currency: tariff.currency })}</h3>
      <ReportTable
        caption={t('tariffPage.prices', { currency: tariff.currency })}
        variant="narrow"
        columns={[
          { label: t('tariffPage.period') },
          { label: t('tariffPage.import'), numeric: true },
          { label: t('tariffPage.export'), numeric: true },
        ]}
      >
        {periods.map((period, index) => {
          const colours = periodColours(index);
          const prices = tariff.periods[period]!;
          return (
            <tr key={period}>
              <th scope="row">
                <span
                  className="report-period-swatch"
                  style={{ background: colours.background, color: colours.text }}
                >
                  {index + 1}
                </span>{' '}
                {periodName(period)}
              </th>
              <td className="report-number">{f.number(prices.import, 4)}</td>
              <td className="report-number">{f.number(prices.export ?? tariff.export ?? 0, 4)}</td>
            </tr>
          );
        })}
      </ReportTable>
      <Schedule title={t('tariffPage.weekday')} schedule={tariff.weekday} periods={periods} />
      {tariff.weekend ? (
        <Schedule title={t('tariffPage.weekend')} schedule={tariff.weekend} periods={periods} />
      ) : (
        <p className="report-note">{t('tariffPage.sameWeekend')}</p>
      )}
      {/* What a preset assumed (ratios on a stated price, days not modelled) [TAR-3]. */}
      {tariff.note && <p className="report-note">{tariff.note}</p>}
    </ReportSection>
  );
}
