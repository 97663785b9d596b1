/**
 * The part of `PagedList` that shows a row a page asked for (`useRowReveal`): once the row is among
 * the loaded ones it is scrolled into view, back to its first column when the table had scrolled
 * sideways, and its cells flash the brand colour. The row is found by a marker in its first cell,
 * so the table needs no knowledge of the DOM Cloudscape builds.
 */
import type { TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { RowReveal } from '../hooks/use-row-reveal';
import './revealed-row.css';

/** How long the highlight lasts (the CSS animation's length). [ms] */
const HIGHLIGHT_MS = 2400;

interface LoadState {
  isFetching: boolean;
  /** When the rows were last loaded. [ms] */
  dataUpdatedAt: number;
}

/**
 * @returns The id of the row now highlighted, and the ref its marker takes.
 */
export function useRevealedRow<T>(
  reveal: RowReveal | undefined,
  items: readonly T[],
  load: LoadState,
  idOf: (item: T) => string,
): { highlighted: string | null; marker: RefObject<HTMLSpanElement | null> } {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const marker = useRef<HTMLSpanElement>(null);
  const request = reveal?.request ?? null;
  const present = request !== null && items.some((item) => idOf(item) === request.id);
  const missing = request !== null && !present && !load.isFetching && load.dataUpdatedAt >= request.askedAt;

  useEffect(() => {
    if (!request || !(present || missing)) return;
    if (present) setHighlighted(request.id);
    reveal?.settle();
  }, [request, present, missing, reveal]);

  useEffect(() => {
    if (!highlighted) return;
    // The row, not its sticky first cell: a sticky cell is always "in view" sideways.
    marker.current?.closest('tr')?.scrollIntoView({ block: 'center', inline: 'start' });
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return { highlighted, marker };
}

/** The columns with the marker in the first cell of the highlighted row. */
export function withRowMarker<T>(
  columns: readonly TableProps.ColumnDefinition<T>[],
  highlighted: string | null,
  idOf: (item: T) => string,
  marker: RefObject<HTMLSpanElement | null>,
): readonly TableProps.ColumnDefinition<T>[] {
  const [first, ...rest] = columns;
  if (!first || highlighted === null) return columns;
  const cell = (item: T): ReactNode =>
    idOf(item) === highlighted ? (
      <span ref={marker} className="pvd-revealed-row" data-revealed-row={highlighted}>
        {first.cell(item)}
      </span>
    ) : (
      first.cell(item)
    );
  return [{ ...first, cell }, ...rest];
}
