/**
 * Monthly horizontal and tilted-plane radiation as grouped bars (001 §2 "Solar radiation
 * dialog"), with Highcharts. The same figures are in the dialog's table for screen readers.
 */
import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';

export interface RadiationSeries {
  /** Month names in the site's language, Jan … Dec. */
  months: string[];
  horizontal: { name: string; values: number[] };
  tilted: { name: string; values: number[] };
  /** The axis title, with its unit. */
  unit: string;
  /** What the chart shows, for assistive technology. */
  description: string;
}

/** The brand colour (001 §9 #f08519) for the array's plane, a neutral grey for the horizontal. */
const COLOURS = { horizontal: '#8d99a8', tilted: '#f08519' };

export function RadiationChart({ series }: { series: RadiationSeries }) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { type: 'column', height: 320 },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false, description: series.description },
      xAxis: { categories: series.months },
      yAxis: { min: 0, title: { text: series.unit } },
      tooltip: { shared: true, valueDecimals: 1 },
      series: [
        {
          type: 'column',
          name: series.horizontal.name,
          data: series.horizontal.values,
          color: COLOURS.horizontal,
        },
        { type: 'column', name: series.tilted.name, data: series.tilted.values, color: COLOURS.tilted },
      ],
    }),
    [series],
  );
  return (
    <div role="img" aria-label={series.description}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
