/**
 * account/accountActivation, called once per key: the key is single-use, so the answer is kept
 * (no refetch, no retry) and React's double effects in development do not spend it twice.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function activationQuery(key: string) {
  return queryOptions({
    queryKey: ['account', 'accountActivation', key],
    // The page shows the outcome itself; no notification on top of it.
    queryFn: () => api(accountCalls.accountActivation, { key }, { quiet: 'all' }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useActivation(key: string | null) {
  return useQuery({ ...activationQuery(key ?? ''), enabled: key !== null });
}
