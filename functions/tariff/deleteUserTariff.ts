/** tariff/deleteUserTariff: deletes one of the caller's tariffs (114 for anyone else's); projects keep their copies. */
import * as tariffCalls from '@pvd/shared/api/tariff';
import { deleteUserTariff } from '../_lib/db/entities/user-tariff';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(tariffCalls.deleteUserTariff, async ({ input, session }) => {
  if (!(await deleteUserTariff(session.accountId, input.id))) throw notYours();
  return null;
});
