/**
 * The report's battery page [TAR-6] [TAR-10] [TAR-11]: the strategy and the battery as simulated,
 * the first year's cycles and throughput, the PV curtailed with and without the battery, a
 * typical summer and winter day by hour (load, PV, battery, grid and the import price), and the
 * share of the year at each tenth of the state of charge.
 */
import type { StorageSection as Storage } from '@pvd/shared/project/report/storage-section';
import { useTranslation } from 'react-i18next';
import { monthNames } from '@/lib/charts/months';
import { formatNumber } from '@/lib/format-number';
import { useReadyTask } from '../../hooks/report-ready';
import { type ReportFormat, useReportFormat } from '../../hooks/use-report-format';
import { FigureList, ReportSection, ReportTable } from '../report-parts';
import { TypicalDayChart, TypicalDayLegend } from '../typical-day-chart';

type T = ReturnType<typeof useTranslation<'report'>>['t'];
type Day = Storage['typicalDays'][number];

function figuresOf(storage: Storage, f: ReportFormat, t: T) {
  const strategy = t(`storage.strategies.${storage.strategy}`);
  return [
    {
      term: t('storage.strategy'),
      value: t(storage.gridCharging ? 'storage.gridChargingOn' : 'storage.gridChargingOff', { strategy }),
    },
    {
      term: t('storage.usable'),
      value: t('storage.usableValue', {
        usable: f.number(storage.usableCapacityKwh, 2),
        reserve: f.number(storage.reserveKwh, 2),
      }),
    },
    { term: t('storage.power'), value: f.quantity(storage.maxPowerKw, 2, 'kW') },
    { term: t('storage.efficiency'), value: f.quantity(storage.roundTripEfficiencyPercent, 0, '%') },
    { term: t('storage.cycles'), value: f.number(storage.equivalentFullCycles, 0) },
    { term: t('storage.throughput'), value: f.quantity(storage.throughputKwh, 0, 'kWh') },
    { term: t('storage.batteryToLoad'), value: f.quantity(storage.energy.batteryToLoad, 0, 'kWh') },
    { term: t('storage.gridToBattery'), value: f.quantity(storage.energy.gridToBattery, 0, 'kWh') },
    {
      term: t('storage.curtailed'),
      value: t('storage.curtailedValue', {
        with: f.number(storage.energy.pvCurtailed, 0),
        without: f.number(storage.pvOnlyCurtailedKwh, 0),
      }),
    },
  ];
}

function useSeriesLabels(currency: string) {
  const { t } = useTranslation('report');
  return {
    loadKw: t('storage.series.load'),
    pvKw: t('storage.series.pv'),
    batteryKw: t('storage.series.battery'),
    gridKw: t('storage.series.grid'),
    price: t('storage.series.price'),
    powerAxis: t('storage.powerAxis'),
    priceAxis: t('storage.priceAxis', { currency }),
  };
}

/** Every series' hourly values in words: the chart's text alternative. */
function daySummary(day: Day, labels: ReturnType<typeof useSeriesLabels>, f: ReportFormat, t: T): string {
  const keys = ['loadKw', 'pvKw', 'batteryKw', 'gridKw'] as const;
  const parts = keys.map((key) =>
    t('storage.daySummary', {
      series: labels[key],
      values: day.hours.map((h) => formatNumber(h[key], f.language, 2)).join(', '),
    }),
  );
  const prices = day.hours.map((h) => formatNumber(h.importPrice, f.language, 4)).join(', ');
  return [...parts, t('storage.daySummary', { series: labels.price, values: prices })].join('; ');
}

function DayChart({ day, currency }: { day: Day; currency: string }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask(`chart:storage-day-${day.season}`);
  const labels = useSeriesLabels(currency);
  const title = t('storage.day', {
    season: t(`storage.seasons.${day.season}`),
    month: monthNames(f.language)[day.month],
  });
  return (
    <div className="report-chart">
      <h3>{title}</h3>
      <TypicalDayChart
        hours={day.hours}
        language={f.language}
        labels={{ ...labels, description: `${title}. ${daySummary(day, labels, f, t)}` }}
        onDrawn={drawn}
      />
    </div>
  );
}

function SocTable({ percent }: { percent: readonly number[] }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const bands = percent.map((_, i) => t('storage.socBand', { from: i * 10, to: (i + 1) * 10 }));
  return (
    <ReportTable
      caption={t('storage.soc')}
      variant="compact"
      columns={[{ label: t('storage.socColumn') }, ...bands.map((label) => ({ label, numeric: true }))]}
    >
      <tr>
        <th scope="row">{t('storage.socShare')}</th>
        {percent.map((value, i) => (
          <td key={bands[i]} className="report-number">
            {f.number(value, 1)}
          </td>
        ))}
      </tr>
    </ReportTable>
  );
}

export function StorageSection({ storage, currency }: { storage: Storage; currency: string }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const labels = useSeriesLabels(currency);
  return (
    <ReportSection name="storage" title={t('storage.title')}>
      <FigureList columns={3} figures={figuresOf(storage, f, t)} />
      {storage.typicalDays.map((day) => (
        <DayChart key={day.season} day={day} currency={currency} />
      ))}
      <TypicalDayLegend labels={labels} />
      <h3>{t('storage.soc')}</h3>
      <SocTable percent={storage.socHistogramPercent} />
    </ReportSection>
  );
}
