/**
 * A typical day of a storage project [TAR-6], as the storage page prints it: the load, PV,
 * battery (discharge positive) and grid (import positive) power of each hour as lines, and the
 * hour's import price as a dashed step on an axis of its own at the right. Plain SVG: drawn on
 * its first paint, so the PDF never waits for it. Its text alternative gives every series' values.
 */
import type { StorageSection } from '@pvd/shared/project/report/storage-section';
import { useEffect } from 'react';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import { axisScale } from '../model/typical-day-scale';

type Hour = StorageSection['typicalDays'][number]['hours'][number];
type PowerKey = 'loadKw' | 'pvKw' | 'batteryKw' | 'gridKw';

const [WIDTH, HEIGHT] = [640, 220];
/** Room for the tick labels, and above the plot for the axes' units. */
const PAD = { left: 40, right: 48, top: 20, bottom: 24 };

/** Each power series' colour and stroke (the legend repeats them). */
export const DAY_SERIES: readonly { key: PowerKey; colour: string; dash?: string }[] = [
  { key: 'loadKw', colour: '#5f6b7a' },
  { key: 'pvKw', colour: '#f08519' },
  { key: 'batteryKw', colour: '#2e8540' },
  { key: 'gridKw', colour: '#0972d3' },
];
export const PRICE_COLOUR = '#8a5fb5';

export interface TypicalDayChartProps {
  hours: readonly Hour[];
  language: Language;
  /** Names of the series (the legend's), and the chart's description. */
  labels: Record<PowerKey | 'price', string> & { description: string; powerAxis: string; priceAxis: string };
  onDrawn: () => void;
}

const xOf = (hour: number) => PAD.left + (hour / 24) * (WIDTH - PAD.left - PAD.right);

export function TypicalDayChart({ hours, language, labels, onDrawn }: TypicalDayChartProps) {
  // After every layout effect: the report registers its tasks in theirs, parents after children.
  useEffect(() => onDrawn(), [onDrawn]);
  const power = axisScale(hours.flatMap((h) => DAY_SERIES.map((s) => h[s.key])));
  const price = axisScale(hours.map((h) => h.importPrice));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const yOf = (kw: number) => PAD.top + ((power.max - kw) / (power.max - power.min)) * plotHeight;
  const yPrice = (value: number) => PAD.top + ((price.max - value) / (price.max - price.min)) * plotHeight;
  // Hourly means sit at the hour's middle; the price holds over the whole hour.
  const line = (key: PowerKey) =>
    hours.map((h) => `${xOf(h.hour + 0.5).toFixed(1)},${yOf(h[key]).toFixed(1)}`).join(' ');
  const priceSteps = hours
    .flatMap((h) => [
      `${xOf(h.hour).toFixed(1)},${yPrice(h.importPrice).toFixed(1)}`,
      `${xOf(h.hour + 1).toFixed(1)},${yPrice(h.importPrice).toFixed(1)}`,
    ])
    .join(' ');
  return (
    <svg
      className="report-day-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={labels.description}
    >
      {power.ticks.map((kw) => (
        <g key={`p${kw}`}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={yOf(kw)}
            y2={yOf(kw)}
            stroke={kw === 0 ? '#879596' : '#e9ebed'}
          />
          <text x={PAD.left - 4} y={yOf(kw) + 3} textAnchor="end" fontSize="9">
            {formatNumber(kw, language, power.step < 1 ? 1 : 0)}
          </text>
        </g>
      ))}
      {price.ticks.map((value) => (
        <text
          key={`c${value}`}
          x={WIDTH - PAD.right + 4}
          y={yPrice(value) + 3}
          fontSize="9"
          fill={PRICE_COLOUR}
        >
          {formatNumber(value, language, price.step < 0.1 ? 2 : 1)}
        </text>
      ))}
      <text x={PAD.left - 4} y={PAD.top - 10} textAnchor="end" fontSize="9">
        {labels.powerAxis}
      </text>
      <text x={WIDTH - 2} y={PAD.top - 10} textAnchor="end" fontSize="9" fill={PRICE_COLOUR}>
        {labels.priceAxis}
      </text>
      {[0, 3, 6, 9, 12, 15, 18, 21, 24].map((hour) => (
        <text key={`h${hour}`} x={xOf(hour)} y={HEIGHT - PAD.bottom + 13} textAnchor="middle" fontSize="9">
          {`${hour}:00`}
        </text>
      ))}
      <polyline points={priceSteps} fill="none" stroke={PRICE_COLOUR} strokeWidth={1.2} strokeDasharray="4 3">
        <title>{labels.price}</title>
      </polyline>
      {DAY_SERIES.map((series) => (
        <polyline
          key={series.key}
          points={line(series.key)}
          fill="none"
          stroke={series.colour}
          strokeWidth={1.6}
        >
          <title>{labels[series.key]}</title>
        </polyline>
      ))}
    </svg>
  );
}

/** The legend under the chart: each series' colour key and name. */
export function TypicalDayLegend({ labels }: { labels: Record<PowerKey | 'price', string> }) {
  return (
    <ul className="report-day-legend">
      {DAY_SERIES.map((series) => (
        <li key={series.key}>
          <span className="report-day-key" style={{ borderColor: series.colour }} aria-hidden="true" />
          {labels[series.key]}
        </li>
      ))}
      <li>
        <span
          className="report-day-key report-day-key-dashed"
          style={{ borderColor: PRICE_COLOUR }}
          aria-hidden="true"
        />
        {labels.price}
      </li>
    </ul>
  );
}
