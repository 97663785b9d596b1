/**
 * inverter/CreateCommonBattery: adds a common battery (every field required, counts above zero,
 * min ≤ max; model and brand together unique, any case: 118 已存在该电池型号和品牌 on modelName).
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import { commonBatteryFromForm } from '../_lib/catalogue/common-battery-form';
import { commonBatteryTaken } from '../_lib/catalogue/common-battery-name';
import { createCommonBattery } from '../_lib/db/entities/common-battery';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused } from '../_lib/refusals';

export const handler = apiHandler(batteryCalls.CreateCommonBattery, async ({ input, culture }) => {
  const time = new Date().toISOString();
  const battery = {
    ...commonBatteryFromForm(input),
    id: newId(),
    createtime: time,
    lastmodifytime: time,
    version: 1,
  };
  const refuseName = () => fieldRefused('modelName', 'batteryModelBrandExists', culture);
  if (await commonBatteryTaken(battery)) throw refuseName();
  if (!(await createCommonBattery(battery))) throw refuseName();
  return battery;
});
