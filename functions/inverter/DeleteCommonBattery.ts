/** inverter/DeleteCommonBattery: deletes a common battery. */
import * as batteryCalls from '@pvd/shared/api/battery';
import { deleteCommonBattery } from '../_lib/db/entities/common-battery';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(batteryCalls.DeleteCommonBattery, async ({ input }) => {
  if (!(await deleteCommonBattery(input.id))) throw itemNotFound();
  return null;
});
