import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reconcileColumns, useColumnDisplay } from '@/hooks/use-column-display';

const options = [
  { id: 'name', label: 'Name', alwaysVisible: true },
  { id: 'address', label: 'Address' },
  { id: 'type', label: 'Type' },
];

describe('reconcileColumns', () => {
  it('shows every column in order when nothing was chosen', () => {
    expect(reconcileColumns(options, undefined)).toEqual([
      { id: 'name', visible: true },
      { id: 'address', visible: true },
      { id: 'type', visible: true },
    ]);
  });

  it('keeps the chosen order, drops unknown columns, shows new ones and the fixed ones', () => {
    // Act
    const shown = reconcileColumns(options, [
      { id: 'type', visible: false },
      { id: 'gone', visible: true },
      { id: 'name', visible: false },
      { id: 'type', visible: true },
    ]);
    // Assess
    expect(shown).toEqual([
      { id: 'type', visible: false },
      { id: 'name', visible: true },
      { id: 'address', visible: true },
    ]);
  });
});

describe('useColumnDisplay', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the choice for the list of that name', () => {
    // Prepare
    const first = renderHook(() => useColumnDisplay('things', options));
    // Act
    act(() =>
      first.result.current.set([
        { id: 'name', visible: true },
        { id: 'address', visible: false },
        { id: 'type', visible: true },
      ]),
    );
    const again = renderHook(() => useColumnDisplay('things', options));
    const other = renderHook(() => useColumnDisplay('other', options));
    // Assess
    expect(again.result.current.shown.find((column) => column.id === 'address')?.visible).toBe(false);
    expect(other.result.current.shown.every((column) => column.visible)).toBe(true);
  });
});
