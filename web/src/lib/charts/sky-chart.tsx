/**
 * The sky seen from a point of the site, elevation against azimuth (the far horizon's chart and
 * the sun-path diagram): the horizon filled from below, the sun's paths of the given days as
 * lines, and the obstacles as the outlines of sky they hide. Loaded on demand (Highcharts is large),
 * hence the default export.
 */
import type { Options, SeriesOptionsType } from 'highcharts';
import { useMemo } from 'react';
import { formatNumber } from '../format-number';
import type { Language } from '../language';
import { ChartFrame } from './chart-frame';

/** A point of the sky: [azimuth [°], elevation [°]]; null breaks a line. */
export type SkyPoint = readonly [number, number] | null;

export interface SkySeries {
  name: string;
  kind: 'horizon' | 'sun' | 'obstacle';
  points: readonly SkyPoint[];
  /** Shares the legend entry of the series before it. */
  linked?: boolean;
}

export interface SkyChartProps {
  series: readonly SkySeries[];
  /** Labels of the compass points N, E, S, W. */
  compass: readonly [string, string, string, string];
  azimuthTitle: string;
  elevationTitle: string;
  /** The chart's text alternative. */
  summary: string;
  language: Language;
  height?: number;
}

const COLOURS = { horizon: '#7d8998', obstacle: '#5f3a1f', sun: '#f08519' } as const;

function seriesOptions(entry: SkySeries, index: number): SeriesOptionsType {
  // Highcharts reads null as a gap in the line.
  const data = entry.points.map((point) => (point ? [...point] : null)) as [number, number][];
  if (entry.kind === 'horizon') {
    return { type: 'area', name: entry.name, data, color: COLOURS.horizon, fillOpacity: 0.45, threshold: 0 };
  }
  if (entry.kind === 'obstacle') {
    // A closed outline; one legend entry for all the obstacles' outlines: the first's.
    return {
      type: 'polygon',
      name: entry.name,
      data,
      color: COLOURS.obstacle,
      opacity: 0.6,
      showInLegend: !entry.linked,
    };
  }
  // The sun's paths: one hue, lighter towards the summer, each dashed differently for print.
  return {
    type: 'line',
    name: entry.name,
    data,
    color: COLOURS.sun,
    opacity: 1 - index * 0.08,
    dashStyle: index % 2 === 0 ? 'Solid' : 'ShortDash',
    marker: { enabled: false },
  };
}

export default function SkyChart(props: SkyChartProps) {
  const { series, compass, azimuthTitle, elevationTitle, summary, language, height = 260 } = props;
  const options = useMemo<Options>(
    () => ({
      chart: { animation: false },
      title: { text: undefined },
      legend: { enabled: series.length > 1 },
      xAxis: {
        min: 0,
        max: 360,
        tickPositions: [0, 45, 90, 135, 180, 225, 270, 315, 360],
        title: { text: azimuthTitle },
        labels: {
          formatter() {
            const value = Number(this.value);
            return value % 90 === 0 ? `${compass[(value / 90) % 4]} ${value}°` : `${value}°`;
          },
        },
      },
      yAxis: { min: 0, max: 90, tickInterval: 15, title: { text: elevationTitle } },
      tooltip: {
        formatter() {
          return `${this.series.name}<br/>${formatNumber(Number(this.x), language, 0)}°: <b>${formatNumber(this.y, language, 1)}°</b>`;
        },
      },
      plotOptions: { series: { animation: false, connectNulls: false } },
      series: series.map(seriesOptions),
    }),
    [series, compass, azimuthTitle, elevationTitle, language],
  );
  return <ChartFrame options={options} summary={summary} height={height} />;
}
