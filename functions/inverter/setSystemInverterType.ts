/** inverter/setSystemInverterType: marks the selected models grid-connected (1) or storage (2). */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { setInverterFields } from '../_lib/catalogue/inverter-save';
import { apiHandler } from '../_lib/middleware/api-handler';
import { distinctIds } from '../_lib/refusals';

export const handler = apiHandler(inverterCalls.setSystemInverterType, async ({ input }) => ({
  updated: await setInverterFields(distinctIds(input.InverterIdArray), {
    invertertype: input.inverterTypeValue,
  }),
}));
