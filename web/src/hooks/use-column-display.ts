/**
 * Which columns of a table are shown, and in what order (Cloudscape's content display
 * preference), kept in this browser under the list's name. Columns the stored choice does not
 * know (added since, or none chosen yet) are shown, except those meant for a wide window when the
 * window is narrower (so a table fits a 1280 px screen without a sideways scroll that hides its
 * last columns; the user shows them in the preferences); columns it names that no longer exist are
 * dropped; a column that must always show is shown whatever was stored [LIST-4].
 */
import { useState, useSyncExternalStore } from 'react';
import { type ColumnShown, readListPreferences, rememberListPreferences } from '../lib/list-preferences';

/**
 * The narrowest window that shows a list's every column by default: a full-HD screen (1920 px)
 * does; a 13-inch laptop (1280 px) shows the others until the user adds them. [px]
 */
export const WIDE_WINDOW_PX = 1600;

/** A column the user may show or hide, as the preferences list it. */
export interface ColumnOption {
  id: string;
  label: string;
  alwaysVisible?: boolean;
  /** Shown by default only in a window at least this wide (else until the user shows it). [px] */
  hiddenBelowPx?: number;
}

/** The columns of a table and the user's choice of them (`PagedTable`'s `columnDisplay`). */
export interface ColumnDisplay {
  options: readonly ColumnOption[];
  /** Every column in display order, each shown or not. */
  shown: readonly ColumnShown[];
  set(shown: readonly ColumnShown[]): void;
}

/**
 * `stored` made to fit `options`: known columns only, new ones shown (unless meant for a window
 * wider than `windowPx`), the fixed ones shown.
 */
export function reconcileColumns(
  options: readonly ColumnOption[],
  stored: readonly ColumnShown[] | undefined,
  windowPx = Number.POSITIVE_INFINITY,
): ColumnShown[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  const kept = (Array.isArray(stored) ? stored : []).filter(
    (column, index, all) =>
      byId.has(column?.id) && all.findIndex((other) => other.id === column.id) === index,
  );
  const added = options.filter((option) => !kept.some((column) => column.id === option.id));
  const shownByDefault = (option: ColumnOption) => !(option.hiddenBelowPx && windowPx < option.hiddenBelowPx);
  return [...kept, ...added.map((option) => ({ id: option.id, visible: shownByDefault(option) }))].map(
    (column) => ({
      id: column.id,
      visible: byId.get(column.id)?.alwaysVisible === true || column.visible !== false,
    }),
  );
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
  const windowPx = useWindowWidth();
  return {
    options,
    shown: reconcileColumns(options, chosen, windowPx),
    set(shown) {
      const next = reconcileColumns(options, shown, windowPx);
      setChosen(next);
      rememberListPreferences(rememberAs, { columns: next });
    },
  };
}

/** Whether the window is at least {@link WIDE_WINDOW_PX} wide, followed as it is resized. */
function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(`(min-width: ${WIDE_WINDOW_PX}px)`);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The window's width as far as the defaults care: the defaults follow a resize until the user
 * chooses the columns. [px]
 */
function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.innerWidth,
    () => Number.POSITIVE_INFINITY,
  );
}
