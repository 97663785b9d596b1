/**
 * Cloudscape's Modal with its code loaded when a dialog first opens, or once the page has painted
 * (so opening one rarely waits): no page shows a dialog on its first load, and the modal's code
 * (portal, focus lock, its contexts: about 5 KB gzipped) was in every signed-in route's first
 * load through the logout question. The same props as Cloudscape's Modal; while the code is on
 * its way an open dialog shows the loading overlay, and a failed load says so with a retry.
 */
import type { ModalProps } from '@cloudscape-design/components/modal';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useLazyModule } from '../hooks/use-lazy-module';
import { lazyModule } from '../lib/lazy-module';
import { LazyFailed, LazyLoading } from './lazy-content';

export type { ModalProps };

const modalCode = lazyModule(() => import('@cloudscape-design/components/modal'));

export function Modal(props: ModalProps) {
  useAfterFirstPaint(modalCode.preload);
  const { value, failed, retry } = useLazyModule(modalCode, props.visible);
  if (value !== undefined) return <value.default {...props} />;
  if (!props.visible) return null;
  if (failed) return <LazyFailed onRetry={retry} />;
  return <LazyLoading kind="dialog" placement="overlay" />;
}
