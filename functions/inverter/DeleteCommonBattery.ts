/** inverter/DeleteCommonBattery: deletes a common battery and frees its model and brand. */
import * as batteryCalls from '@pvd/shared/api/battery';
import { deleteCommonBattery, getCommonBattery } from '../_lib/db/entities/common-battery';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(batteryCalls.DeleteCommonBattery, async ({ input }) => {
  const battery = await getCommonBattery(input.id);
  if (!battery || !(await deleteCommonBattery(battery))) throw itemNotFound();
  return null;
});
