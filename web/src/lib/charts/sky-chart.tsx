/**
 * The sky seen from a point of the site, elevation against azimuth (the far horizon's chart and
 * the sun-path diagram): the horizon filled from below, the sun's paths of the given days as
 * lines (each strong enough to read, the summer's as the winter's), the hour lines of solar time
 * across them with their hours, and the obstacles as the outlines of sky they hide. Loaded on demand (Highcharts is large),
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
  kind: 'horizon' | 'sun' | 'obstacle' | 'hour';
  points: readonly SkyPoint[];
  /** Shares the legend entry of the series before it. */
  linked?: boolean;
  /** An hour line's hour, written at its summer end (e.g. '9'). */
  label?: string;
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

const COLOURS = { horizon: '#7d8998', obstacle: '#5f3a1f', sun: '#c45f00', hour: '#5f6b7a' } as const;

/**
 * The sun's paths: one hue, from full strength (the first day, the winter's) to 0.65 (the last,
 * the summer's), so the lightest still reads on white; dashed every other one for print.
 */
function sunOpacity(sunIndex: number, suns: number): number {
  return suns > 1 ? 1 - (0.35 * sunIndex) / (suns - 1) : 1;
}

function seriesOptions(entry: SkySeries, sunIndex: number, suns: number): SeriesOptionsType {
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
  if (entry.kind === 'hour') {
    // Thin dotted lines under the paths, the hour written at the line's last (summer) end.
    const last = data.length - 1;
    return {
      type: 'line',
      name: entry.name,
      data: data.map((point, i) =>
        i === last && point && entry.label
          ? { x: point[0], y: point[1], dataLabels: { enabled: true, format: entry.label } }
          : point,
      ),
      color: COLOURS.hour,
      lineWidth: 0.8,
      dashStyle: 'Dot',
      marker: { enabled: false },
      showInLegend: !entry.linked,
      enableMouseTracking: false,
      dataLabels: { style: { fontSize: '10px', fontWeight: 'normal', textOutline: 'none' }, y: -4 },
      zIndex: 1,
    };
  }
  return {
    type: 'line',
    name: entry.name,
    data,
    color: COLOURS.sun,
    opacity: sunOpacity(sunIndex, suns),
    lineWidth: 2,
    dashStyle: sunIndex % 2 === 0 ? 'Solid' : 'ShortDash',
    marker: { enabled: false },
    zIndex: 2,
  };
}

export default function SkyChart(props: SkyChartProps) {
  const { series, compass, azimuthTitle, elevationTitle, summary, language, height = 260 } = props;
  const options = useMemo<Options>(() => {
    const suns = series.filter((entry) => entry.kind === 'sun');
    return {
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
      series: series.map((entry) => seriesOptions(entry, suns.indexOf(entry), suns.length)),
    };
  }, [series, compass, azimuthTitle, elevationTitle, language]);
  return <ChartFrame options={options} summary={summary} height={height} />;
}
