/** inverter/CopySystemInverter: copies a model and its image under a new, unique model name. */
import { calls } from '@pvd/shared/api/calls';
import { copyInverter } from '../_lib/catalogue/inverter-save';
import { inverterView } from '../_lib/catalogue/views';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.inverter.CopySystemInverter, async ({ input, culture }) =>
  inverterView(await copyInverter(input.sourceInverterId, input.inverterModelName, culture)),
);
