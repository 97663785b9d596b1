/**
 * A chart with its text alternative: the SVG is hidden from screen readers, which read the
 * `summary` instead (the figures the chart shows, in words), so a chart never stands alone.
 * Highcharts loads with the first chart (a loading state in the chart's place meanwhile, and a
 * retry if it fails); the place keeps the chart's height, so nothing below it jumps.
 */

import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { LazyContent } from '../../components/lazy-content';
import { HighchartsChart } from './highcharts-chart';
import { highchartsModule } from './highcharts-module';

export interface ChartFrameProps {
  options: Options;
  /** What the chart shows, read by screen readers instead of the drawing. */
  summary: string;
  /** [px] */
  height?: number;
  /** Called once the chart is drawn. */
  onDrawn?: () => void;
}

export function ChartFrame({ options, summary, height = 240, onDrawn }: ChartFrameProps) {
  const framed = useMemo<Options>(
    () => ({ ...options, chart: { ...options.chart, height }, accessibility: { enabled: false } }),
    [options, height],
  );
  return (
    <div style={{ minHeight: height }}>
      <LazyContent module={highchartsModule} label="chart">
        {({ Highcharts }) => (
          <figure role="img" aria-label={summary} style={{ margin: 0 }}>
            <div aria-hidden="true">
              <HighchartsChart highcharts={Highcharts} options={framed} onLoad={onDrawn} />
            </div>
          </figure>
        )}
      </LazyContent>
    </div>
  );
}
