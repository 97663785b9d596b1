/**
 * The drawing of the roof drawer and its rules (001 §5 "Roof drawing", §4): corners added only
 * once a panel is chosen, an area overlapping another array refused ('This area has already been
 * used, please repaint'), at least one panel kept ('At least one PV modules must be present'),
 * and the panels refilled 800 ms after the last edit (use-fill-redraw.ts).
 */
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import { polygonsOverlap } from '@pvd/shared/layout/overlap';
import { cornersToPlan, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { fillOptionsOf } from '@pvd/shared/project/array-engine';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../../../../../hooks/use-latest';
import { createStore, type Store, useStore, useStorePart } from '../../../../../../lib/store';
import * as edit from './drawing';
import { type FillInputs, fullLayout, keptCount } from './layout-view';
import type { OtherArea } from './plan-canvas';
import { defaultSpacing, layingOf, type RoofValues, typedSpacing } from './roof-values';
import { type FillState, useFillRedraw } from './use-fill-redraw';

export type DrawingStore = Store<edit.Drawing>;
const cornersOf = (drawing: edit.Drawing) => drawing.corners;
const closedOf = (drawing: edit.Drawing) => drawing.closed;
const removedOf = (drawing: edit.Drawing) => drawing.removed;
const hasHistory = (drawing: edit.Drawing) => drawing.history.length > 0;

export type DrawingMessage = 'overlap' | 'lastPanel' | 'panelFirst';

/** The laying parameters the fill needs, or null while one is missing or invalid. */
export type LayingInputs = FillInputs['options'] | null;

interface Options {
  frame: LocalFrame;
  initial: edit.Drawing;
  others: OtherArea[];
  laying: LayingInputs;
  hasPanel: boolean;
}

/** The drawing's edits; one identity for the drawer's life (memoised tools and lists keep theirs). */
export interface RoofActions {
  dismissMessage(): void;
  addCorner(point: Point): void;
  closeArea(): void;
  beginMove(): void;
  moveCorner(index: number, point: Point): void;
  endMove(): void;
  deleteCorner(index: number): void;
  removePanel(index: number): void;
  undo(): void;
  clear(): void;
}

/** What the actions read of the last render. */
interface Latest {
  frame: LocalFrame;
  others: OtherArea[];
  hasPanel: boolean;
  message: DrawingMessage | null;
}

function roofActions(
  latest: RefObject<Latest>,
  store: DrawingStore,
  fill: Store<FillState>,
  setMessage: (message: DrawingMessage | null) => void,
): RoofActions {
  const apply = (change: (drawing: edit.Drawing) => edit.Drawing) => store.set(change);
  const overlaps = (corners: edit.Drawing['corners']) => {
    const area = cornersToPlan(latest.current.frame, corners);
    return latest.current.others.some((other) => polygonsOverlap(area, other.polygon));
  };
  const toCorner = (point: Point) => planToCorner(latest.current.frame, point);
  return {
    dismissMessage: () => setMessage(null),
    addCorner(point) {
      if (!latest.current.hasPanel) {
        setMessage('panelFirst');
        return;
      }
      setMessage(null);
      apply((d) => edit.addCorner(d, toCorner(point)));
    },
    closeArea() {
      if (!edit.mayClose(store.get())) return;
      if (overlaps(store.get().corners)) {
        // 'please repaint': the area goes (undo brings its corners back).
        apply(edit.clearArea);
        setMessage('overlap');
        return;
      }
      setMessage(null);
      apply(edit.closeArea);
    },
    beginMove: () => apply(edit.beginMove),
    moveCorner: (index, point) => apply((d) => edit.moveCorner(d, index, toCorner(point))),
    endMove() {
      if (store.get().closed && overlaps(store.get().corners)) {
        apply(edit.refuse);
        setMessage('overlap');
      }
    },
    deleteCorner(index) {
      const next = edit.deleteCorner(store.get(), index);
      if (next.closed && overlaps(next.corners)) {
        setMessage('overlap');
        return;
      }
      apply(() => next);
    },
    removePanel(index) {
      const { pending, layout } = fill.get();
      if (pending || !layout) return;
      if (keptCount(layout, store.get().removed) <= 1) {
        setMessage('lastPanel');
        return;
      }
      if (latest.current.message) setMessage(null);
      apply((d) => edit.removePanel(d, index));
    },
    undo: () => apply(edit.undo),
    clear: () => apply(edit.clearArea),
  };
}

export function useRoofDrawing({ frame, initial, others, laying, hasPanel }: Options) {
  // The drawing lives in a store (lib/store.ts), not in React state: a removed panel renders the
  // plan and the count, not the drawer. In state the drawer and its modal re-rendered, and every
  // Cloudscape control in the modal with them (they read the modal's contexts, which a memo does
  // not stop): about 20 ms for each removal of 5 000 panels (issue 11 §5).
  const [store] = useState(() => createStore(initial));
  // The drawer renders on the area's edits; a removed panel renders only the parts that show it.
  const corners = useStorePart(store, cornersOf);
  const closed = useStorePart(store, closedOf);
  const edited = useStorePart(store, hasHistory);
  const [message, setMessage] = useState<DrawingMessage | null>(null);
  const polygon = useMemo(() => cornersToPlan(frame, corners), [frame, corners]);

  const inputs = useMemo<FillInputs | null>(
    () => (closed && laying ? { options: laying, polygon } : null),
    [closed, laying, polygon],
  );
  const fill = useFillRedraw(inputs);

  const latest = useLatest<Latest>({ frame, others, hasPanel, message });
  const [actions] = useState(() => roofActions(latest, store, fill, setMessage));
  // "Choose a panel first" goes once one is chosen: the user did what it asked.
  if (hasPanel && message === 'panelFirst') setMessage(null);

  // Other laying parameters number the panels differently: the removals no longer name them.
  const layingKey = JSON.stringify(laying);
  const firstKey = useRef(layingKey);
  useEffect(() => {
    if (layingKey === firstKey.current) return;
    firstKey.current = layingKey;
    store.set(edit.forgetRemovals(store.get()));
  }, [layingKey, store]);

  return {
    store,
    /** The area's corners, as stored (WGS-84). */
    corners,
    /** The same corners in the plan frame. [m] */
    polygon,
    closed,
    /** The drawing has changed since the drawer opened (undo has a step). */
    edited,
    tools: { mayClose: edit.mayClose({ corners, closed }), mayUndo: edited, hasCorners: corners.length > 0 },
    mayDeleteCorner: edit.mayDeleteCorner({ corners, closed }),
    /** The fill shown (redrawn 800 ms after an edit). */
    fill,
    message,
    actions,
    /** The area's kept panels now, without waiting for the redraw (for saving). */
    countNow: () => keptCount(fullLayout(inputs), store.get().removed),
  };
}

/**
 * The kept panels shown, whether they wait for a redraw, and why the area holds none when it is
 * beyond the fill's bounds: renders its caller on a removal or a redraw (the drawer does not).
 */
export function useShownCount(store: DrawingStore, fill: Store<FillState>) {
  const removed = useStorePart(store, removedOf);
  const { layout, pending, refusal } = useStore(fill);
  return { count: keptCount(layout, removed), pending, refusal };
}

/** The removed panels as a set, for the plan. */
export function useRemovedSet(store: DrawingStore): ReadonlySet<number> {
  const removed = useStorePart(store, removedOf);
  return useMemo(() => new Set(removed), [removed]);
}

/** The row spacing (the typed one, or the default for the values) and the fill's inputs. */
export function useLayingInputs(values: RoofValues, latitude: number) {
  const spacingDefault = defaultSpacing(values, latitude);
  const spacing = values.spacingEdited ? typedSpacing(values.rowSpacing) : spacingDefault;
  const { panel, layingMethod, tilt, azimuth } = values;
  const laying = useMemo<LayingInputs>(() => {
    const laid = layingOf({ panel, layingMethod, tilt, azimuth });
    return laid && spacing !== null
      ? fillOptionsOf({ ...laid, layout: { ...laid.layout, rowSpacing: spacing } })
      : null;
  }, [panel, spacing, layingMethod, tilt, azimuth]);
  return { spacingDefault, spacing, laying };
}

export type RoofDrawing = ReturnType<typeof useRoofDrawing>;
