/**
 * The roof drawer (its plan, tools, fill and backdrops) as a chunk of its own: loaded when the
 * user first opens it, or earlier by `preloadRoofDrawer` once the PV array step has painted; a
 * loading overlay covers the page meanwhile, as the drawer will.
 */
import { lazyComponent } from '@/components/lazy-content';
import { withNamespaces } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy-module';

const roofDrawer = lazyModule(
  withNamespaces(
    ['editorRoof', 'editorArrays', 'editorSurroundings', 'panel'],
    () => import('./roof-drawer'),
  ),
);

export const RoofDrawer = lazyComponent(roofDrawer, (m) => m.RoofDrawer, 'roofDrawer', 'overlay');

/** Starts loading the drawer's code without waiting. */
export function preloadRoofDrawer(): void {
  roofDrawer.preload();
}
