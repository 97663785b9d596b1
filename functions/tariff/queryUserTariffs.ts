/** tariff/queryUserTariffs: the caller's tariffs, oldest first, searched by name [TAR-14]. */
import * as tariffCalls from '@pvd/shared/api/tariff';
import { queryUserTariffs } from '../_lib/db/entities/user-tariff';
import { apiHandler } from '../_lib/middleware/api-handler';
import { tariffRowOf } from '../_lib/tariff/tariff-views';

export const handler = apiHandler(tariffCalls.queryUserTariffs, async ({ input, session }) =>
  (await queryUserTariffs(session.accountId, input.name ?? '')).map(tariffRowOf),
);
