/**
 * Highcharts as a chunk of its own (about 140 KB gzipped, more than the rest of a page's first
 * load), loaded with the first chart a page draws, or earlier by `preloadCharts`.
 */
import { lazyModule } from '../lazy-module';

export const highchartsModule = lazyModule(() => import('./highcharts'));

/** Starts loading Highcharts without waiting: a page that soon shows charts calls it after its first paint. */
export function preloadCharts(): void {
  highchartsModule.preload();
}
