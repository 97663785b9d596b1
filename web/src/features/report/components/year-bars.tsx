/**
 * Bars by year (the 25-year generation, the cumulative income): the years on the axis with
 * only the odd ones labelled, values below zero in a second colour, and an optional marked point
 * (the payback period, where the cumulative income crosses zero). Printed, so no animation and no outlined labels.
 */
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { ChartFrame } from '@/lib/charts/chart-frame';
import { BRAND_COLOUR, SECOND_COLOUR } from '@/lib/charts/highcharts';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import { yearAxisLabel } from '../model/units';

export interface YearBarsProps {
  name: string;
  /** One value per year, the first for `firstYear`. */
  values: readonly number[];
  firstYear: number;
  /** Axis title, e.g. 'kWh'. */
  unit: string;
  /** The axis title of the years. */
  yearTitle: string;
  language: Language;
  /**
   * A point on the year axis to mark with a line and its label (the payback period): in years,
   * on the same scale as the bars, so 7.8 lies between the bars of years 7 and 8.
   */
  marked?: { atYear: number; label: string };
  summary: string;
  onDrawn: () => void;
}

export function YearBars(props: YearBarsProps) {
  const { name, values, firstYear, unit, yearTitle, language, marked, summary, onDrawn } = props;
  const options = useMemo<Options>(() => {
    const years = values.map((_, index) => firstYear + index);
    return {
      chart: { type: 'column', animation: false },
      title: { text: undefined },
      legend: { enabled: false },
      xAxis: {
        categories: years.map(String),
        title: { text: yearTitle },
        labels: {
          step: 1,
          formatter() {
            return yearAxisLabel(Number(this.value));
          },
        },
        plotLines: marked
          ? [
              {
                value: marked.atYear - firstYear,
                color: '#0972d3',
                width: 2,
                dashStyle: 'Dash',
                zIndex: 5,
                label: { text: marked.label, rotation: 0, style: { color: '#0972d3' } },
              },
            ]
          : [],
      },
      yAxis: {
        title: { text: unit },
        labels: {
          formatter() {
            return formatNumber(Number(this.value), language, 0);
          },
        },
      },
      plotOptions: { series: { animation: false } },
      series: [
        {
          type: 'column',
          name,
          color: BRAND_COLOUR,
          negativeColor: SECOND_COLOUR,
          data: [...values],
        },
      ],
    };
  }, [name, values, firstYear, unit, yearTitle, language, marked]);
  // The marked point is part of what a screen reader hears, as it is of what the eye sees.
  const described = marked ? `${summary} ${marked.label}` : summary;
  return <ChartFrame options={options} summary={described} height={280} onDrawn={onDrawn} />;
}
