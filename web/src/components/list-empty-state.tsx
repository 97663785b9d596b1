/**
 * What an empty list shows: when a search found nothing, that it found nothing and a
 * button that clears the search; otherwise that the list is empty, with the list's own first
 * action (e.g. "Add") when it has one.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { ReactNode } from 'react';

interface ListEmptyStateProps {
  /** A search is applied (so "no match" rather than "empty"). */
  searching: boolean;
  emptyText: string;
  noMatchText: string;
  /** The clear-search button's text. */
  clearLabel: string;
  onClear(): void;
  /** Offered under `emptyText` when nothing is searched. */
  emptyAction?: ReactNode;
}

/**
 * @example
 * <PagedTable empty={<ListEmptyState searching={search.applied !== ''} emptyText={t('empty')} noMatchText={t('noMatch')} clearLabel={t('clearFilter')} onClear={() => search.setText('')} />} />
 */
export function ListEmptyState({
  searching,
  emptyText,
  noMatchText,
  clearLabel,
  onClear,
  emptyAction,
}: ListEmptyStateProps) {
  return (
    <Box textAlign="center" color="inherit">
      <Box variant="p" color="inherit">
        {searching ? noMatchText : emptyText}
      </Box>
      {searching ? <Button onClick={() => onClear()}>{clearLabel}</Button> : emptyAction}
    </Box>
  );
}
