/**
 * The report's battery life page [TAR-13] [FIN-6]: each year's capacity, cycles and savings,
 * the replacement years and the years beyond the warranty marked, and the battery's own
 * investment, first-year savings, payback, NPV and IRR beside the whole system's.
 */
import type { BillSection } from '@pvd/shared/project/report/bill-section';
import type { FinanceReport } from '@pvd/shared/project/report/report-finance';
import type { StorageSection } from '@pvd/shared/project/report/storage-section';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import { ReportSection, ReportTable } from '../report-parts';

type T = ReturnType<typeof useTranslation<'report'>>['t'];

function lifeNotes(year: StorageSection['life'][number], t: T): string {
  return [year.replaced && t('storageLife.replaced'), year.beyondWarranty && t('storageLife.beyondWarranty')]
    .filter(Boolean)
    .join(', ');
}

function LifeTable({ storage, currency }: { storage: StorageSection; currency: string }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  return (
    <ReportTable
      caption={t('storageLife.title')}
      variant="compact"
      columns={[
        { label: t('storageLife.year') },
        { label: t('storageLife.capacity'), numeric: true },
        { label: t('storageLife.cycles'), numeric: true },
        { label: t('storageLife.savings', { currency }), numeric: true },
        { label: t('storageLife.notes') },
      ]}
    >
      {storage.life.map((year) => (
        <tr
          key={year.year}
          className={year.replaced || year.beyondWarranty ? 'report-row-marked' : undefined}
        >
          <th scope="row">{year.year}</th>
          <td className="report-number">{f.number(year.capacityPercent, 1)}</td>
          <td className="report-number">{f.number(year.cycles, 0)}</td>
          <td className="report-number">{f.fixed(year.savings, 2)}</td>
          <td>{lifeNotes(year, t)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

type Battery = NonNullable<FinanceReport['battery']>;

function EconomicsTable({
  finance,
  battery,
  systemSavings,
}: {
  finance: FinanceReport;
  battery: Battery;
  systemSavings: number | null;
}) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const payback = (years: number | null) =>
    years === null
      ? t('storageLife.paybackNever')
      : t('storageLife.paybackValue', { years: f.number(years, 1) });
  const rows = [
    {
      label: t('storageLife.investment'),
      system: f.fixed(finance.investment, 2),
      battery: f.fixed(battery.investment, 2),
    },
    {
      label: t('storageLife.firstYearSavings'),
      system: f.fixed(systemSavings, 2),
      battery: f.fixed(battery.firstYearSavings, 2),
    },
    {
      label: t('storageLife.payback'),
      system: payback(finance.paybackYears),
      battery: payback(battery.paybackYears),
    },
    {
      label: t('storageLife.npv'),
      system: f.fixed(finance.netPresentValue, 2),
      battery: f.fixed(battery.netPresentValue, 2),
    },
    {
      label: t('storageLife.irr'),
      system: f.number(finance.internalRateOfReturn, 2),
      battery: f.number(battery.internalRateOfReturn, 2),
    },
  ];
  return (
    <ReportTable
      caption={t('storageLife.economics')}
      variant="narrow"
      columns={[
        { label: t('storageLife.figure') },
        { label: t('storageLife.system'), numeric: true },
        { label: t('storageLife.battery'), numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          <td className="report-number">{row.system}</td>
          <td className="report-number">{row.battery}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

export interface StorageLifeSectionProps {
  storage: StorageSection;
  /** The investment pages' figures; null when the project asks for none. */
  finance: FinanceReport | null;
  bill: BillSection | null;
  currency: string;
}

export function StorageLifeSection({ storage, finance, bill, currency }: StorageLifeSectionProps) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const replacements = storage.batteryReplacementYears;
  return (
    <ReportSection name="storage-life" title={t('storageLife.title')}>
      <LifeTable storage={storage} currency={currency} />
      <p className="report-note">
        {replacements.length > 0
          ? t('storageLife.replacements', { years: replacements.map((year) => f.number(year, 0)).join(', ') })
          : t('storageLife.noReplacement')}
      </p>
      {storage.beyondWarranty && <p className="report-warning">{t('storageLife.warrantyWarning')}</p>}
      {finance?.battery && (
        <>
          <h3>{t('storageLife.economics')}</h3>
          <EconomicsTable
            finance={finance}
            battery={finance.battery}
            systemSavings={bill?.savings.total ?? null}
          />
          <p className="report-note">{t('storageLife.unit', { currency: finance.currency })}</p>
        </>
      )}
    </ReportSection>
  );
}
