/** account/setPasswordByMaintain: the maintainer sets any account's password; its sessions end (108 if unknown). */
import * as accountCalls from '@pvd/shared/api/account';
import { Code } from '@pvd/shared/errors/codes';
import { hashPassword } from '../_lib/auth/password';
import { getAccountById, setAccountPassword } from '../_lib/db/entities/account';
import { deleteSessionsOfAccount } from '../_lib/db/entities/session';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(accountCalls.setPasswordByMaintain, async ({ input }) => {
  const account = await getAccountById(input.accountId);
  if (!account) throw new AppError(Code.accountNotFound);
  await setAccountPassword(account, await hashPassword(input.password));
  await deleteSessionsOfAccount(account.id);
  return null;
});
