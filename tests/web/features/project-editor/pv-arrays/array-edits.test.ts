/**
 * The array step's body changes (editing replaces the array with the same id; a string
 * naming a removed array makes the project incomplete [PRJ-3], so deleting an array takes its DC entries).
 */
import { describe, expect, it } from 'vitest';
import { liveProject } from '@/features/project-editor/model/live-project';
import {
  dcEntriesOfArray,
  mayDeleteArray,
  newArrayId,
  putArray,
  removeArray,
} from '@/features/project-editor/pv-arrays/array-edits';
import { twoArrayDraft } from './arrays-fakes';

describe('array edits', () => {
  it('replace an array with the same id in place and add a new one at the end', () => {
    const body = twoArrayDraft().body;
    const renamed = putArray(body, { ...body.pvArray![0]!, pvarrayname: 'Renamed' });
    expect(renamed.pvArray?.map((array) => [array.id, array.pvarrayname])).toEqual([
      ['a', 'Renamed'],
      ['b', 'West roof'],
    ]);
    const added = putArray(body, { ...body.pvArray![0]!, id: 'c' });
    expect(added.pvArray?.map((array) => array.id)).toEqual(['a', 'b', 'c']);
    expect(body.pvArray?.[0]?.pvarrayname).toBe('East roof');
  });

  it('remove an array with its DC entries, leaving a project that is still complete', () => {
    const draft = twoArrayDraft();
    expect(dcEntriesOfArray(draft.body, 'b')).toBe(1);
    const body = removeArray(draft.body, 'b');
    expect(dcEntriesOfArray(body, 'b')).toBe(0);
    expect(mayDeleteArray(body)).toBe(false);
    // The original body is untouched.
    expect(draft.body.pvArray).toHaveLength(2);
    const live = liveProject({ ...draft, body });
    expect(live.issues).toEqual([]);
    expect(live.record?.isComplete).toBe(1);
  });

  it('make ids the server accepts, each different', () => {
    const ids = new Set(Array.from({ length: 50 }, newArrayId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
