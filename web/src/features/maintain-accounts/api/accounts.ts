/** The maintainer's account list (account/pageQueryUser) and password setting (setPasswordByMaintain). */
import * as accountCalls from '@pvd/shared/api/account';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface AccountsPage {
  /** Rows per page. */
  limit: number;
  /** 1-based page number [LIST-1]. */
  offset: number;
  /** Part of the login e-mail; empty for all. */
  loginEmail: string;
}

export function accountsQuery({ limit, offset, loginEmail }: AccountsPage) {
  return queryOptions({
    queryKey: ['account', 'pageQueryUser', { limit, offset, loginEmail }],
    queryFn: () =>
      api(accountCalls.pageQueryUser, {
        limit,
        offset,
        whereCondition: loginEmail ? { loginEmail } : undefined,
      }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(page: AccountsPage) {
  return useQuery(accountsQuery(page));
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: { accountId: string; password: string }) =>
      api(accountCalls.setPasswordByMaintain, input, { quiet: [118] }),
  });
}
