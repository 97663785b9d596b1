/**
 * The cash flow table of the investment pages: each year's generation, income, loan repayment,
 * net and cumulative cash flow (year 0 is the construction), as the income chart sums them.
 */
import type { FinanceReport } from '@pvd/shared/api/project-report';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import { ReportSection, ReportTable } from '../report-parts';

export function CashFlowSection({ finance }: { finance: FinanceReport }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const flow = finance.cashFlow;
  const money = (value: number | undefined) => f.number(value, 0);
  return (
    <ReportSection name="cash-flow" title={t('cashFlow.title')} flows>
      <ReportTable
        caption={t('cashFlow.title')}
        variant="compact"
        columns={[
          { label: t('units.year') },
          { label: t('cashFlow.generation'), numeric: true },
          { label: t('cashFlow.income'), numeric: true },
          { label: t('cashFlow.loan'), numeric: true },
          { label: t('cashFlow.net'), numeric: true },
          { label: t('cashFlow.cumulative'), numeric: true },
        ]}
      >
        {flow.netCashFlow.map((net, year) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the year is the row's identity.
          <tr key={year}>
            <th scope="row">{year}</th>
            <td className="report-number">{f.number(flow.generationKwh[year], 0)}</td>
            <td className="report-number">
              {money(
                (flow.selfConsumptionIncome[year] ?? 0) +
                  (flow.exportIncome[year] ?? 0) +
                  (flow.subsidyIncome[year] ?? 0),
              )}
            </td>
            <td className="report-number">{money(flow.loanRepayment[year])}</td>
            <td className="report-number">{money(net)}</td>
            <td className="report-number">{money(flow.cumulativeCashFlow[year])}</td>
          </tr>
        ))}
      </ReportTable>
      <p className="report-note">{t('cashFlow.unit', { currency: finance.currency })}</p>
    </ReportSection>
  );
}
