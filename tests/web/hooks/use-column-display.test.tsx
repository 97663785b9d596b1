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

describe('reconcileColumns in a narrow window', () => {
  const wide = [...options, { id: 'created', label: 'Created', hiddenBelowPx: 1600 }];

  it('leaves out a column meant for wide windows until the user shows it', () => {
    expect(reconcileColumns(wide, undefined, 1280).map((column) => column.visible)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(reconcileColumns(wide, undefined, 1920).every((column) => column.visible)).toBe(true);
    // The user's own choice wins over the window.
    expect(reconcileColumns(wide, [{ id: 'created', visible: true }], 1280)[0]).toEqual({
      id: 'created',
      visible: true,
    });
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
