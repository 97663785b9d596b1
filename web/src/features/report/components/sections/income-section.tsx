/**
 * Cumulative income [REP-1] [FIN-4]: the investment's figures (payback, NPV, IRR, LCOE) and the
 * cumulative cash flow of years 0..25 in one unit for the chart (k above 999, 万 above 9999),
 * the payback period marked where the cumulative income crosses zero, with the same figure as the
 * text. Only when the project asks for investment figures.
 */
import type { FinanceReport } from '@pvd/shared/api/project-report';
import { useTranslation } from 'react-i18next';
import { useReadyTask } from '../../hooks/report-ready';
import { useReportFormat } from '../../hooks/use-report-format';
import { incomeChart } from '../../model/units';
import { FigureList, ReportSection } from '../report-parts';
import { YearBars } from '../year-bars';

export function IncomeSection({ finance }: { finance: FinanceReport }) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const drawn = useReadyTask('chart:income');
  const money = (value: number | null, digits = 0) => f.quantity(value, digits, finance.currency);
  const chart = incomeChart(finance.cashFlow.cumulativeCashFlow);
  const unit = t(`income.axis.${chart.unit || 'plain'}`, { currency: finance.currency });
  const summary = chart.values.map((value, year) => `${year}: ${f.number(value, 2)}`).join(', ');
  // One figure for the payback in the text and on the chart: the period with its fraction of a year.
  const payback =
    finance.paybackYears === null
      ? null
      : t('income.paybackValue', { years: f.number(finance.paybackYears, 1) });
  return (
    <ReportSection name="income" title={t('income.title')}>
      <FigureList
        figures={[
          { term: t('income.investment'), value: money(finance.investment) },
          { term: t('income.allowance'), value: money(finance.installationAllowance) },
          ...(finance.loanPrincipal > 0
            ? [{ term: t('income.loan'), value: money(finance.loanPrincipal) }]
            : []),
          {
            term: t('income.payback'),
            value: payback ?? t('income.paybackNever'),
          },
          // Named apart from the period, as the live results and the workbook name it [REP-7].
          {
            term: t('income.paybackYear'),
            value:
              finance.paybackYear === null
                ? t('income.paybackNever')
                : t('income.paybackYearValue', { year: finance.paybackYear }),
          },
          {
            term: t('income.npv', { rate: f.number(finance.discountRate, 1) }),
            value: money(finance.netPresentValue),
          },
          { term: t('income.irr'), value: f.quantity(finance.internalRateOfReturn, 2, '%') },
          {
            term: t('income.lcoe'),
            value: f.quantity(finance.levelizedCostOfEnergy, 3, `${finance.currency}/kWh`),
          },
          { term: t('income.total'), value: money(finance.cashFlow.cumulativeCashFlow.at(-1) ?? null) },
        ]}
      />
      <h3>{t('income.chart')}</h3>
      <div className="report-chart">
        <YearBars
          name={t('income.chart')}
          values={chart.values}
          firstYear={0}
          unit={unit}
          yearTitle={t('units.year')}
          language={f.language}
          marked={
            finance.paybackYears === null || payback === null
              ? undefined
              : { atYear: finance.paybackYears, label: t('income.paybackMark', { payback }) }
          }
          summary={t('income.summary', { unit, values: summary })}
          onDrawn={drawn}
        />
      </div>
      <p className="report-note">{t('income.note')}</p>
    </ReportSection>
  );
}
