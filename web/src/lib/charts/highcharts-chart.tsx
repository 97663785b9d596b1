/**
 * A Highcharts chart in a div: created once, updated in place when the options change, destroyed
 * with the component. Our own dozen lines instead of highcharts-react-official, whose UMD build
 * reached the production bundle as a module object (React error #130: the element type was an
 * object) although the tests, run from source, passed. Highcharts is given, not imported, so that
 * it stays in its own chunk (highcharts-module.ts).
 */
import type { Chart, Options } from 'highcharts';
import { useEffect, useRef } from 'react';
import type { Highcharts } from './highcharts';

export interface HighchartsChartProps {
  /** The loaded Highcharts (highchartsModule). */
  highcharts: typeof Highcharts;
  options: Options;
  /** Called once the chart is drawn (Highcharts' load callback): the report waits for it. */
  onLoad?: () => void;
}

export function HighchartsChart({ highcharts, options, onLoad }: HighchartsChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  // Created once with the first options; later ones go through `update` below.
  const firstOptions = useRef(options);
  const loaded = useRef(onLoad);
  loaded.current = onLoad;
  useEffect(() => {
    if (!container.current) return;
    chart.current = highcharts.chart(container.current, firstOptions.current, () => loaded.current?.());
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [highcharts]);
  useEffect(() => {
    // oneToOne: series that are gone are removed, not kept.
    chart.current?.update(options, true, true);
  }, [options]);
  return <div ref={container} />;
}
