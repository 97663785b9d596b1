/** account/resetPassword: the reset link's key sets a new password (118 linkInvalid when it is spent). */
import * as accountCalls from '@pvd/shared/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { key: string; password: string }) =>
      api(accountCalls.resetPassword, input, { quiet: [118] }),
  });
}
