/**
 * The drawing of one roof array as the user edits it [WIZ-5]:
 * the area's corners (stored as WGS-84, so reopening recomputes exactly the same points), whether
 * the area is closed, the panels removed by hand, and the history that undo walks back. Pure:
 * every edit answers the next drawing and never changes the one it is given.
 */
import type { LatLng } from '@pvd/shared/layout/types';

/** What undo restores. */
interface Snapshot {
  corners: LatLng[];
  closed: boolean;
  removed: number[];
}

export interface Drawing extends Snapshot {
  /** Earlier states, the latest last. */
  history: Snapshot[];
}

/** The most undo steps kept: enough for a session, bounded for memory. */
const HISTORY_LIMIT = 200;

/** A drawing with nothing drawn, or the stored area of an array (closed, its removals kept). */
export function startDrawing(stored?: { corners: LatLng[]; removed: number[] } | null): Drawing {
  if (stored && stored.corners.length >= 3) {
    return { corners: stored.corners, closed: true, removed: stored.removed, history: [] };
  }
  return { corners: [], closed: false, removed: [], history: [] };
}

function snapshot(drawing: Drawing): Snapshot {
  return { corners: drawing.corners, closed: drawing.closed, removed: drawing.removed };
}

/** The drawing after `next`, with the current state kept for undo. */
function remember(drawing: Drawing, next: Partial<Snapshot>): Drawing {
  const history = [...drawing.history, snapshot(drawing)].slice(-HISTORY_LIMIT);
  return { ...drawing, ...next, history };
}

/** A corner added at the end of an open area (a closed one takes none: drag or delete instead). */
export function addCorner(drawing: Drawing, corner: LatLng): Drawing {
  if (drawing.closed) return drawing;
  return remember(drawing, { corners: [...drawing.corners, corner] });
}

/** True when the area has corners enough to close (three). */
export function mayClose(drawing: Pick<Drawing, 'corners' | 'closed'>): boolean {
  return !drawing.closed && drawing.corners.length >= 3;
}

/** The area closed: from now on it is filled with panels. */
export function closeArea(drawing: Drawing): Drawing {
  if (!mayClose(drawing)) return drawing;
  return remember(drawing, { closed: true, removed: [] });
}

/**
 * Starts moving a corner: the state before the move is kept for undo once, not at every step of
 * the drag.
 */
export function beginMove(drawing: Drawing): Drawing {
  return remember(drawing, {});
}

/**
 * A corner moved during a drag (no history: `beginMove` kept it). The removed panels are
 * forgotten: their indices name positions of the old area.
 */
export function moveCorner(drawing: Drawing, index: number, corner: LatLng): Drawing {
  if (index < 0 || index >= drawing.corners.length) return drawing;
  const corners = drawing.corners.map((existing, i) => (i === index ? corner : existing));
  return { ...drawing, corners, removed: [] };
}

/** True when a corner may go: an open area any, a closed one only above three corners. */
export function mayDeleteCorner(drawing: Pick<Drawing, 'corners' | 'closed'>): boolean {
  return drawing.closed ? drawing.corners.length > 3 : drawing.corners.length > 0;
}

export function deleteCorner(drawing: Drawing, index: number): Drawing {
  if (!mayDeleteCorner(drawing) || index < 0 || index >= drawing.corners.length) return drawing;
  return remember(drawing, { corners: drawing.corners.filter((_, i) => i !== index), removed: [] });
}

/** A panel removed by its stable index (the caller keeps at least one panel). */
export function removePanel(drawing: Drawing, index: number): Drawing {
  if (drawing.removed.includes(index)) return drawing;
  const removed = [...drawing.removed, index].sort((a, b) => a - b);
  return remember(drawing, { removed });
}

/** Removals forgotten, e.g. when the laying parameters change and the indices mean other panels. */
export function forgetRemovals(drawing: Drawing): Drawing {
  return drawing.removed.length === 0 ? drawing : remember(drawing, { removed: [] });
}

/** Everything cleared, to draw the area again (undo brings it back). */
export function clearArea(drawing: Drawing): Drawing {
  if (drawing.corners.length === 0) return drawing;
  return remember(drawing, { corners: [], closed: false, removed: [] });
}

export function mayUndo(drawing: Drawing): boolean {
  return drawing.history.length > 0;
}

export function undo(drawing: Drawing): Drawing {
  const previous = drawing.history[drawing.history.length - 1];
  if (!previous) return drawing;
  return { ...previous, history: drawing.history.slice(0, -1) };
}

/**
 * The drawing as it was before its last step, without that step in the history: an edit the
 * rules refused (an overlap) leaves no trace.
 */
export function refuse(drawing: Drawing): Drawing {
  return undo(drawing);
}
