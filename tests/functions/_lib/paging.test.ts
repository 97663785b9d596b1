import { pageOf } from '@pvd/functions/_lib/paging';
import { describe, expect, it } from 'vitest';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('answers a 1-based page with the total', () => {
    expect(pageOf(rows, 10, 2, (r) => r)).toEqual({
      resultData: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      limit: 10,
      offset: 2,
      totalCount: 23,
    });
  });

  it('answers the last page for a page past the end', () => {
    expect(pageOf(rows, 10, 9, (r) => r)).toMatchObject({ resultData: [21, 22, 23], offset: 3 });
  });

  it('answers page 1 of nothing for no rows', () => {
    expect(pageOf([], 10, 4, (r) => r)).toEqual({ resultData: [], limit: 10, offset: 1, totalCount: 0 });
  });
});
