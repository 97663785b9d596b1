/**
 * account/forGetPassword: mails a reset link when the account exists. The answer is the same
 * either way, so nobody can find out which e-mails have accounts.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { sendResetMail } from '../_lib/auth/account-mail';
import { getAccountByEmail } from '../_lib/db/entities/account';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAndLimit, subjectsFor } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.forGetPassword, async ({ input, sourceIp }) => {
  await countAndLimit(subjectsFor('forgot', input.email, sourceIp));
  const account = await getAccountByEmail(input.email);
  if (account) await sendResetMail(account);
  return null;
});
