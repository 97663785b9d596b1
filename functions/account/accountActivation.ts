/** account/accountActivation: the single-use key of an activation link activates its account (107 otherwise). */
import * as accountCalls from '@pvd/shared/api/account';
import { Code } from '@pvd/shared/errors/codes';
import { hashSecretToken } from '../_lib/auth/secret-token';
import { activateAccount, getAccountById, refreshUnactivatedAccount } from '../_lib/db/entities/account';
import { consumeOneTimeKey } from '../_lib/db/entities/one-time-key';
import { AppError } from '../_lib/errors';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAndLimit, subjectsFor } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.accountActivation, async ({ input, sourceIp }) => {
  await countAndLimit(subjectsFor('activation', undefined, sourceIp));
  const consumed = await consumeOneTimeKey('activation', hashSecretToken(input.key));
  const account = consumed && (await getAccountById(consumed.accountId));
  if (!consumed || !account || account.activated) {
    throw new AppError(Code.accountNotActivated, { messageKey: 'linkInvalid' });
  }
  const { passwordHash, timezone } = consumed.payload;
  if (passwordHash && timezone) {
    await refreshUnactivatedAccount(account.id, { passwordHash, timezone, language: account.language });
  }
  await activateAccount(account.id);
  return null;
});
