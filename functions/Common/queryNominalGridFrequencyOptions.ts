/** Common/queryNominalGridFrequencyOptions: the nominal frequencies of the models offering a voltage. */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { nominalFrequencyOptions } from '@pvd/shared/catalogue/inverter-options';
import { inverterOptionSources } from '../_lib/catalogue/inverter-sources';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(catalogueOptionsCalls.queryNominalGridFrequencyOptions, async ({ input }) =>
  nominalFrequencyOptions(
    await inverterOptionSources(),
    input.voltageType,
    input.voltageValue,
    input.isEnergyStorage,
  ),
);
