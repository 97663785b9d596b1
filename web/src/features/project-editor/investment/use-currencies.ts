/**
 * The currency catalogue (queryCurrencyOptions), cached for the session: rates change daily at
 * most. The key holds the language: the currencies' names are the server's [ACC-13].
 */
import * as optionCalls from '@pvd/shared/api/catalogue-options';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

export function useCurrencies() {
  return useQuery({
    queryKey: ['Common', 'queryCurrencyOptions', useLanguage()],
    queryFn: () => api(optionCalls.queryCurrencyOptions, {}),
    staleTime: 60 * 60 * 1000,
  });
}
