import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePaging } from '@/hooks/use-paging';

describe('usePaging', () => {
  it('starts again on page 1 when the filters change', () => {
    const { result, rerender } = renderHook(({ filters }) => usePaging(filters, [10, 20]), {
      initialProps: { filters: { modelname: '' } },
    });
    act(() => result.current.setOffset(3));
    rerender({ filters: { modelname: 'SUN' } });
    expect(result.current.offset).toBe(1);
  });

  it('stays on page 1 when the filters are cleared again (it used to go back to the old page)', () => {
    // Prepare: page 3 without filters, then a filter.
    const { result, rerender } = renderHook(({ filters }) => usePaging(filters, [10, 20]), {
      initialProps: { filters: { modelname: '' } },
    });
    act(() => result.current.setOffset(3));
    rerender({ filters: { modelname: 'SUN' } });
    // Act: the filters are cleared.
    rerender({ filters: { modelname: '' } });
    // Assess
    expect(result.current.offset).toBe(1);
  });
});

describe('usePaging of a remembered list', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the page size chosen before, and only one still offered', () => {
    // Prepare
    const first = renderHook(() => usePaging('', [10, 20, 30], 'things'));
    act(() => first.result.current.setLimit(30));
    // Act
    const again = renderHook(() => usePaging('', [10, 20, 30], 'things'));
    const fewer = renderHook(() => usePaging('', [10, 20], 'things'));
    const other = renderHook(() => usePaging('', [10, 20, 30], 'other'));
    // Assess
    expect(again.result.current.limit).toBe(30);
    expect(fewer.result.current.limit).toBe(10);
    expect(other.result.current.limit).toBe(10);
  });
});
