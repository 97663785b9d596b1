/**
 * A value kept outside React state, read by parts (issue 11 §5: "removing a panel feels
 * instant", a redraw ≤ 50 ms). The drawing and the fill live here so that a removed panel or a
 * refill renders the plan and the count, not the drawer: in React state the drawer and its modal
 * re-rendered, and every Cloudscape control in the modal with them (they read the modal's
 * contexts, which a memo does not stop), about 20 ms for each change. A component reads the
 * part it shows with `useStorePart` and renders only when that part changes.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A part of the value; the caller renders again only when it changes (Object.is). `part` must
 * answer the same value for the same input (a field, a boolean), not a new object, and be
 * defined once (module level), not in the render.
 */
export function useStorePart<T, P>(store: Store<T>, part: (value: T) => P): P {
  const snapshot = useCallback(() => part(store.get()), [store, part]);
  return useSyncExternalStore(store.subscribe, snapshot);
}

/** The whole value, as a part. */
export const whole = <T>(value: T): T => value;
