/** The roof drawing's edits (drawing.ts) and the panels' path (layout-view.ts): pure functions. */
import { describe, expect, it } from 'vitest';
import * as edit from '@/features/project-editor/pv-arrays/roof/drawing';
import {
  fullLayout,
  keptCount,
  PANELS_PER_PATH,
  panelPathChunks,
  panelsPath,
} from '@/features/project-editor/pv-arrays/roof/layout-view';

const corner = (lat: number, lng: number) => ({ lat, lng });
const triangle = [corner(30, 120), corner(30, 120.001), corner(30.001, 120)];

function drawn(corners = triangle) {
  return corners.reduce((drawing, next) => edit.addCorner(drawing, next), edit.startDrawing());
}

describe('roof drawing edits', () => {
  it('closes only with three corners, and takes no corner once closed', () => {
    const two = drawn(triangle.slice(0, 2));
    expect(edit.mayClose(two)).toBe(false);
    expect(edit.closeArea(two)).toBe(two);
    const closed = edit.closeArea(drawn());
    expect(closed.closed).toBe(true);
    expect(edit.addCorner(closed, corner(31, 121))).toBe(closed);
  });

  it('undoes step by step back to nothing', () => {
    let drawing = edit.closeArea(drawn());
    drawing = edit.undo(drawing);
    expect(drawing.closed).toBe(false);
    expect(drawing.corners).toHaveLength(3);
    drawing = edit.undo(edit.undo(edit.undo(drawing)));
    expect(drawing.corners).toHaveLength(0);
    expect(edit.mayUndo(drawing)).toBe(false);
  });

  it('undoes a whole drag in one step and forgets removals when a corner moves', () => {
    let drawing = edit.removePanel(edit.closeArea(drawn()), 4);
    expect(drawing.removed).toEqual([4]);
    drawing = edit.beginMove(drawing);
    drawing = edit.moveCorner(drawing, 1, corner(30, 120.002));
    drawing = edit.moveCorner(drawing, 1, corner(30, 120.003));
    expect(drawing.corners[1]).toEqual(corner(30, 120.003));
    expect(drawing.removed).toEqual([]);
    drawing = edit.undo(drawing);
    expect(drawing.corners[1]).toEqual(triangle[1]);
    expect(drawing.removed).toEqual([4]);
  });

  it('keeps a closed area at three corners at least', () => {
    const closed = edit.closeArea(drawn());
    expect(edit.mayDeleteCorner(closed)).toBe(false);
    expect(edit.deleteCorner(closed, 0)).toBe(closed);
    const open = drawn();
    expect(edit.deleteCorner(open, 0).corners).toEqual(triangle.slice(1));
  });

  it('keeps removals sorted and once each', () => {
    let drawing = edit.closeArea(drawn());
    for (const index of [7, 2, 7, 5]) drawing = edit.removePanel(drawing, index);
    expect(drawing.removed).toEqual([2, 5, 7]);
  });

  it('reopens a stored area closed, with its removals', () => {
    const drawing = edit.startDrawing({ corners: triangle, removed: [1, 3] });
    expect(drawing).toMatchObject({ closed: true, removed: [1, 3], history: [] });
    expect(edit.startDrawing({ corners: triangle.slice(0, 2), removed: [] }).closed).toBe(false);
  });
});

describe('the panels as one path', () => {
  const inputs = {
    polygon: [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
      { x: 6, y: 1.5 },
      { x: 0, y: 1.5 },
    ],
    options: {
      panelLengthM: 1.722,
      panelWidthM: 1.134,
      layingMethod: 1 as const,
      surfaceTilt: 30,
      surfaceAzimuth: 180,
      rowSpacingM: 1,
    },
  };

  it('draws one closed subpath per kept panel in millimetres, north up (y negated)', () => {
    const layout = fullLayout(inputs)!;
    expect(layout.positionCount).toBe(3);
    const path = panelsPath(layout.corners, new Set([1]));
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/Z/g)).toHaveLength(2);
    // Panel 0 at the south-east corner: x 4.278-6 m, y 0-1 m → SVG y 0 to −1000 mm.
    expect(path.startsWith('M6000 -1000L4278 -1000L4278 0L6000 0Z')).toBe(true);
    expect(keptCount(layout, [1, 99])).toBe(2);
  });

  it('splits the panels into paths of PANELS_PER_PATH, a removal rebuilding only its own path', () => {
    // Prepare: 450 positions in a row of 1 × 2 m panels (corners written out, no fill needed).
    const count = 450;
    const corners = new Float64Array(count * 8);
    for (let k = 0; k < count; k++) corners.set([k + 1, 2, k, 2, k, 0, k + 1, 0], k * 8);
    // Act
    const first = panelPathChunks(corners, new Set([3]), null);
    const second = panelPathChunks(corners, new Set([3, 250]), first);
    // Assess: 200 + 200 + 50 positions; the same text as one path of everything.
    expect(PANELS_PER_PATH).toBe(200);
    expect(first).toHaveLength(3);
    expect(first.map((chunk) => chunk.d).join('')).toBe(panelsPath(corners, new Set([3])));
    expect(second.map((chunk) => chunk.d).join('')).toBe(panelsPath(corners, new Set([3, 250])));
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.d.match(/M/g)).toHaveLength(199);
    expect(second[1]!.removedKey).toBe('250');
  });

  it('answers no layout for an open area or a parameter being typed', () => {
    expect(fullLayout(null)).toBeNull();
    expect(fullLayout({ ...inputs, options: { ...inputs.options, rowSpacingM: -1 } })).toBeNull();
    expect(keptCount(null, [])).toBe(0);
  });
});
