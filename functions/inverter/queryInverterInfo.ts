/** inverter/queryInverterInfo: one system inverter with every field and its image address. */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { inverterView } from '../_lib/catalogue/views';
import { getSystemInverter } from '../_lib/db/entities/system-inverter';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(inverterCalls.queryInverterInfo, async ({ input }) => {
  const inverter = await getSystemInverter(input.id);
  if (!inverter) throw itemNotFound();
  return inverterView(inverter);
});
