/** The currency catalogue (queryCurrencyOptions), cached for the session: rates change daily at most. */
import * as optionCalls from '@pvd/shared/api/catalogue-options';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useCurrencies() {
  return useQuery({
    queryKey: ['Common', 'queryCurrencyOptions'],
    queryFn: () => api(optionCalls.queryCurrencyOptions, {}),
    staleTime: 60 * 60 * 1000,
  });
}
