/** tariff/queryUserTariffInfo: one of the caller's tariffs with its JSON form (114 for anyone else's). */
import * as tariffCalls from '@pvd/shared/api/tariff';
import { getUserTariff } from '../_lib/db/entities/user-tariff';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';
import { tariffItemOf } from '../_lib/tariff/tariff-views';

export const handler = apiHandler(tariffCalls.queryUserTariffInfo, async ({ input, session }) => {
  const stored = await getUserTariff(session.accountId, input.id);
  if (!stored) throw notYours();
  return tariffItemOf(stored);
});
