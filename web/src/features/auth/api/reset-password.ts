/**
 * account/resetPassword: the reset link's key sets a new password (118 linkInvalid when it is
 * spent); account/checkResetPasswordKey: whether the key is still alive, read when the page opens
 * (it does not consume the key).
 */
import * as accountCalls from '@pvd/shared/api/account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { key: string; password: string }) =>
      api(accountCalls.resetPassword, input, { quiet: [118] }),
  });
}

/** Whether the link's key can still set a password; disabled without a key. */
export function useResetKeyAlive(key: string | null) {
  return useQuery({
    queryKey: ['account', 'checkResetPasswordKey', key],
    queryFn: () => api(accountCalls.checkResetPasswordKey, { key: key ?? '' }, { quiet: [118] }),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
