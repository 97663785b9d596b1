/**
 * The fill of the drawn area, redrawn 800 ms after the last edit [WIZ-5], kept in a store: the
 * plan and the count render when it is redrawn, the drawer does not (see useRoofEdit).
 */
import { useLayoutEffect, useState } from 'react';
import { createStore, type Store } from '@/lib/store';
import { type AreaFill, type FillInputs, fillArea } from './layout-view';

/** The layout is redrawn this long after an edit of the area [WIZ-5]. [ms] */
export const REDRAW_DELAY_MS = 800;

export interface FillState extends AreaFill {
  /** The inputs `layout` was filled from. */
  inputs: FillInputs | null;
  /** An edit waits for the redraw: `layout` is the previous one. */
  pending: boolean;
}

export function useFillRedraw(inputs: FillInputs | null): Store<FillState> {
  const [store] = useState(() => createStore<FillState>({ inputs, ...fillArea(inputs), pending: false }));
  // A layout effect: the plan shows "redrawing" in the same frame as the edit.
  useLayoutEffect(() => {
    const now = store.get();
    if (now.inputs === inputs) {
      // Back to the inputs shown (an undo within the wait): nothing to redraw.
      if (now.pending) store.set({ ...now, pending: false });
      return;
    }
    if (!now.pending) store.set({ ...now, pending: true });
    const timer = setTimeout(
      () => store.set({ inputs, ...fillArea(inputs), pending: false }),
      REDRAW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [inputs, store]);
  return store;
}
