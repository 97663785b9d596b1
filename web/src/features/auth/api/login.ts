/**
 * account/login and what follows a success: the session is stored (local storage with
 * remember-password, session storage without), the e-mail remembered or forgotten, the maintain
 * role switched to zh-CN, and the user lands on the role's first page.
 */
import * as accountCalls from '@pvd/shared/api/account';
import type { CallRequest } from '@pvd/shared/api/define';
import { Role } from '@pvd/shared/constants/roles';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { landingPathFor } from '@/config/paths';
import { api } from '@/lib/api';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { clearNotifications } from '@/lib/notifications';
import { queryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { rememberAccount } from '../hooks/use-remembered-accounts';

export type Credentials = CallRequest<typeof accountCalls.login>;

/** Codes the login form shows itself: wrong e-mail or password, too many attempts. */
export const loginFormCodes = [106, 116] as const;

export interface LoginInput {
  credentials: Credentials;
  remember: boolean;
}

/** Logs in and stores the session; returns where the role lands. */
export async function logIn({ credentials, remember }: LoginInput): Promise<string> {
  const answer = await api(accountCalls.login, credentials, { quiet: loginFormCodes });
  // The maintain role works in Chinese [ACC-12].
  if (answer.accountRole === Role.maintain) await setLanguage('zh-CN');
  saveSession(
    {
      token: answer.token,
      accountName: answer.accountName,
      role: answer.accountRole,
      expiresAt: answer.expiresAt,
      language: currentLanguage(),
    },
    remember,
  );
  rememberAccount(credentials.email, remember);
  // Nothing cached for a previous account may show for this one.
  queryClient.clear();
  clearNotifications();
  return landingPathFor(answer.accountRole);
}

export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (landing) => navigate(landing, { replace: true }),
  });
}
