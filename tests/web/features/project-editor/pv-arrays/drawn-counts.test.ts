/**
 * The drawn arrays' counts after the project's obstacles changed: an obstacle saved in one
 * array's drawer that covers another drawn array's panels changes that array's stored count to
 * what its drawing now lays (the fill keeps obstacles' footprints free), and the change is told.
 */
import { describe, expect, it } from 'vitest';
import { recountDrawnArrays, withPanelCounts } from '@/features/project-editor/pv-arrays/drawn-counts';
import { twoArrayDraft } from './arrays-fakes';
import { boxObstacle as box, SITE, withDrawnSquare } from './roof/roof-fakes';

/** The draft with 'Main roof' drawn over the 20 m square, its count as laid without obstacles. */
function drawnDraft() {
  const draft = withDrawnSquare(twoArrayDraft());
  const [open] = recountDrawnArrays(draft.body, draft.copies, SITE);
  draft.body = withPanelCounts(draft.body, open ? [open] : []);
  return draft;
}

const withObstacles = (draft: ReturnType<typeof drawnDraft>, obstacles: ReturnType<typeof box>[]) => ({
  ...draft.body,
  surroundings: { obstacles } as typeof draft.body.surroundings,
});

describe('recountDrawnArrays', () => {
  it('finds nothing to change while each drawn count is what its drawing lays', () => {
    const draft = drawnDraft();
    expect(draft.body.pvArray!.find((array) => array.id === 'roof')!.panelcount).toBeGreaterThan(50);
    expect(recountDrawnArrays(draft.body, draft.copies, SITE)).toEqual([]);
  });

  it('gives the new count of a drawn array an obstacle now covers, and leaves hand-entered arrays alone', () => {
    // Prepare: a 6 m stairwell in the middle of the 20 m square.
    const draft = drawnDraft();
    const before = draft.body.pvArray!.find((array) => array.id === 'roof')!.panelcount;
    const body = withObstacles(draft, [box('stair', -3, -3, 3, 3)]);
    // Act
    const recounted = recountDrawnArrays(body, draft.copies, SITE);
    const after = withPanelCounts(body, recounted);
    // Assess: its 36 m² take about ten panels of 1.722 × 1.134 m on rows 1 m apart.
    expect(recounted).toHaveLength(1);
    expect(recounted[0]).toMatchObject({ id: 'roof', name: 'Main roof', from: before });
    expect(before - recounted[0]!.to).toBeGreaterThanOrEqual(6);
    expect(after.pvArray!.map((array) => array.panelcount)).toEqual([6, 8, recounted[0]!.to]);
  });

  it('skips the array being saved, which brings its own count', () => {
    const draft = drawnDraft();
    const body = withObstacles(draft, [box('stair', -3, -3, 3, 3)]);
    expect(recountDrawnArrays(body, draft.copies, SITE, 'roof')).toEqual([]);
  });

  it('tells of an array whose area holds no panel now, and keeps its count (at least 1)', () => {
    const draft = drawnDraft();
    const body = withObstacles(draft, [box('hall', -12, -12, 12, 12)]);
    const recounted = recountDrawnArrays(body, draft.copies, SITE);
    expect(recounted).toEqual([expect.objectContaining({ id: 'roof', to: 0 })]);
    expect(withPanelCounts(body, recounted)).toBe(body);
  });
});
