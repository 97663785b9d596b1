/**
 * A list's search box [LIST-2]: the text as typed, and the text the list is searched by, trimmed
 * and taken 500 ms after typing stops, so a list is not asked again on every key.
 */
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long the typing must stop before a list searches [LIST-2]. [ms] */
export const SEARCH_DEBOUNCE_MS = 500;

export interface ListSearch {
  /** The text as typed. */
  text: string;
  setText(text: string): void;
  /** The text the list is searched by: trimmed, once typing has stopped ('' for none). */
  applied: string;
}

/**
 * @example
 * const search = useListSearch();
 * const paging = usePaging(search.applied, PAGE_SIZES);
 * <TextFilter filteringText={search.text} onChange={({ detail }) => search.setText(detail.filteringText)} />
 */
export function useListSearch(): ListSearch {
  const [text, setText] = useState('');
  const applied = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, applied };
}
