/** inverter/setInverterSeries: sets the series of the selected models (请选择逆变器 without a selection). */
import { calls } from '@pvd/shared/api/calls';
import { setInverterFields } from '../_lib/catalogue/inverter-save';
import { distinctIds } from '../_lib/catalogue/refusals';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.inverter.setInverterSeries, async ({ input }) => ({
  updated: await setInverterFields(distinctIds(input.inverterIds), { series: input.series }),
}));
