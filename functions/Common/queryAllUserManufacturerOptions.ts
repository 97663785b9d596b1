/** Common/queryAllUserManufacturerOptions: the manufacturers of the caller's custom panels. */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { manufacturerOptions } from '../_lib/catalogue/inverter-sources';
import { queryUserPanels } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  catalogueOptionsCalls.queryAllUserManufacturerOptions,
  async ({ session }) => {
    const items = await queryUserPanels(session.accountId, '');
    return manufacturerOptions(items.map((item) => item.manufacturer));
  },
);
