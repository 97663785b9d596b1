/**
 * A waterfall of losses (the system loss step, the report's system loss chart): a starting bar,
 * each loss as a step down, and the remaining share as the total bar.
 */
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { formatNumber } from '../format-number';
import type { Language } from '../language';
import { ChartFrame } from './chart-frame';
import { TOTAL_COLOUR } from './highcharts';

export interface WaterfallStep {
  name: string;
  /** Change of the running value: negative for a loss. */
  value: number;
}

export interface WaterfallProps {
  /** The starting bar, e.g. 100 % of the energy. */
  start: WaterfallStep;
  steps: readonly WaterfallStep[];
  /** The name of the final (sum) bar. */
  totalName: string;
  /** e.g. '%'. */
  unit: string;
  language: Language;
  digits?: number;
  height?: number;
  /** Called once the chart is drawn. */
  onDrawn?: () => void;
}

/** The chart's text alternative: the start, each step and what remains. */
export function waterfallSummary(props: Omit<WaterfallProps, 'height' | 'onDrawn'>): string {
  const { start, steps, totalName, unit, language, digits = 2 } = props;
  const format = (value: number) => `${formatNumber(value, language, digits)} ${unit}`;
  const total = steps.reduce((sum, step) => sum + step.value, start.value);
  return [
    `${start.name}: ${format(start.value)}`,
    ...steps.map((step) => `${step.name}: ${format(step.value)}`),
    `${totalName}: ${format(total)}`,
  ].join('; ');
}

export function Waterfall(props: WaterfallProps) {
  const { start, steps, totalName, unit, language, digits = 2, height, onDrawn } = props;
  const options = useMemo<Options>(
    () => ({
      chart: { type: 'waterfall', animation: false },
      title: { text: undefined },
      legend: { enabled: false },
      xAxis: { type: 'category' },
      yAxis: { title: { text: unit }, min: 0 },
      tooltip: {
        formatter() {
          return `${String(this.key)}: <b>${formatNumber(this.y, language, digits)}</b> ${unit}`;
        },
      },
      plotOptions: { series: { animation: false } },
      series: [
        {
          type: 'waterfall',
          name: totalName,
          upColor: TOTAL_COLOUR,
          data: [
            { name: start.name, y: start.value, color: TOTAL_COLOUR },
            ...steps.map((step) => ({ name: step.name, y: step.value })),
            { name: totalName, isSum: true, color: TOTAL_COLOUR },
          ],
          dataLabels: {
            enabled: true,
            // No outline: a PDF's text layer would hold each label two or three times.
            style: { textOutline: 'none' },
            formatter() {
              return formatNumber(this.y, language, digits);
            },
          },
        },
      ],
    }),
    [start, steps, totalName, unit, language, digits],
  );
  return <ChartFrame options={options} summary={waterfallSummary(props)} height={height} onDrawn={onDrawn} />;
}
