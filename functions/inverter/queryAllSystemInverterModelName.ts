/** inverter/queryAllSystemInverterModelName: every model name (for the unique-name check on blur), by name. */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { querySystemInverters } from '../_lib/db/entities/system-inverter';
import { byText } from '../_lib/db/sorting';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(inverterCalls.queryAllSystemInverterModelName, async () => {
  const items = await querySystemInverters({});
  return items
    .sort(byText('modelname'))
    .map((item) => ({ id: String(item.id), modelname: String(item.modelname) }));
});
