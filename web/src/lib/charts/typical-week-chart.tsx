/**
 * A load's typical week [LOAD-5]: the mean power of each step of each weekday, Monday first, as
 * one line over the week (the step as the file gave it, 15 minutes or coarser), the days named
 * on the axis in the site's language. Its text alternative gives each day's mean and peak.
 */
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { formatNumber } from '../format-number';
import type { Language } from '../language';
import { ChartFrame } from './chart-frame';
import { BRAND_COLOUR } from './colours';

const HOURS_PER_DAY = 24;

/** Weekday names in `language`, Monday first. */
export function weekdayNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}

export interface TypicalWeekChartProps {
  /** 7 days (Monday first) × the steps of a day. [kW] */
  weekKw: readonly (readonly number[])[];
  /** The step of the values. [min] */
  stepMinutes: number;
  /** The series' name (the tooltip's), e.g. "Load". */
  name: string;
  language: Language;
  height?: number;
  onDrawn?: () => void;
}

/** Each day's mean and peak, in words: what the chart says to a screen reader. */
export function typicalWeekSummary(
  weekKw: readonly (readonly number[])[],
  name: string,
  language: Language,
): string {
  const days = weekdayNames(language);
  const kw = (value: number) => `${formatNumber(value, language, 2)} kW`;
  const parts = weekKw.map((day, index) => {
    const mean = day.reduce((sum, value) => sum + value, 0) / Math.max(1, day.length);
    return `${days[index]} ${kw(mean)} / ${kw(Math.max(...day))}`;
  });
  return `${name}: ${parts.join(', ')}`;
}

export function TypicalWeekChart(props: TypicalWeekChartProps) {
  const { weekKw, stepMinutes, name, language, height = 220, onDrawn } = props;
  const options = useMemo<Options>(() => {
    const days = weekdayNames(language);
    const stepHours = stepMinutes / 60;
    const points = weekKw.flatMap((day, d) =>
      day.map((value, s) => [d * HOURS_PER_DAY + s * stepHours, value] as [number, number]),
    );
    return {
      chart: { type: 'line', animation: false },
      title: { text: undefined },
      legend: { enabled: false },
      xAxis: {
        min: 0,
        max: 7 * HOURS_PER_DAY,
        tickInterval: HOURS_PER_DAY,
        gridLineWidth: 1,
        labels: {
          align: 'left',
          formatter() {
            return days[Math.floor(Number(this.value) / HOURS_PER_DAY)] ?? '';
          },
        },
      },
      yAxis: { title: { text: 'kW' }, min: 0 },
      tooltip: {
        formatter() {
          const at = Number(this.x);
          const day = days[Math.floor(at / HOURS_PER_DAY)] ?? '';
          const minutes = Math.round((at % HOURS_PER_DAY) * 60);
          const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          return `${day} ${clock}: <b>${formatNumber(this.y, language, 2)}</b> kW`;
        },
      },
      plotOptions: { series: { animation: false, marker: { enabled: false }, lineWidth: 1.5 } },
      series: [{ type: 'line', name, data: points, color: BRAND_COLOUR }],
    };
  }, [weekKw, stepMinutes, name, language]);
  return (
    <ChartFrame
      options={options}
      height={height}
      summary={typicalWeekSummary(weekKw, name, language)}
      onDrawn={onDrawn}
    />
  );
}
