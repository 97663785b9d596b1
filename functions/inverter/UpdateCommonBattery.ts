/**
 * inverter/UpdateCommonBattery: saves a common battery (117 when it changed since it was read;
 * 118 已存在该电池型号和品牌 when renamed onto another battery's model and brand).
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import { commonBatteryFromForm } from '../_lib/catalogue/common-battery-form';
import { commonBatteryTaken } from '../_lib/catalogue/common-battery-name';
import { getCommonBattery, replaceCommonBattery } from '../_lib/db/entities/common-battery';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused, itemNotFound, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(batteryCalls.UpdateCommonBattery, async ({ input, culture }) => {
  const current = await getCommonBattery(input.id);
  if (!current) throw itemNotFound();
  if (current.version !== input.version) throw staleEdit();
  const next = {
    ...current,
    ...commonBatteryFromForm(input),
    lastmodifytime: new Date().toISOString(),
    version: current.version + 1,
  };
  const refuseName = () => fieldRefused('modelName', 'batteryModelBrandExists', culture);
  if (await commonBatteryTaken(next)) throw refuseName();
  const outcome = await replaceCommonBattery(current, next, current.version);
  if (outcome === 'nameTaken') throw refuseName();
  if (outcome === 'conflict') throw staleEdit();
  return next;
});
