/**
 * The live results panel shows from the PV array step on, which is itself loaded later: its code
 * (the report call's schemas, the figures, the monthly bars) and its strings are a chunk of their
 * own, preloaded with the later steps once the first one has painted (step-registry).
 */
import { lazyComponent } from '@/components/lazy-content';
import { withNamespaces } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy-module';

const liveResults = lazyModule(
  withNamespaces(
    ['editorFinance', 'editorSurroundings', 'editorBase', 'editorArrays'],
    () => import('./live-results-panel'),
  ),
);

export const LiveResultsPanel = lazyComponent(liveResults, (m) => m.LiveResultsPanel, 'results');

/** Starts loading the panel without waiting. */
export function preloadLiveResults(): void {
  liveResults.preload();
}
