/** account/queryAccountInfo: the caller's person settings. */
import * as accountCalls from '@pvd/shared/api/account';
import { toAccountInfo } from '../_lib/account/account-info';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(accountCalls.queryAccountInfo, async ({ session }) =>
  toAccountInfo(session.account),
);
