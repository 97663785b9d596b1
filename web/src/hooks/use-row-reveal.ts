/**
 * Which row of a list page to bring into view next (after a save the changed row could be
 * anywhere, or on a page the user was not looking at). A page asks for a row after it viewed,
 * edited, copied or saved it; `PagedList` scrolls to the row once it is among the loaded rows,
 * highlights it for a moment, and forgets the request when a fresh load does not hold the row.
 */
import { useState } from 'react';
import type { Paging } from './use-paging';

export interface RevealRequest {
  id: string;
  /** When it was asked for: a load finished after this without the row means it is not here. [ms] */
  askedAt: number;
}

export interface RowReveal {
  /** The row asked for and not yet shown, or null. */
  request: RevealRequest | null;
  /**
   * Brings the row `id` into view: a row viewed, edited or saved, or one just `added` (or copied).
   * Every list that adds rows is sorted newest first (functions/_lib/db/sorting.ts `newestFirst`),
   * so for an added row the list goes to page 1, where the row is.
   */
  reveal(id: string, options?: { added?: boolean }): void;
  /** The list has shown the row, or found it is not on the page. */
  settle(): void;
}

/**
 * @param paging - The list's paging, to go to page 1 for an added row.
 *
 * @example
 * const rowReveal = useRowReveal(paging);
 * <CommonBatteryModal onSaved={(saved) => rowReveal.reveal(saved.id, { added: !battery })} />
 * <PagedList reveal={rowReveal} … />
 */
export function useRowReveal(paging?: Pick<Paging, 'setOffset'>): RowReveal {
  const [request, setRequest] = useState<RevealRequest | null>(null);
  return {
    request,
    reveal(id, { added = false } = {}) {
      if (added) paging?.setOffset(1);
      setRequest({ id, askedAt: Date.now() });
    },
    settle: () => setRequest(null),
  };
}
