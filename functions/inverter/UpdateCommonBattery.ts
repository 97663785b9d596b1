/** inverter/UpdateCommonBattery: saves a common battery (117 when it changed since it was read). */
import * as batteryCalls from '@pvd/shared/api/battery';
import { commonBatteryFromForm } from '../_lib/catalogue/common-battery-form';
import { getCommonBattery, replaceCommonBattery } from '../_lib/db/entities/common-battery';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(batteryCalls.UpdateCommonBattery, async ({ input }) => {
  const current = await getCommonBattery(input.id);
  if (!current) throw itemNotFound();
  if (current.version !== input.version) throw staleEdit();
  const next = {
    ...current,
    ...commonBatteryFromForm(input),
    lastmodifytime: new Date().toISOString(),
    version: current.version + 1,
  };
  if (!(await replaceCommonBattery(next, current.version))) throw staleEdit();
  return next;
});
