/**
 * tariff/updateUserTariff: saves one of the caller's tariffs from its JSON form on the version
 * read (114 not yours, 117 stale, 118 naming each bad field).
 */
import * as tariffCalls from '@pvd/shared/api/tariff';
import { getUserTariff, replaceUserTariff } from '../_lib/db/entities/user-tariff';
import { editAtVersion } from '../_lib/db/versioned-edit';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';
import { tariffItemOf } from '../_lib/tariff/tariff-views';

export const handler = apiHandler(tariffCalls.updateUserTariff, async ({ input, session }) => {
  const { accountId } = session;
  const { next } = await editAtVersion({
    read: () => getUserTariff(accountId, input.id),
    expectedVersion: input.version,
    now: new Date(),
    change: (current, stamp) => ({ ...current, tariff: input.tariff, ...stamp }),
    write: (_, next, version) => replaceUserTariff(accountId, next, version),
    refuse: { missing: notYours },
  });
  return tariffItemOf(next);
});
