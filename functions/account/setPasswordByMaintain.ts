/**
 * account/setPasswordByMaintain: a maintainer sets the password of a user account or their own;
 * another maintain or admin account's needs the admin role (114). Its sessions end (108 if unknown).
 */
import * as accountCalls from '@pvd/shared/api/account';
import { maySetPasswordOf } from '@pvd/shared/constants/roles';
import { Code } from '@pvd/shared/errors/codes';
import { hashPassword } from '../_lib/auth/password';
import { getAccountById, setAccountPassword } from '../_lib/db/entities/account';
import { deleteSessionsOfAccount } from '../_lib/db/entities/session';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(accountCalls.setPasswordByMaintain, async ({ input, session }) => {
  const account = await getAccountById(input.accountId);
  if (!account) throw new AppError(Code.accountNotFound);
  if (!maySetPasswordOf(session.account, account)) throw notYours();
  await setAccountPassword(account, await hashPassword(input.password));
  await deleteSessionsOfAccount(account.id);
  return null;
});
