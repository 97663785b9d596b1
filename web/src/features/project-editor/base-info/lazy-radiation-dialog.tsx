/**
 * The radiation view (a dialog opened from the location, its monthly chart among it) is a chunk
 * of its own, fetched once the step has painted: nothing renders until it has loaded or is opened,
 * and an opening before that shows the page's loading overlay until the dialog is there.
 */
import type { ComponentProps } from 'react';
import { lazyComponent } from '@/components/lazy-content';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { lazyModule } from '@/lib/lazy-module';

const radiationDialog = lazyModule(() => import('./radiation-dialog'));
const LoadedRadiationDialog = lazyComponent(radiationDialog, (m) => m.RadiationDialog, 'chart', 'overlay');

export function RadiationDialog(props: ComponentProps<typeof LoadedRadiationDialog>) {
  useAfterFirstPaint(radiationDialog.preload);
  if (!props.visible && radiationDialog.loaded() === undefined) return null;
  return <LoadedRadiationDialog {...props} />;
}
