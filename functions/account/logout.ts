/** account/logout: ends the caller's session on the server. */
import * as accountCalls from '@pvd/shared/api/account';
import { deleteSession } from '../_lib/db/entities/session';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(accountCalls.logout, async ({ session }) => {
  await deleteSession(session.tokenHash);
  return null;
});
