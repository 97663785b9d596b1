/**
 * What shows in place of code loaded when first needed (lib/lazy-module): a loading state that
 * says what is coming, then the content; a failed or timed-out load (chunk loading failures
 * are errors [ERR-5]) says so with a retry, and the rest of the page goes on working.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type ComponentType, type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useLazyModule } from '../hooks/use-lazy-module';
import type { LazyModule } from '../lib/lazy-module';
import { LoadingOverlay } from './loading-overlay';

/** What is loading: the key of the text the loading state shows (`common:lazy.<kind>`). */
export type LazyKind =
  | 'step'
  | 'chart'
  | 'map'
  | 'roofDrawer'
  | 'horizon'
  | 'results'
  | 'dialog'
  | 'slider'
  | 'climate';

/** Inline: a status line in the content's place; overlay: over the page (a dialog opening). */
export type LazyPlacement = 'inline' | 'overlay';

/**
 * The size of an inline loading state: the content's own, so that nothing below it moves when it
 * shows (e.g. `{ blockSize: 60 }`); a status line's height when not given.
 */
export type LazyBox = Pick<CSSProperties, 'blockSize' | 'inlineSize' | 'maxInlineSize' | 'aspectRatio'>;

interface LazyContentProps<T> {
  module: LazyModule<T>;
  kind: LazyKind;
  placement?: LazyPlacement;
  box?: LazyBox;
  children(value: T): ReactNode;
}

/**
 * @example
 * <LazyContent module={mapsLibrary} kind="map">{(maps) => <maps.Map … />}</LazyContent>
 */
export function LazyContent<T>({ module, kind, placement = 'inline', box, children }: LazyContentProps<T>) {
  const { value, failed, retry } = useLazyModule(module);
  if (value !== undefined) return <>{children(value)}</>;
  if (failed) return <LazyFailed onRetry={retry} />;
  return <LazyLoading kind={kind} placement={placement} box={box} />;
}

/** The loading state of code on its way. */
export function LazyLoading({
  kind,
  placement = 'inline',
  box,
}: {
  kind: LazyKind;
  placement?: LazyPlacement;
  box?: LazyBox | undefined;
}) {
  const { t } = useTranslation();
  if (placement === 'overlay') return <LoadingOverlay text={t(`lazy.${kind}`)} />;
  const line = <StatusIndicator type="loading">{t(`lazy.${kind}`)}</StatusIndicator>;
  return box ? <div style={box}>{line}</div> : line;
}

/** Code that failed to load (or timed out): says so, with a retry. */
export function LazyFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}>
      {t('lazy.failed')}
    </Alert>
  );
}

/**
 * A component whose code is loaded when it first renders, with LazyContent's states meanwhile.
 *
 * @example
 * const RoofDrawer = lazyComponent(roofDrawerModule, (m) => m.RoofDrawer, 'roofDrawer', 'overlay');
 */
export function lazyComponent<T, P extends object>(
  module: LazyModule<T>,
  pick: (loaded: T) => ComponentType<P>,
  kind: LazyKind,
  placement: LazyPlacement = 'inline',
  box?: LazyBox,
): ComponentType<P> {
  function Lazy(props: P) {
    return (
      <LazyContent module={module} kind={kind} placement={placement} box={box}>
        {(loaded) => {
          const Component = pick(loaded);
          return <Component {...props} />;
        }}
      </LazyContent>
    );
  }
  return Lazy;
}

/**
 * As `lazyComponent`, but its code is fetched only once the page has painted (unless it is there
 * already): a part below what the user sees first, which must not hold that up. `box` sizes its
 * loading state as the part, so nothing moves when it shows.
 */
export function lazyComponentAfterPaint<T, P extends object>(
  module: LazyModule<T>,
  pick: (loaded: T) => ComponentType<P>,
  kind: LazyKind,
  box?: LazyBox,
): ComponentType<P> {
  const Loaded = lazyComponent(module, pick, kind, 'inline', box);
  function AfterPaint(props: P) {
    const [painted, setPainted] = useState(() => module.loaded() !== undefined);
    useAfterFirstPaint(() => setPainted(true));
    return painted ? <Loaded {...props} /> : <LazyLoading kind={kind} box={box} />;
  }
  return AfterPaint;
}
