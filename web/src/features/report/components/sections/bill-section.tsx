/**
 * The report's bill page [TAR-5] [TAR-6]: the first year's bill without PV, with PV and (storage
 * projects) with PV and the battery, item by item (energy by period, demand, fixed, export
 * credit, total), what PV and the battery save, the PV curtailed, and each month's total and
 * peak import in each case. The response's figures, rounded as money and energy already.
 */
import type { BillSection as Bill, BillSummary } from '@pvd/shared/project/report/bill-section';
import { useTranslation } from 'react-i18next';
import { monthNames } from '@/lib/charts/months';
import { useReportFormat } from '../../hooks/use-report-format';
import { FigureList, ReportSection, ReportTable } from '../report-parts';
import { usePeriodName } from './period-name';

type Case = 'withoutPv' | 'withPv' | 'withPvAndBattery';

/** The cases the bill has: the battery's only in a storage project. */
function billCases(bill: Bill): { key: Case; summary: BillSummary }[] {
  const cases: { key: Case; summary: BillSummary }[] = [
    { key: 'withoutPv', summary: bill.withoutPv },
    { key: 'withPv', summary: bill.withPv },
  ];
  if (bill.withPvAndBattery) cases.push({ key: 'withPvAndBattery', summary: bill.withPvAndBattery });
  return cases;
}

interface Row {
  label: string;
  value: (summary: BillSummary) => number | undefined;
  total?: boolean;
}

function useSummaryRows(bill: Bill): Row[] {
  const { t } = useTranslation('report');
  const periodName = usePeriodName();
  const periods = bill.withoutPv.energyByPeriod.map((charge) => charge.period);
  const showPeriods = periods.length > 1;
  return [
    ...(showPeriods
      ? periods.map((period) => ({
          label: t('bill.energyOf', { period: periodName(period) }),
          value: (summary: BillSummary) => summary.energyByPeriod.find((c) => c.period === period)?.energy,
        }))
      : []),
    { label: t('bill.energy'), value: (summary) => summary.energy },
    { label: t('bill.demand'), value: (summary) => summary.demand },
    { label: t('bill.fixed'), value: (summary) => summary.fixed },
    { label: t('bill.exportCredit'), value: (summary) => -summary.exportCredit },
    { label: t('bill.total'), value: (summary) => summary.total, total: true },
  ];
}

function SummaryTable({ bill }: { bill: Bill }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const cases = billCases(bill);
  const rows = useSummaryRows(bill);
  return (
    <ReportTable
      caption={t('bill.summaryCaption')}
      variant="compact"
      columns={[
        { label: t('bill.item') },
        ...cases.map((c) => ({ label: t(`bill.${c.key}`), numeric: true })),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.label} className={row.total ? 'report-row-total' : undefined}>
          <th scope="row">{row.label}</th>
          {cases.map((c) => (
            <td key={c.key} className="report-number">
              {f.fixed(row.value(c.summary), 2)}
            </td>
          ))}
        </tr>
      ))}
    </ReportTable>
  );
}

function MonthlyTable({ bill }: { bill: Bill }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const months = monthNames(f.language);
  const cases = billCases(bill);
  return (
    <ReportTable
      caption={t('bill.monthly')}
      variant="compact"
      groups={[
        { label: '', span: 1 },
        { label: t('bill.totalsGroup', { currency: bill.currency }), span: cases.length },
        { label: t('bill.peakGroup'), span: cases.length },
      ]}
      columns={[
        { label: t('bill.month') },
        ...cases.map((c) => ({ label: t(`bill.${c.key}`), numeric: true })),
        ...cases.map((c) => ({ label: t(`bill.${c.key}`), numeric: true })),
      ]}
    >
      {bill.withoutPv.byMonth.map((month) => (
        <tr key={month.month}>
          <th scope="row">{months[month.month]}</th>
          {cases.map((c) => (
            <td key={c.key} className="report-number">
              {f.fixed(c.summary.byMonth[month.month]?.total, 2)}
            </td>
          ))}
          {cases.map((c) => (
            <td key={c.key} className="report-number">
              {f.number(c.summary.byMonth[month.month]?.peakImportKw, 2)}
            </td>
          ))}
        </tr>
      ))}
    </ReportTable>
  );
}

function EnergyTable({ bill }: { bill: Bill }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const months = monthNames(f.language);
  const cases = billCases(bill);
  // Nothing is exported without PV.
  const exporting = cases.flatMap((c) => (c.key === 'withoutPv' ? [] : [{ key: c.key, summary: c.summary }]));
  return (
    <ReportTable
      caption={t('bill.energyByMonth')}
      variant="compact"
      columns={[
        { label: t('bill.month') },
        ...cases.map((c) => ({ label: t(`bill.importKwh.${c.key}`), numeric: true })),
        ...exporting.map((c) => ({ label: t(`bill.exportKwh.${c.key}`), numeric: true })),
      ]}
    >
      {bill.withoutPv.byMonth.map((month) => (
        <tr key={month.month}>
          <th scope="row">{months[month.month]}</th>
          {cases.map((c) => (
            <td key={c.key} className="report-number">
              {f.number(c.summary.byMonth[month.month]?.importKwh, 0)}
            </td>
          ))}
          {exporting.map((c) => (
            <td key={c.key} className="report-number">
              {f.number(c.summary.byMonth[month.month]?.exportKwh, 0)}
            </td>
          ))}
        </tr>
      ))}
    </ReportTable>
  );
}

export function BillSection({ bill }: { bill: Bill }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const money = (value: number | null) => f.quantity(value, 2, bill.currency);
  const battery = bill.withPvAndBattery !== null;
  return (
    <ReportSection name="bill" title={t('bill.title')}>
      <FigureList
        columns={3}
        figures={[
          { term: t('bill.tariff'), value: bill.tariffKind === 'flat' ? t('bill.flat') : bill.tariffName },
          { term: t('bill.savingsPv'), value: money(bill.savings.pv) },
          ...(battery ? [{ term: t('bill.savingsBattery'), value: money(bill.savings.battery) }] : []),
          { term: t('bill.savingsTotal'), value: money(bill.savings.total) },
          { term: t('bill.curtailedPv'), value: f.quantity(bill.pvCurtailedKwh.withPv, 0, 'kWh') },
          ...(battery
            ? [
                {
                  term: t('bill.curtailedBattery'),
                  value: f.quantity(bill.pvCurtailedKwh.withPvAndBattery, 0, 'kWh'),
                },
              ]
            : []),
        ]}
      />
      <SummaryTable bill={bill} />
      <h3>{t('bill.monthly')}</h3>
      <MonthlyTable bill={bill} />
      {/* A one-price bill is short: its page has room for the energy billed (and would be half empty [REP-6]). */}
      {bill.withoutPv.energyByPeriod.length <= 1 && (
        <>
          <h3>{t('bill.energyByMonth')}</h3>
          <EnergyTable bill={bill} />
        </>
      )}
      <p className="report-note">{t('bill.unit', { currency: bill.currency })}</p>
    </ReportSection>
  );
}
