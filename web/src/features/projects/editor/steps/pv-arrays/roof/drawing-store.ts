/**
 * The drawing kept outside React state (issue 11 §5, "removing a panel feels instant"): a panel
 * removed must re-render the plan and the count, not the drawer. In React state the drawer and
 * its modal re-rendered, and every Cloudscape control in the modal with them (they read the
 * modal's contexts, which a memo does not stop): about 20 ms per removal for 5 000 panels.
 * Components read the parts they show with `useDrawingPart`, which renders them only when that
 * part changes (a removal keeps the corners' identity, so the drawer's view of them holds).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Drawing } from './drawing';

export interface DrawingStore {
  get(): Drawing;
  set(next: Drawing): void;
  subscribe(listener: () => void): () => void;
}

export function createDrawingStore(initial: Drawing): DrawingStore {
  let drawing = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => drawing,
    set(next) {
      if (next === drawing) return;
      drawing = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A part of the drawing; the caller renders again only when it changes (Object.is). `part` must
 * answer the same value for the same drawing (a field, a boolean), not a new object, and be
 * defined once (module level), not in the render.
 */
export function useDrawingPart<T>(store: DrawingStore, part: (drawing: Drawing) => T): T {
  const snapshot = useCallback(() => part(store.get()), [store, part]);
  return useSyncExternalStore(store.subscribe, snapshot);
}

export const cornersOf = (drawing: Drawing) => drawing.corners;
export const closedOf = (drawing: Drawing) => drawing.closed;
export const removedOf = (drawing: Drawing) => drawing.removed;
export const hasHistory = (drawing: Drawing) => drawing.history.length > 0;
