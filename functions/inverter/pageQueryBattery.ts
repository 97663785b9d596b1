/** inverter/pageQueryBattery: the system batteries, paged, by series and model, searched by model. */
import * as batteryCalls from '@pvd/shared/api/battery';
import { querySystemBatteries } from '../_lib/db/entities/system-battery';
import { byText } from '../_lib/db/sorting';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(batteryCalls.pageQueryBattery, async ({ input }) => {
  const batteries = await querySystemBatteries(input.whereCondition?.modelName ?? '');
  const sorted = batteries.sort(byText('inverterseries', 'batterymodel'));
  return pageOf(sorted, input.limit, input.offset, (battery) => battery);
});
