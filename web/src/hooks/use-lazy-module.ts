/**
 * A lazily loaded module in a component: loaded on mount (or once `wanted` turns true), with its
 * failure and a retry.
 */
import { useEffect, useState } from 'react';
import type { LazyModule } from '../lib/lazy-module';

export interface LazyModuleState<T> {
  /** The module once loaded (at once when it already was). */
  value: T | undefined;
  /** The load failed or timed out. */
  failed: boolean;
  /** Loads it again after a failure. */
  retry(): void;
}

export function useLazyModule<T>(module: LazyModule<T>, wanted = true): LazyModuleState<T> {
  const [value, setValue] = useState<T | undefined>(() => module.loaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A failure waits for the retry, which clears it and so runs this again.
    if (value !== undefined || failed || !wanted) return;
    let current = true;
    module.load().then(
      (loaded) => {
        if (current) setValue(() => loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [module, value, failed, wanted]);
  return {
    value,
    failed,
    retry: () => setFailed(false),
  };
}
