/**
 * Refusals follow a switch of language [ACC-13]: a query on screen that failed shows the server's
 * words for why (a list's error line, a panel's refusal), in the language it was asked in; when
 * the language changes, each such query is asked again, so the words come in the new one. Queries
 * that answered are left alone: those whose answer the server words hold the language in their
 * key, and the others answer the same in either language.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Language } from './language';

/** Asks the failed queries on screen again whenever `language` changes. */
export function useRefusalsInLanguage(client: QueryClient, language: Language): void {
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [client, language]);
}
