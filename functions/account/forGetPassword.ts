/**
 * account/forGetPassword: mails a reset link when the account exists. The answer is the same
 * either way and takes the same time (at least FORGOT_PASSWORD_ANSWER_MS), so nobody can find out
 * which e-mails have accounts, by its content or by its timing.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { sendResetMail } from '../_lib/auth/account-mail';
import { FORGOT_PASSWORD_ANSWER_MS, withMinimumDuration } from '../_lib/auth/even-timing';
import { getAccountByEmail } from '../_lib/db/entities/account';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAndLimit, subjectsFor } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.forGetPassword, async ({ input, sourceIp }) => {
  await countAndLimit(subjectsFor('forgot', input.email, sourceIp));
  await withMinimumDuration(FORGOT_PASSWORD_ANSWER_MS, async () => {
    const account = await getAccountByEmail(input.email);
    if (account) await sendResetMail(account);
  });
  return null;
});
