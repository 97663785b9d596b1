/** account/updatePwd: a new password; the server ends every session of the account. */
import * as accountCalls from '@pvd/shared/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (password: string) => api(accountCalls.updatePwd, { password }, { quiet: [118] }),
  });
}
