/** account/queryAccountInfo: the caller's person settings. */
import * as accountCalls from '@pvd/shared/api/account';
import { apiHandler } from '../_lib/middleware/api-handler';
import { toAccountInfo } from './account-info';

export const handler = apiHandler(accountCalls.queryAccountInfo, async ({ session }) =>
  toAccountInfo(session.account),
);
