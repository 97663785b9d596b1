/** account/forGetPassword: mails a reset link (the answer is the same for unknown e-mails). */
import * as accountCalls from '@pvd/shared/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api(accountCalls.forGetPassword, { email }, { quiet: [118] }),
  });
}
