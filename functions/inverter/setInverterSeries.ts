/** inverter/setInverterSeries: sets the series of the selected models (请选择逆变器 without a selection). */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { setInverterFields } from '../_lib/catalogue/inverter-save';
import { apiHandler } from '../_lib/middleware/api-handler';
import { distinctIds } from '../_lib/refusals';

export const handler = apiHandler(inverterCalls.setInverterSeries, async ({ input }) => ({
  updated: await setInverterFields(distinctIds(input.inverterIds), { series: input.series }),
}));
