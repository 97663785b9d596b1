/**
 * Which drawn arrays' pictures a save stores: the new ones and those whose drawing,
 * angles or panel changed since the last save; hand-drawn arrays never.
 */
import { describe, expect, it } from 'vitest';
import { newDraft } from '@/features/project-editor/model/draft';
import { drawnArraysChanged } from '@/features/project-editor/shell/store-drawings';
import { withDrawnSquare } from '../pv-arrays/roof/roof-fakes';

describe('drawings stored after a save', () => {
  const drawn = withDrawnSquare(newDraft(0)).body;
  const [square] = drawn.pvArray ?? [];
  const manual = { ...square!, id: 'manual', insertway: 1 as const, layout: null };

  it('are the new drawn arrays, not the hand-drawn ones', () => {
    const body = { ...drawn, pvArray: [square!, manual] };
    expect(drawnArraysChanged(null, body).map((array) => array.id)).toEqual([square!.id]);
  });

  it('are none when nothing changed, and the array whose panel removal changed its drawing', () => {
    expect(drawnArraysChanged(drawn, drawn)).toEqual([]);
    const edited = {
      ...square!,
      layout: { ...square!.layout!, removedPanels: [0] },
    };
    expect(drawnArraysChanged(drawn, { ...drawn, pvArray: [edited] }).map((array) => array.id)).toEqual([
      square!.id,
    ]);
  });
});
