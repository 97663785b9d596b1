/** The activation and reset mails: a new one-time key, its link, and the mail in the account's language. */

import { ACTIVATION_KEY_LIFETIME_MS, RESET_KEY_LIFETIME_MS } from '@pvd/shared/constants/limits';
import type { Culture } from '@pvd/shared/errors/codes';
import { storeOneTimeKey } from '../db/entities/one-time-key';
import { sendTemplateMail } from '../mail/send-template-mail';
import { siteUrl } from '../site-url';
import { hashSecretToken, newSecretToken } from './secret-token';

/** A link's lifetime in whole hours, with its unit in the mail's language ("1 hour", "48 hours", "1 小时"). */
export function durationText(lifetimeMs: number, language: Culture): string {
  const hours = lifetimeMs / 3_600_000;
  if (language === 'zh-CN') return `${hours} 小时`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

interface MailTarget {
  id: string;
  email: string;
  language: Culture;
}

/** `/activation?l=cn|en&key=…`: the page's language follows the account's language. */
export async function sendActivationMail(
  account: MailTarget,
  payload: Record<string, string>,
): Promise<void> {
  const key = newSecretToken();
  await storeOneTimeKey('activation', hashSecretToken(key), account.id, payload);
  const l = account.language === 'en' ? 'en' : 'cn';
  const link = `${await siteUrl()}/activation?l=${l}&key=${encodeURIComponent(key)}`;
  await sendTemplateMail('activation', account.language, account.email, {
    link,
    email: account.email,
    hours: String(ACTIVATION_KEY_LIFETIME_MS / 3_600_000),
    duration: durationText(ACTIVATION_KEY_LIFETIME_MS, account.language),
  });
}

/** `/resetPwd?key=…` (single use, 1 hour). */
export async function sendResetMail(account: MailTarget): Promise<void> {
  const key = newSecretToken();
  await storeOneTimeKey('reset', hashSecretToken(key), account.id);
  const l = account.language === 'en' ? 'en' : 'cn';
  const link = `${await siteUrl()}/resetPwd?l=${l}&key=${encodeURIComponent(key)}`;
  await sendTemplateMail('resetPassword', account.language, account.email, {
    link,
    email: account.email,
    hours: String(RESET_KEY_LIFETIME_MS / 3_600_000),
    duration: durationText(RESET_KEY_LIFETIME_MS, account.language),
  });
}
