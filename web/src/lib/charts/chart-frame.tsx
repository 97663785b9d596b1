/**
 * A chart with its text alternative: the SVG is hidden from screen readers, which read the
 * `summary` instead (the figures the chart shows, in words), so a chart never stands alone.
 * Highcharts loads with the first chart: the summary is there at once, the drawing's place shows
 * a loading state of the chart's height meanwhile (nothing below it jumps), and a failed load
 * says so with a retry.
 */

import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { LazyFailed, LazyLoading } from '../../components/lazy-content';
import { useLazyModule } from '../../hooks/use-lazy-module';
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
  const highcharts = useLazyModule(highchartsModule);
  if (highcharts.failed) return <LazyFailed onRetry={highcharts.retry} />;
  return (
    <figure role="img" aria-label={summary} style={{ margin: 0, minHeight: height }}>
      <div aria-hidden="true">
        {highcharts.value ? (
          <HighchartsChart highcharts={highcharts.value.Highcharts} options={framed} onLoad={onDrawn} />
        ) : (
          <LazyLoading kind="chart" />
        )}
      </div>
    </figure>
  );
}
