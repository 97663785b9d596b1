/** inverter/PageQueryCommonBattery: the common batteries, paged, newest first, searched by model name. */
import * as batteryCalls from '@pvd/shared/api/battery';
import { queryCommonBatteries } from '../_lib/db/entities/common-battery';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(batteryCalls.PageQueryCommonBattery, async ({ input }) => {
  const batteries = await queryCommonBatteries(input.whereCondition?.modelName ?? '');
  batteries.sort(
    (a, b) => b.createtime.localeCompare(a.createtime) || a.batterymodel.localeCompare(b.batterymodel),
  );
  return pageOf(batteries, input.limit, input.offset, (battery) => battery);
});
