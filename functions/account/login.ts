/** account/login: e-mail and password → a 7-day session (106 for any wrong pair, 555 before activation). */
import * as accountCalls from '@pvd/shared/api/account';
import { Code } from '@pvd/shared/errors/codes';
import { decoyPasswordHash, verifyPassword } from '../_lib/auth/password';
import { hashSecretToken, newSecretToken } from '../_lib/auth/secret-token';
import { getAccountByEmail, setAccountLanguage } from '../_lib/db/entities/account';
import { createSession } from '../_lib/db/entities/session';
import { AppError } from '../_lib/errors';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAttempts, loginSubjects, refuseIfLimited } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.login, async ({ input, culture, sourceIp }) => {
  const limits = loginSubjects(input.email, sourceIp);
  await refuseIfLimited(limits);
  const account = await getAccountByEmail(input.email);
  // An unknown e-mail costs one hash too, so timing does not tell which accounts exist.
  const passwordOk = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!account || !passwordOk) {
    await countAttempts(limits);
    throw new AppError(Code.wrongAccountOrPassword);
  }
  if (!account.activated) throw new AppError(Code.activateThroughMailbox);
  // Mail links follow the language the person last used.
  if (account.language !== culture) await setAccountLanguage(account.id, culture);
  const token = newSecretToken();
  const { expiresAtMs } = await createSession(hashSecretToken(token), account.id, account.sessionEpoch);
  return { token, accountName: account.accountName, accountRole: account.role, expiresAt: expiresAtMs };
});
