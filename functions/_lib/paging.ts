/** The paged-table answer `{ resultData, limit, offset, totalCount }` (offset = 1-based page). */
export interface Page<T> {
  resultData: T[];
  limit: number;
  offset: number;
  totalCount: number;
}

/**
 * One page of already filtered rows. A page past the end answers the last page, so a list whose
 * rows were deleted from another tab does not show an empty page with rows still behind it.
 */
export function pageOf<R, T>(rows: R[], limit: number, offset: number, toRow: (row: R) => T): Page<T> {
  const lastPage = Math.max(1, Math.ceil(rows.length / limit));
  const page = Math.min(offset, lastPage);
  const start = (page - 1) * limit;
  return {
    resultData: rows.slice(start, start + limit).map(toRow),
    limit,
    offset: page,
    totalCount: rows.length,
  };
}
