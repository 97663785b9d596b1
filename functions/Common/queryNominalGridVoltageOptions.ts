/** Common/queryNominalGridVoltageOptions: the nominal grid voltages of a voltage type, from the catalogue's models. */
import { calls } from '@pvd/shared/api/calls';
import { nominalVoltageOptions } from '@pvd/shared/catalogue/inverter-options';
import { inverterOptionSources } from '../_lib/catalogue/inverter-sources';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.Common.queryNominalGridVoltageOptions, async ({ input }) =>
  nominalVoltageOptions(await inverterOptionSources(), input.voltageType, input.isEnergyStorage),
);
