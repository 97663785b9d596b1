/** account/queryAccountInfo: the caller's person settings. */
import { calls } from '@pvd/shared/api/calls';
import { apiHandler } from '../_lib/middleware/api-handler';
import { toAccountInfo } from './account-info';

export const handler = apiHandler(calls.account.queryAccountInfo, async ({ session }) =>
  toAccountInfo(session.account),
);
