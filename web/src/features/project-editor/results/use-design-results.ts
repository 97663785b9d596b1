/**
 * The live results of the draft [WIZ-14]: queryProjectDesignResults for the draft's body,
 * 300 ms after it stopped changing, keyed by the body so an undo answers from the cache, the
 * previous answer kept while the next one computes so the panel never flashes empty. Refusals
 * are shown in the panel, not as notifications (they come and go while the user types). The key
 * holds the language: the answer's and the refusals' texts are the server's, asked again in a new
 * language [ACC-13].
 */
import type { CallResponse } from '@pvd/shared/api/define';
import * as reportCalls from '@pvd/shared/api/project-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import type { EditorDraft } from '../model/draft';

/** The results follow a change within 300 ms [WIZ-14]. [ms] */
export const RESULTS_DEBOUNCE_MS = 300;

export type DesignResults = CallResponse<typeof reportCalls.queryProjectDesignResults>;

export function useDesignResults(draft: EditorDraft) {
  const { proType, projectId, body } = draft;
  const language = useLanguage();
  // One object per draft: a new one at every render would restart the debounce and re-render
  // the panel (and its chart) every 300 ms for as long as the wizard is open.
  const latest = useMemo(() => ({ proType, projectId, body }), [proType, projectId, body]);
  const request = useDebouncedValue(latest, RESULTS_DEBOUNCE_MS);
  // Nothing to simulate without an array: no call, the panel says what to add.
  const hasArrays = (request.body.pvArray?.length ?? 0) > 0;
  const query = useQuery({
    queryKey: ['project', 'queryProjectDesignResults', request, language],
    queryFn: ({ signal }) => api(reportCalls.queryProjectDesignResults, request, { quiet: 'all', signal }),
    enabled: hasArrays,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  return { ...query, hasArrays };
}
