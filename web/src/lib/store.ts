/**
 * A tiny observable value for state that lives outside React (session, notifications, dialogs,
 * the roof drawer's drawing) but must re-render the components that read it (through
 * `useSyncExternalStore`); `useStorePart` re-renders only when the part a component shows changes.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a store holding `initial`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's current value; re-renders when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * A part of the store's value; the caller renders again only when it changes (Object.is). `part`
 * must answer the same value for the same input (a field, a boolean), not a new object, and be
 * defined once (module level), not in the render.
 */
export function useStorePart<T, P>(store: Store<T>, part: (value: T) => P): P {
  const snapshot = useCallback(() => part(store.get()), [store, part]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
