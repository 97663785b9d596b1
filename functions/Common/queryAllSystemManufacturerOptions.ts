/** Common/queryAllSystemManufacturerOptions: the manufacturers of the system panels. */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { manufacturerOptions } from '../_lib/catalogue/inverter-sources';
import { querySystemPanels } from '../_lib/db/entities/system-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(catalogueOptionsCalls.queryAllSystemManufacturerOptions, async () => {
  const items = await querySystemPanels({});
  return manufacturerOptions(items.map((item) => item.manufacturer));
});
