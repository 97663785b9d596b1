/**
 * The roof drawer's edit (roof-edit.ts) in a store, with the drawing's rules [WIZ-5]: corners
 * added only once a panel is chosen, an area overlapping another array refused ('This area has
 * already been used, please repaint'), at least one panel kept ('At least one PV modules must be
 * present'), and the panels refilled 800 ms after the last edit (use-fill-redraw.ts).
 *
 * A store (lib/store.ts), not React state: a removed panel renders the plan and the count, not
 * the drawer. In state the drawer and its modal re-rendered, and every Cloudscape control in the
 * modal with them (they read the modal's contexts, which a memo does not stop): about 20 ms for
 * each removal of 5 000 panels. The drawer renders on the fields and the area's outline only.
 */
import type { PanelFillOptions } from '@pvd/shared/layout/fill';
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import { polygonsOverlap } from '@pvd/shared/layout/overlap';
import { cornersToPlan, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { fillMountingOf } from '@pvd/shared/project/design/array-engine';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { createStore, type Store, useStore, useStorePart } from '@/lib/store';
import * as edit from './drawing';
import { type FillInputs, fullLayout, keptCount } from './layout-view';
import type { OtherArea } from './other-areas';
import { type DrawingMessage, type RoofEdit, withFields } from './roof-edit';
import { fillOptionsOfFields, type RoofFields } from './roof-fields';
import { type FillState, useFillRedraw } from './use-fill-redraw';

export type RoofEditStore = Store<RoofEdit>;
const fieldsOf = (state: RoofEdit) => state.fields;
const cornersOf = (state: RoofEdit) => state.drawing.corners;
const closedOf = (state: RoofEdit) => state.drawing.closed;
const removedOf = (state: RoofEdit) => state.drawing.removed;
const hasHistory = (state: RoofEdit) => state.drawing.history.length > 0;
const messageOf = (state: RoofEdit) => state.message;

/** The edit's changes; one identity for the drawer's life (memoised tools and lists keep theirs). */
export interface RoofActions {
  /** The fields changed: `change` answers the next fields from the current ones. */
  updateFields(change: (current: RoofFields) => RoofFields): void;
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
}

function roofActions(
  store: RoofEditStore,
  fill: Store<FillState>,
  latest: RefObject<Latest>,
  latitude: number,
): RoofActions {
  /** The drawing changed by `change`; `message` replaces the one shown (undefined keeps it). */
  const apply = (change: (drawing: edit.Drawing) => edit.Drawing, message?: DrawingMessage | null) =>
    store.set((state) => ({
      ...state,
      drawing: change(state.drawing),
      message: message === undefined ? state.message : message,
    }));
  const say = (message: DrawingMessage | null) =>
    store.set((state) => (state.message === message ? state : { ...state, message }));
  const drawing = () => store.get().drawing;
  const overlaps = (corners: edit.Drawing['corners']) => {
    const area = cornersToPlan(latest.current.frame, corners);
    return latest.current.others.some((other) => polygonsOverlap(area, other.polygon));
  };
  const toCorner = (point: Point) => planToCorner(latest.current.frame, point);
  return {
    updateFields: (change) => store.set((state) => withFields(state, change(state.fields), latitude)),
    dismissMessage: () => say(null),
    addCorner(point) {
      if (!store.get().fields.panel) say('panelFirst');
      else apply((d) => edit.addCorner(d, toCorner(point)), null);
    },
    closeArea() {
      if (!edit.mayClose(drawing())) return;
      // 'please repaint': the area goes (undo brings its corners back).
      if (overlaps(drawing().corners)) apply(edit.clearArea, 'overlap');
      else apply(edit.closeArea, null);
    },
    beginMove: () => apply(edit.beginMove),
    moveCorner: (index, point) => apply((d) => edit.moveCorner(d, index, toCorner(point))),
    endMove() {
      if (drawing().closed && overlaps(drawing().corners)) apply(edit.refuse, 'overlap');
    },
    deleteCorner(index) {
      const next = edit.deleteCorner(drawing(), index);
      if (next.closed && overlaps(next.corners)) say('overlap');
      else apply(() => next);
    },
    removePanel(index) {
      const { pending, layout } = fill.get();
      if (pending || !layout) return;
      if (keptCount(layout, drawing().removed) <= 1) say('lastPanel');
      else apply((d) => edit.removePanel(d, index), null);
    },
    undo: () => apply(edit.undo),
    clear: () => apply(edit.clearArea),
  };
}

/** The fill options of the fields, a new object only when what the fill depends on changed. */
function useFillOptions(fields: RoofFields, latitude: number): PanelFillOptions | null {
  const { panel, layingMethod, tilt, azimuth, rowSpacing, spacingEdited } = fields;
  // What of the mounting lays panels (a tracker's rotation does not).
  const mounting = JSON.stringify(fillMountingOf(fields.mounting) ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the name does not lay panels (its edits must not refill).
  return useMemo(
    () => fillOptionsOfFields(fields, latitude),
    [panel, layingMethod, tilt, azimuth, rowSpacing, spacingEdited, mounting, latitude],
  );
}

/** What the fill keeps free besides the area's edges: the obstacles' footprints and the setback. [m] */
export interface FillClearance {
  keepOut: Point[][];
  setbackM: number;
}

interface Options {
  initial: RoofEdit;
  frame: LocalFrame;
  others: OtherArea[];
  /** The site's. [°] */
  latitude: number;
  clearance?: FillClearance;
}

export function useRoofEdit({ initial, frame, others, latitude, clearance }: Options) {
  const [store] = useState(() => createStore(initial));
  const fields = useStorePart(store, fieldsOf);
  const corners = useStorePart(store, cornersOf);
  const closed = useStorePart(store, closedOf);
  const edited = useStorePart(store, hasHistory);
  const polygon = useMemo(() => cornersToPlan(frame, corners), [frame, corners]);

  const fieldOptions = useFillOptions(fields, latitude);
  const options = useMemo(
    () => (fieldOptions && clearance ? { ...fieldOptions, ...clearance } : fieldOptions),
    [fieldOptions, clearance],
  );
  // Other obstacles or another setback number the panels differently: the removals no longer name them.
  const firstClearance = useRef(clearance);
  useEffect(() => {
    if (clearance === firstClearance.current) return;
    firstClearance.current = clearance;
    store.set((state) => ({ ...state, drawing: edit.forgetRemovals(state.drawing) }));
  }, [clearance, store]);
  const inputs = useMemo<FillInputs | null>(
    () => (closed && options ? { options, polygon } : null),
    [closed, options, polygon],
  );
  const fill = useFillRedraw(inputs);

  const latest = useLatest<Latest>({ frame, others });
  const [actions] = useState(() => roofActions(store, fill, latest, latitude));

  return {
    store,
    fields,
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
    actions,
    /** The area's kept panels now, without waiting for the redraw (for saving). */
    countNow: () => keptCount(fullLayout(inputs), store.get().drawing.removed),
  };
}

export type RoofEditing = ReturnType<typeof useRoofEdit>;

/**
 * The kept panels shown, whether they wait for a redraw, and why the area holds none when it is
 * beyond the fill's bounds: renders its caller on a removal or a redraw (the drawer does not).
 */
export function useShownCount(store: RoofEditStore, fill: Store<FillState>) {
  const removed = useStorePart(store, removedOf);
  const { layout, pending, refusal } = useStore(fill);
  return { count: keptCount(layout, removed), pending, refusal };
}

/** The removed panels as a set, for the plan. */
export function useRemovedSet(store: RoofEditStore): ReadonlySet<number> {
  const removed = useStorePart(store, removedOf);
  return useMemo(() => new Set(removed), [removed]);
}

/** The drawing's last message; renders its caller when it changes. */
export function useDrawingMessage(store: RoofEditStore): DrawingMessage | null {
  return useStorePart(store, messageOf);
}
