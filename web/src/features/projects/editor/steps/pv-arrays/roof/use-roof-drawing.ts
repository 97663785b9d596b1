/**
 * The drawing of the roof drawer and its rules (001 §5 "Roof drawing", §4): corners added only
 * once a panel is chosen, an area overlapping another array refused ('This area has already been
 * used, please repaint'), at least one panel kept ('At least one PV modules must be present'),
 * and the panels refilled 800 ms after the last edit.
 */
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import { polygonsOverlap } from '@pvd/shared/layout/overlap';
import { cornersToPlan, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../../../../hooks/use-debounced-value';
import * as edit from './drawing';
import { type FillInputs, fullLayout, keptCount } from './layout-view';
import type { OtherArea } from './plan-canvas';

/** 001 §4: the layout is redrawn 800 ms after a polygon edit. [ms] */
export const REDRAW_DELAY_MS = 800;

export type DrawingMessage = 'overlap' | 'lastPanel' | 'panelFirst';

/** The laying parameters the fill needs, or null while one is missing or invalid. */
export type LayingInputs = Omit<FillInputs, 'polygon'> | null;

interface Options {
  frame: LocalFrame;
  initial: edit.Drawing;
  others: OtherArea[];
  laying: LayingInputs;
  hasPanel: boolean;
}

export function useRoofDrawing({ frame, initial, others, laying, hasPanel }: Options) {
  const [drawing, setDrawing] = useState(initial);
  const current = useRef(initial);
  const [message, setMessage] = useState<DrawingMessage | null>(null);
  const polygon = useMemo(() => cornersToPlan(frame, drawing.corners), [frame, drawing.corners]);

  function apply(change: (drawing: edit.Drawing) => edit.Drawing) {
    current.current = change(current.current);
    setDrawing(current.current);
  }
  const overlaps = (corners: edit.Drawing['corners']) => {
    const area = cornersToPlan(frame, corners);
    return others.some((other) => polygonsOverlap(area, other.polygon));
  };
  const toCorner = (point: Point) => planToCorner(frame, point);

  const inputs = useMemo<FillInputs | null>(
    () => (drawing.closed && laying ? { ...laying, polygon } : null),
    [drawing.closed, laying, polygon],
  );
  const debounced = useDebouncedValue(inputs, REDRAW_DELAY_MS);
  const layout = useMemo(() => fullLayout(debounced), [debounced]);
  const pending = inputs !== debounced;
  const removed = useMemo(() => new Set(drawing.removed), [drawing.removed]);

  // Other laying parameters number the panels differently: the removals no longer name them.
  const layingKey = JSON.stringify(laying);
  const firstKey = useRef(layingKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `apply` works on the ref, not on a render's state.
  useEffect(() => {
    if (layingKey === firstKey.current) return;
    firstKey.current = layingKey;
    apply(edit.forgetRemovals);
  }, [layingKey]);

  return {
    drawing,
    polygon,
    layout,
    removed,
    pending,
    /** The panels shown; while an edit waits for the redraw, the previous drawing's. */
    panelCount: keptCount(layout, drawing.removed),
    message,
    dismissMessage: () => setMessage(null),
    addCorner(point: Point) {
      if (!hasPanel) {
        setMessage('panelFirst');
        return;
      }
      setMessage(null);
      apply((d) => edit.addCorner(d, toCorner(point)));
    },
    closeArea() {
      if (!edit.mayClose(current.current)) return;
      if (overlaps(current.current.corners)) {
        // 'please repaint': the area goes (undo brings its corners back).
        apply(edit.clearArea);
        setMessage('overlap');
        return;
      }
      setMessage(null);
      apply(edit.closeArea);
    },
    beginMove: () => apply(edit.beginMove),
    moveCorner: (index: number, point: Point) => apply((d) => edit.moveCorner(d, index, toCorner(point))),
    endMove() {
      if (current.current.closed && overlaps(current.current.corners)) {
        apply(edit.refuse);
        setMessage('overlap');
      }
    },
    deleteCorner(index: number) {
      const next = edit.deleteCorner(current.current, index);
      if (next.closed && overlaps(next.corners)) {
        setMessage('overlap');
        return;
      }
      apply(() => next);
    },
    removePanel(index: number) {
      if (pending || !layout) return;
      if (keptCount(layout, current.current.removed) <= 1) {
        setMessage('lastPanel');
        return;
      }
      setMessage(null);
      apply((d) => edit.removePanel(d, index));
    },
    undo: () => apply(edit.undo),
    clear: () => apply(edit.clearArea),
    /** The area's kept panels now, without waiting for the redraw (for saving). */
    countNow: () => keptCount(fullLayout(inputs), current.current.removed),
  };
}

export type RoofDrawing = ReturnType<typeof useRoofDrawing>;
