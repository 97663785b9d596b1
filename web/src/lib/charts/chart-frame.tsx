/**
 * A chart with its text alternative: the SVG is hidden from screen readers, which read the
 * `summary` instead (the figures the chart shows, in words), so a chart never stands alone.
 */

import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { HighchartsChart } from './highcharts-chart';

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
    <figure role="img" aria-label={summary} style={{ margin: 0 }}>
      <div aria-hidden="true">
        <HighchartsChart options={framed} onLoad={onDrawn} />
      </div>
    </figure>
  );
}
