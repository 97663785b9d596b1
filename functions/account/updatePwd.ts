/** account/updatePwd: a new password for the caller; every session of the account ends (log in again). */
import * as accountCalls from '@pvd/shared/api/account';
import { hashPassword } from '../_lib/auth/password';
import { setAccountPassword } from '../_lib/db/entities/account';
import { deleteSessionsOfAccount } from '../_lib/db/entities/session';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(accountCalls.updatePwd, async ({ input, session }) => {
  await setAccountPassword(session.account, await hashPassword(input.password));
  await deleteSessionsOfAccount(session.accountId);
  return null;
});
