/** Common/queryNominalGridVoltageOptions: the nominal grid voltages of a voltage type, from the catalogue's models. */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { nominalVoltageOptions } from '@pvd/shared/catalogue/inverter-options';
import { inverterOptionSources } from '../_lib/catalogue/inverter-sources';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(catalogueOptionsCalls.queryNominalGridVoltageOptions, async ({ input }) =>
  nominalVoltageOptions(await inverterOptionSources(), input.voltageType, input.isEnergyStorage),
);
