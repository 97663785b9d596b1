/**
 * A waterfall of losses (the system loss step, the report's system loss chart): a starting bar,
 * each loss as a step, and the remaining share as the total bar, laid on their side so that each
 * step's name reads on one line beside its bar in either language (a dozen names under upright
 * bars would turn 45° and squeeze the chart). Losses of a few percent would be slivers on a
 * 0-100 % axis, so the axis starts just below what remains (`zoomedAxisMin`) and the chart says
 * where it starts.
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
  /** [px]; by default a row of {@link ROW_PX} per bar. */
  height?: number;
  /** Called once the chart is drawn. */
  onDrawn?: () => void;
  /** The caption when the axis does not start at 0, given its start with the unit. */
  axisFrom?: (start: string) => string;
}

/** The height of a bar's row, and what the axis and the caption take besides. [px] */
export const ROW_PX = 24;
const FRAME_PX = 70;

/** Steps of a readable axis: 1, 2 and 5 times a power of ten. */
function niceStep(span: number): number {
  const power = 10 ** Math.floor(Math.log10(span));
  const fraction = span / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * Where the value axis starts so that the losses fill most of the chart: half the total loss
 * below what remains, down to a round number (a step of 1, 2 or 5 × 10ⁿ near a quarter of the
 * loss); 0 when nothing is lost or more than half is (a zoom would then hide nothing).
 *
 * @example
 * zoomedAxisMin(100, 94.37); // 90: the 5.63 % lost fill the upper 10 % of the axis
 * zoomedAxisMin(100, 40); // 0
 */
export function zoomedAxisMin(start: number, total: number): number {
  const lost = start - total;
  if (!(lost > 0) || total < start / 2) return 0;
  const step = niceStep(lost / 4);
  return Math.max(0, Math.floor((total - lost / 2) / step) * step);
}

/**
 * A figure of the chart in the language: a value that rounds to 0 at `digits` prints as 0, never
 * as "−0" (a loss of 0.0004 % is no loss at two decimals).
 */
function figure(value: number, language: Language, digits: number): string {
  return formatNumber(Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value, language, digits);
}

/** The chart's text alternative: the start, each step and what remains. */
export function waterfallSummary(props: Omit<WaterfallProps, 'height' | 'onDrawn'>): string {
  const { start, steps, totalName, unit, language, digits = 2 } = props;
  const format = (value: number) => `${figure(value, language, digits)} ${unit}`;
  const total = steps.reduce((sum, step) => sum + step.value, start.value);
  return [
    `${start.name}: ${format(start.value)}`,
    ...steps.map((step) => `${step.name}: ${format(step.value)}`),
    `${totalName}: ${format(total)}`,
  ].join('; ');
}

export function Waterfall(props: WaterfallProps) {
  const { start, steps, totalName, unit, language, digits = 2, height, onDrawn, axisFrom } = props;
  const total = steps.reduce((sum, step) => sum + step.value, start.value);
  const axisMin = zoomedAxisMin(start.value, total);
  const caption =
    axisMin > 0 && axisFrom ? axisFrom(`${formatNumber(axisMin, language, digits)} ${unit}`) : '';
  const options = useMemo<Options>(
    () => ({
      // Room on the right for the first step's figure, which stands beyond its bar's end at the
      // start's value (the axis's maximum).
      chart: { type: 'waterfall', animation: false, inverted: true, spacingRight: 44 },
      title: { text: undefined },
      caption: { text: caption },
      legend: { enabled: false },
      xAxis: { type: 'category', labels: { style: { whiteSpace: 'nowrap' } } },
      yAxis: { title: { text: unit }, min: axisMin, max: start.value, startOnTick: false, endOnTick: false },
      tooltip: {
        formatter() {
          return `${String(this.key)}: <b>${figure(this.y ?? 0, language, digits)}</b> ${unit}`;
        },
      },
      plotOptions: { series: { animation: false } },
      series: [
        {
          type: 'waterfall',
          name: totalName,
          upColor: TOTAL_COLOUR,
          // The start and the total carry their figure inside their long bars; a step's figure
          // stands beside its bar, where a thin bar cannot hide it.
          data: [
            { name: start.name, y: start.value, color: TOTAL_COLOUR, dataLabels: { inside: true } },
            ...steps.map((step) => ({ name: step.name, y: step.value })),
            { name: totalName, isSum: true, color: TOTAL_COLOUR, dataLabels: { inside: true } },
          ],
          dataLabels: {
            enabled: true,
            inside: false,
            crop: false,
            overflow: 'allow',
            // No outline: a PDF's text layer would hold each label two or three times.
            style: { textOutline: 'none' },
            formatter() {
              return figure(this.y ?? 0, language, digits);
            },
          },
        },
      ],
    }),
    [start, steps, totalName, unit, language, digits, axisMin, caption],
  );
  const drawnHeight = height ?? FRAME_PX + ROW_PX * (steps.length + 2);
  return (
    <ChartFrame options={options} summary={waterfallSummary(props)} height={drawnHeight} onDrawn={onDrawn} />
  );
}
