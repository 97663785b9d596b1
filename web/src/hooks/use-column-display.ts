/**
 * Which columns of a table are shown, and in what order (Cloudscape's content display
 * preference), kept in this browser under the list's name. Columns the stored choice does not
 * know (added since) are shown; columns it names that no longer exist are dropped; a column that
 * must always show is shown whatever was stored.
 */
import { useState } from 'react';
import { type ColumnShown, readListPreferences, rememberListPreferences } from '../lib/list-preferences';

/** A column the user may show or hide, as the preferences list it. */
export interface ColumnOption {
  id: string;
  label: string;
  alwaysVisible?: boolean;
}

/** The columns of a table and the user's choice of them (`PagedTable`'s `columnDisplay`). */
export interface ColumnDisplay {
  options: readonly ColumnOption[];
  /** Every column in display order, each shown or not. */
  shown: readonly ColumnShown[];
  set(shown: readonly ColumnShown[]): void;
}

/** `stored` made to fit `options`: known columns only, new ones shown, the fixed ones shown. */
export function reconcileColumns(
  options: readonly ColumnOption[],
  stored: readonly ColumnShown[] | undefined,
): ColumnShown[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  const kept = (Array.isArray(stored) ? stored : []).filter(
    (column, index, all) =>
      byId.has(column?.id) && all.findIndex((other) => other.id === column.id) === index,
  );
  const added = options.filter((option) => !kept.some((column) => column.id === option.id));
  return [...kept, ...added.map((option) => ({ id: option.id, visible: true }))].map((column) => ({
    id: column.id,
    visible: byId.get(column.id)?.alwaysVisible === true || column.visible !== false,
  }));
}

/**
 * @param rememberAs - The list's name (the same as its paging's).
 * @param options - The columns in their default order, labelled in the current language.
 *
 * @example
 * const columns = useColumnDisplay('projects', columnOptions(t));
 * <PagedList columnDisplay={columns} … />
 */
export function useColumnDisplay(rememberAs: string, options: readonly ColumnOption[]): ColumnDisplay {
  const [chosen, setChosen] = useState(() => readListPreferences(rememberAs).columns);
  return {
    options,
    shown: reconcileColumns(options, chosen),
    set(shown) {
      const next = reconcileColumns(options, shown);
      setChosen(next);
      rememberListPreferences(rememberAs, { columns: next });
    },
  };
}
