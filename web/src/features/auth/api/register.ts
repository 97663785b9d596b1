/** account/register: an account waiting for activation through the e-mailed link. */
import * as accountCalls from '@pvd/shared/api/account';
import type { CallRequest } from '@pvd/shared/api/define';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Registration = CallRequest<typeof accountCalls.register>;

/** Codes the register form shows itself: e-mail taken (111), invalid fields (118). */
export const registerFormCodes = [111, 118] as const;

export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      api(accountCalls.register, registration, { quiet: registerFormCodes }),
  });
}
