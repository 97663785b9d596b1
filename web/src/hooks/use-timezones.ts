/** The time-zone list (Common/getTimezones), labelled in the current language. */
import * as commonCalls from '@pvd/shared/api/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useLanguage } from '../lib/i18n';
import type { Language } from '../lib/language';

export function timezonesQuery(language: Language) {
  return queryOptions({
    queryKey: ['Common', 'getTimezones', language],
    queryFn: () => api(commonCalls.getTimezones, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTimezones() {
  return useQuery(timezonesQuery(useLanguage()));
}
