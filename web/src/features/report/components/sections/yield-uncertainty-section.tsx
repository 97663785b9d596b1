/**
 * The yield's uncertainty [UNC-1]: P50, P90 and P99 of one year and of the 10-year mean, the
 * combined σ and its parts, a small chart of the normal distribution with the three marked
 * (shared/project/report/yield-distribution.ts; plain SVG, drawn on its first paint), and the
 * finance at P90 beside the P50's when the investment pages are asked for [UNC-6].
 */
import type { FinanceReport } from '@pvd/shared/project/report/report-finance';
import { yieldDistributionChart } from '@pvd/shared/project/report/yield-distribution';
import type { YieldUncertainty } from '@pvd/shared/project/report/yield-uncertainty';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../../hooks/use-report-format';
import { FigureList, ReportSection } from '../report-parts';

const [WIDTH, HEIGHT] = [560, 180];
const PAD = { left: 16, right: 16, top: 26, bottom: 26 };

/** The distribution chart: the curve, the three yields marked with their names. */
function DistributionChart({
  uncertainty,
  description,
}: {
  uncertainty: YieldUncertainty;
  description: string;
}) {
  const f = useReportFormat();
  const chart = yieldDistributionChart(uncertainty.p50, uncertainty.sigmaPercent);
  const span = chart.maxKwh - chart.minKwh || 1;
  const x = (kwh: number) => PAD.left + ((kwh - chart.minKwh) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (height: number) => HEIGHT - PAD.bottom - height * (HEIGHT - PAD.top - PAD.bottom);
  const path = chart.curve.map(([kwh, h]) => `${x(kwh).toFixed(1)},${y(h).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={description}
      style={{ width: '100%', maxWidth: WIDTH }}
      data-chart="yield-distribution"
    >
      <polyline points={path} fill="none" stroke="#0972d3" strokeWidth={2} />
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#5f6b7a" strokeWidth={1} />
      {chart.markers.map((marker) => (
        <g key={marker.key}>
          <line
            x1={x(marker.kwh)}
            x2={x(marker.kwh)}
            y1={y(0)}
            y2={y(marker.height)}
            stroke="#d91515"
            strokeWidth={1}
          />
          <text x={x(marker.kwh)} y={PAD.top - 8} textAnchor="middle" fontSize={11}>
            {marker.key.toUpperCase()}
          </text>
          <text x={x(marker.kwh)} y={HEIGHT - 8} textAnchor="middle" fontSize={10}>
            {f.number(marker.kwh, 0)}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function YieldUncertaintySection({
  uncertainty,
  finance,
}: {
  uncertainty: YieldUncertainty;
  finance: FinanceReport | null;
}) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const kwh = (value: number) => f.quantity(value, 0, 'kWh');
  const pct = (value: number) => f.quantity(value, 1, '%');
  const payback = (years: number | null) =>
    years === null ? t('uncertainty.never') : t('uncertainty.years', { years: f.number(years, 1) });
  const atP90 = uncertainty.financeAtP90;
  return (
    <ReportSection name="yield-uncertainty" title={t('uncertainty.title')}>
      <FigureList
        columns={3}
        figures={[
          { term: t('uncertainty.p50'), value: kwh(uncertainty.p50) },
          { term: t('uncertainty.p90'), value: kwh(uncertainty.p90) },
          { term: t('uncertainty.p99'), value: kwh(uncertainty.p99) },
          { term: t('uncertainty.sigma'), value: pct(uncertainty.sigmaPercent) },
          { term: t('uncertainty.p90TenYear'), value: kwh(uncertainty.p90TenYear) },
          { term: t('uncertainty.p99TenYear'), value: kwh(uncertainty.p99TenYear) },
        ]}
      />
      <div className="report-chart">
        <DistributionChart
          uncertainty={uncertainty}
          description={t('uncertainty.chart', {
            p50: f.number(uncertainty.p50, 0),
            p90: f.number(uncertainty.p90, 0),
            p99: f.number(uncertainty.p99, 0),
          })}
        />
      </div>
      {finance && atP90 && (
        <FigureList
          figures={[
            { term: t('uncertainty.paybackP50'), value: payback(finance.paybackYears) },
            { term: t('uncertainty.paybackP90'), value: payback(atP90.paybackYears) },
            {
              term: t('uncertainty.npvP50'),
              value: f.quantity(finance.netPresentValue, 0, finance.currency),
            },
            { term: t('uncertainty.npvP90'), value: f.quantity(atP90.netPresentValue, 0, finance.currency) },
          ]}
        />
      )}
      <p className="report-note">
        {t('uncertainty.note', {
          budget: f.number(uncertainty.budgetSigmaPercent, 1),
          interannual: f.number(uncertainty.interannualSigmaPercent, 1),
          sigmaTen: f.number(uncertainty.sigmaTenYearPercent, 1),
        })}
      </p>
    </ReportSection>
  );
}
