/** inverter/queryInverterOptions: the chooser's models of a voltage type, voltage and frequency (grid or storage). */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { inverterModelOptions } from '@pvd/shared/catalogue/inverter-options';
import { inverterOptionSources } from '../_lib/catalogue/inverter-sources';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(inverterCalls.queryInverterOptions, async ({ input }) =>
  inverterModelOptions(
    await inverterOptionSources(),
    input.voltageType,
    input.voltageValue,
    input.frequency,
    input.isEnergyStorage,
  ),
);
