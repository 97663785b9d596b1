/**
 * Monthly bars (the live results' yield, the report's generation and radiation): one or more
 * series of twelve values, January first, axis and tooltips in the site's number format.
 */
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { formatNumber } from '../format-number';
import type { Language } from '../language';
import { ChartFrame } from './chart-frame';
import { monthNames } from './months';

export interface MonthlySeries {
  name: string;
  /** Twelve values, January first. */
  values: readonly number[];
}

export interface MonthlyBarsProps {
  series: readonly MonthlySeries[];
  /** Unit of the values, shown on the axis and in the tooltips, e.g. 'kWh'. */
  unit: string;
  language: Language;
  /** Decimals of the tooltips and the summary. */
  digits?: number;
  height?: number;
  /** Stacks the series (parts of one whole, e.g. where the PV energy went). */
  stacked?: boolean;
  /** Prints each bar's value on it (a printed chart has no tooltips). */
  dataLabels?: boolean;
  /** Called once the chart is drawn. */
  onDrawn?: () => void;
}

/** The chart's text alternative: each series with its twelve values. */
export function monthlySummary(
  series: readonly MonthlySeries[],
  unit: string,
  language: Language,
  digits = 0,
) {
  const months = monthNames(language);
  return series
    .map(
      (entry) =>
        `${entry.name} (${unit}): ${entry.values
          .map((value, month) => `${months[month]} ${formatNumber(value, language, digits)}`)
          .join(', ')}`,
    )
    .join('. ');
}

export function MonthlyBars(props: MonthlyBarsProps) {
  const { series, unit, language, digits = 0, height, stacked = false, dataLabels = false, onDrawn } = props;
  const options = useMemo<Options>(
    () => ({
      chart: { type: 'column', animation: false },
      title: { text: undefined },
      legend: { enabled: series.length > 1 },
      xAxis: { categories: monthNames(language) },
      yAxis: {
        title: { text: unit },
        labels: {
          formatter() {
            return formatNumber(Number(this.value), language, 0);
          },
        },
      },
      tooltip: {
        formatter() {
          return `${this.series.name}<br/>${String(this.key ?? this.x)}: <b>${formatNumber(this.y, language, digits)}</b> ${unit}`;
        },
      },
      plotOptions: {
        series: {
          animation: false,
          stacking: stacked ? 'normal' : undefined,
          dataLabels: {
            enabled: dataLabels,
            // No outline: a PDF's text layer would hold each label two or three times.
            style: { textOutline: 'none', fontWeight: 'normal', fontSize: '9px' },
            formatter() {
              return formatNumber(this.y, language, digits);
            },
          },
        },
      },
      series: series.map((entry) => ({ type: 'column', name: entry.name, data: [...entry.values] })),
    }),
    [series, unit, language, digits, stacked, dataLabels],
  );
  return (
    <ChartFrame
      options={options}
      summary={monthlySummary(series, unit, language, digits)}
      height={height}
      onDrawn={onDrawn}
    />
  );
}
