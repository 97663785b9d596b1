/**
 * inverter/UpdateCommonBattery: saves a common battery (117 when it changed since it was read;
 * 118 已存在该电池型号和品牌 when renamed onto another battery's model and brand).
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import { commonBatteryFromForm } from '../_lib/catalogue/common-battery-form';
import { commonBatteryTaken } from '../_lib/catalogue/common-battery-name';
import { getCommonBattery, replaceCommonBattery } from '../_lib/db/entities/common-battery';
import { editAtVersion } from '../_lib/db/versioned-edit';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused, itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(batteryCalls.UpdateCommonBattery, async ({ input, culture }) => {
  const { next } = await editAtVersion({
    read: () => getCommonBattery(input.id),
    expectedVersion: input.version,
    now: new Date(),
    change: (current, stamp) => ({ ...current, ...commonBatteryFromForm(input), ...stamp }),
    // Batteries stored before their names had guards are found by a query of the catalogue.
    isNameTaken: commonBatteryTaken,
    write: replaceCommonBattery,
    refuse: {
      missing: itemNotFound,
      nameTaken: () => fieldRefused('modelName', 'batteryModelBrandExists', culture),
    },
  });
  return next;
});
