/**
 * Paging of a server-paged list [LIST-1]: 1-based page number, page size from the list's own
 * sizes, and a page that belongs to one set of filters, so a changed filter starts again on page
 * 1 without an extra render on the old page. A list named `rememberAs` keeps its page
 * size in this browser.
 */
import { DEFAULT_PAGE_SIZE } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { readListPreferences, rememberListPreferences } from '../lib/list-preferences';

export interface Paging {
  /** 1-based page number. */
  offset: number;
  /** Rows per page. */
  limit: number;
  pageSizes: readonly number[];
  setOffset(offset: number): void;
  /** A new page size starts again on page 1. */
  setLimit(limit: number): void;
}

/** The page size to start with: the remembered one if still offered, else the default. */
function initialLimit(pageSizes: readonly number[], rememberAs: string | undefined): number {
  const remembered = rememberAs ? readListPreferences(rememberAs).pageSize : undefined;
  if (remembered !== undefined && pageSizes.includes(remembered)) return remembered;
  return pageSizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : (pageSizes[0] ?? DEFAULT_PAGE_SIZE);
}

/**
 * @param filters - The filters as sent (already debounced); any change resets the page.
 * @param pageSizes - The page sizes offered (the first page size is the default unless 10 is offered).
 * @param rememberAs - The list's name when its page size is kept across visits.
 */
export function usePaging(filters: unknown, pageSizes: readonly number[], rememberAs?: string): Paging {
  const key = JSON.stringify(filters ?? null);
  const [page, setPage] = useState({ key, offset: 1 });
  const [limit, setLimitState] = useState(() => initialLimit(pageSizes, rememberAs));
  // Forget the old page as soon as the filters change: otherwise clearing them (back to the old
  // key) would bring the old page back. React re-renders at once, before anything is painted.
  if (page.key !== key) setPage({ key, offset: 1 });
  return {
    offset: page.key === key ? page.offset : 1,
    limit,
    pageSizes,
    setOffset: (offset) => setPage({ key, offset }),
    setLimit: (next) => {
      setLimitState(next);
      if (rememberAs) rememberListPreferences(rememberAs, { pageSize: next });
      setPage({ key, offset: 1 });
    },
  };
}

/** The last page number for `total` rows (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
