/** inverter/CopySystemInverter: copies a model and its image under a new, unique model name. */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { copyInverter } from '../_lib/catalogue/inverter-save';
import { inverterView } from '../_lib/catalogue/views';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(inverterCalls.CopySystemInverter, async ({ input, culture }) =>
  inverterView(await copyInverter(input.sourceInverterId, input.inverterModelName, culture)),
);
