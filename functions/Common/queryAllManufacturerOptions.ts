/** Common/queryAllManufacturerOptions: the manufacturers of the system panels and of the caller's custom panels. */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { manufacturerOptions } from '../_lib/catalogue/inverter-sources';
import { querySystemPanels } from '../_lib/db/entities/system-panel';
import { queryUserPanels } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(catalogueOptionsCalls.queryAllManufacturerOptions, async ({ session }) => {
  const [system, own] = await Promise.all([querySystemPanels({}), queryUserPanels(session.accountId, '')]);
  return manufacturerOptions([...system, ...own].map((item) => item.manufacturer));
});
