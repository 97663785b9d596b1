/**
 * account/resetPassword: the single-use key of a reset link sets a new password and ends every
 * session. Following the link proves the mailbox, so it also activates an unactivated account.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { Code } from '@pvd/shared/errors/codes';
import { hashPassword } from '../_lib/auth/password';
import { hashSecretToken } from '../_lib/auth/secret-token';
import { activateAccount, getAccountById, setAccountPassword } from '../_lib/db/entities/account';
import { consumeOneTimeKey } from '../_lib/db/entities/one-time-key';
import { deleteSessionsOfAccount } from '../_lib/db/entities/session';
import { AppError } from '../_lib/errors';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAndLimit, subjectsFor } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.resetPassword, async ({ input, sourceIp }) => {
  await countAndLimit(subjectsFor('reset', undefined, sourceIp));
  const consumed = await consumeOneTimeKey('reset', hashSecretToken(input.key));
  const account = consumed && (await getAccountById(consumed.accountId));
  if (!account) throw new AppError(Code.invalidInput, { messageKey: 'linkInvalid' });
  await setAccountPassword(account, await hashPassword(input.password));
  if (!account.activated) await activateAccount(account.id);
  await deleteSessionsOfAccount(account.id);
  return null;
});
