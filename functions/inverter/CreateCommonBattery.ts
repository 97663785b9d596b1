/** inverter/CreateCommonBattery: adds a common battery (every field required, counts above zero, min ≤ max). */
import * as batteryCalls from '@pvd/shared/api/battery';
import { commonBatteryFromForm } from '../_lib/catalogue/common-battery-form';
import { createCommonBattery } from '../_lib/db/entities/common-battery';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(batteryCalls.CreateCommonBattery, async ({ input }) => {
  const time = new Date().toISOString();
  const battery = {
    ...commonBatteryFromForm(input),
    id: newId(),
    createtime: time,
    lastmodifytime: time,
    version: 1,
  };
  await createCommonBattery(battery);
  return battery;
});
