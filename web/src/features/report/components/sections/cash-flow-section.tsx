/**
 * The cash flow table of the investment pages: each year's generation, income, loan repayment,
 * net and cumulative cash flow (year 0 is the construction), as the income chart sums them.
 */
import type { FinanceReport } from '@pvd/shared/api/project-report';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import { ReportSection } from '../report-parts';

export function CashFlowSection({ finance }: { finance: FinanceReport }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const flow = finance.cashFlow;
  const money = (value: number | undefined) => f.number(value, 0);
  return (
    <ReportSection name="cash-flow" title={t('cashFlow.title')}>
      <table className="report-table report-table-compact">
        <caption className="report-visually-hidden">{t('cashFlow.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('units.year')}</th>
            <th scope="col" className="report-number">
              {t('cashFlow.generation')}
            </th>
            <th scope="col" className="report-number">
              {t('cashFlow.income')}
            </th>
            <th scope="col" className="report-number">
              {t('cashFlow.loan')}
            </th>
            <th scope="col" className="report-number">
              {t('cashFlow.net')}
            </th>
            <th scope="col" className="report-number">
              {t('cashFlow.cumulative')}
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
      <p className="report-note">{t('cashFlow.unit', { currency: finance.currency })}</p>
    </ReportSection>
  );
}
