import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from '../../../web/src/hooks/use-paging';

describe('usePaging', () => {
  it('starts again on page 1 when the filters change', () => {
    const { result, rerender } = renderHook(({ filters }) => usePaging(filters, [10, 20]), {
      initialProps: { filters: { modelname: '' } },
    });
    act(() => result.current.setOffset(3));
    rerender({ filters: { modelname: 'SUN' } });
    expect(result.current.offset).toBe(1);
  });

  it('stays on page 1 when the filters are cleared again (issue 8: it went back to the old page)', () => {
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
