/** inverter/deleteSystemInverter: deletes a model, releases its name and deletes its image. */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { deleteImages } from '../_lib/catalogue/inverter-image';
import { deleteSystemInverter, getSystemInverter } from '../_lib/db/entities/system-inverter';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(inverterCalls.deleteSystemInverter, async ({ input }) => {
  const inverter = await getSystemInverter(input.inverterId);
  if (!inverter || !(await deleteSystemInverter(inverter))) throw itemNotFound();
  await deleteImages([inverter.imageKey]);
  return null;
});
