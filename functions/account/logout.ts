/** account/logout: ends the caller's session on the server. */
import { calls } from '@pvd/shared/api/calls';
import { deleteSession } from '../_lib/db/entities/session';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.account.logout, async ({ session }) => {
  await deleteSession(session.tokenHash);
  return null;
});
