/** The person settings' save: account/editAccount (the account itself: hooks/use-account-info). */
import * as accountCalls from '@pvd/shared/api/account';
import type { CallRequest } from '@pvd/shared/api/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountInfoQuery } from '@/hooks/use-account-info';
import { api } from '@/lib/api';
import { updateSession } from '@/lib/session';

export type AccountEdit = CallRequest<typeof accountCalls.editAccount>;

/** Saves the person settings; the header then shows the name the server returned. */
export function useEditAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: AccountEdit) => api(accountCalls.editAccount, edit, { quiet: [118] }),
    onSuccess: (answer) => {
      updateSession({ accountName: answer.accountName });
      return queryClient.invalidateQueries({ queryKey: accountInfoQuery.queryKey });
    },
  });
}
