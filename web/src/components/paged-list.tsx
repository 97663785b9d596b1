/**
 * The one list-page scaffold, which every list page uses [LIST-1]: a table paged on the server from
 * a query, with its search box (or the list's own filters), the count in the header, the page's
 * actions, row selection, the page-size preference, and three distinct states under the columns:
 * loading, a failed load (why, and a retry: never the empty state) and an empty list (or no match,
 * with a button that clears the search). The first columns stay in view when the table scrolls
 * sideways, and so do the row actions. A row the page asks for (`reveal`, after a view, an edit, a
 * copy or a save) is scrolled into view and highlighted once it is loaded.
 */
import Header from '@cloudscape-design/components/header';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListSearch } from '../hooks/use-list-search';
import type { RowReveal } from '../hooks/use-row-reveal';
import { ListEmptyState } from './list-empty-state';
import { ListErrorState } from './list-error-state';
import { PagedTable, type PagedTableProps } from './paged-table';
import { useRevealedRow, withRowMarker } from './revealed-row';

/** A page of rows as the paged calls answer it. */
export interface PageOf<T> {
  resultData: T[];
  totalCount: number;
}

/** The list's own words. */
export interface PagedListTexts {
  /** Title of the table. */
  title: string;
  /** The table's name for screen readers. */
  label: string;
  loading: string;
  empty: string;
  noMatch: string;
  clearFilter: string;
  /** Placeholder (and label) of the search box. */
  filterPlaceholder?: string;
  /** The header's counter for `total` rows. */
  count(total: number): string;
}

/**
 * The texts of a list whose keys follow the house pattern under `prefix` (`<prefix>.tableTitle`,
 * `.tableLabel`, `.loading`, `.empty`, `.noMatch`, `.clearFilter`, `.filterPlaceholder`, `.count`).
 * @example listTexts(t as TextsT, 'batteries')
 */
/** A translate function read with dynamic keys (the list's prefix). */
export type TextsT = (key: string, options?: Record<string, unknown>) => string;

export function listTexts(t: TextsT, prefix: string): PagedListTexts {
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  return {
    title: t(key('tableTitle')),
    label: t(key('tableLabel')),
    loading: t(key('loading')),
    empty: t(key('empty')),
    noMatch: t(key('noMatch')),
    clearFilter: t(key('clearFilter')),
    filterPlaceholder: t(key('filterPlaceholder')),
    count: (count) => t(key('count'), { count }),
  };
}

type TableOwnProps =
  | 'items'
  | 'loading'
  | 'loadingText'
  | 'totalCount'
  | 'empty'
  | 'header'
  | 'filter'
  | 'label';

export interface PagedListProps<T> extends Omit<PagedTableProps<T>, TableOwnProps> {
  query: UseQueryResult<PageOf<T>>;
  texts: PagedListTexts;
  /** The search box's state; the list shows a text filter for it unless `filters` is given. */
  search?: ListSearch;
  /** The list's own filters in place of the search box. */
  filters?: { content: ReactNode; applied: boolean; clear(): void };
  /** Buttons of the table's header. */
  actions?: ReactNode;
  /** Offered in the empty state (e.g. "Add"). */
  emptyAction?: ReactNode;
  /** Columns kept in view when the table scrolls sideways (default: the first and the actions). */
  sticky?: { first: number; last: number };
  /** The row to bring into view once loaded (`useRowReveal`); rows are told apart by `trackBy`. */
  reveal?: RowReveal;
}

/** A row's id as the table tracks it. */
function rowIdOf<T>(trackBy: PagedListProps<T>['trackBy']): (item: T) => string {
  if (typeof trackBy === 'function') return trackBy;
  return (item) => String(trackBy === undefined ? '' : (item as Record<string, unknown>)[trackBy]);
}

/**
 * @example
 * <PagedList query={panels} paging={paging} search={search} texts={texts} columnDefinitions={columns} trackBy="Id" itemLabel={(row) => row.name} />
 */
export function PagedList<T>({
  query,
  texts,
  search,
  filters,
  actions,
  emptyAction,
  sticky = { first: 1, last: 1 },
  reveal,
  wrapLines = true,
  ...table
}: PagedListProps<T>) {
  const total = query.isError ? undefined : query.data?.totalCount;
  const items = query.isError ? [] : (query.data?.resultData ?? []);
  const idOf = rowIdOf(table.trackBy);
  const revealed = useRevealedRow(reveal, items, query, idOf);
  const searching = filters ? filters.applied : (search?.applied ?? '') !== '';
  const clear = () => (filters ? filters.clear() : search?.setText(''));
  return (
    <PagedTable
      {...table}
      columnDefinitions={withRowMarker(table.columnDefinitions, revealed.highlighted, idOf, revealed.marker)}
      label={texts.label}
      items={items}
      loading={query.isPending}
      loadingText={texts.loading}
      totalCount={total}
      stickyColumns={sticky}
      wrapLines={wrapLines}
      empty={
        query.isError ? (
          <ListErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ListEmptyState
            searching={searching}
            emptyText={texts.empty}
            noMatchText={texts.noMatch}
            clearLabel={texts.clearFilter}
            onClear={clear}
            emptyAction={emptyAction}
          />
        )
      }
      header={
        <Header variant="h2" counter={total === undefined ? undefined : texts.count(total)} actions={actions}>
          {texts.title}
        </Header>
      }
      filter={
        filters?.content ??
        (search && (
          <TextFilter
            filteringText={search.text}
            onChange={({ detail }) => search.setText(detail.filteringText)}
            filteringPlaceholder={texts.filterPlaceholder}
            filteringAriaLabel={texts.filterPlaceholder ?? texts.label}
          />
        ))
      }
    />
  );
}
