/** Common/queryAllUserManufacturerOptions: the manufacturers of the caller's custom panels. */
import { calls } from '@pvd/shared/api/calls';
import { manufacturerOptions } from '../_lib/catalogue/inverter-sources';
import { queryUserPanels } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.Common.queryAllUserManufacturerOptions, async ({ session }) => {
  const items = await queryUserPanels(session.accountId, '');
  return manufacturerOptions(items.map((item) => item.manufacturer));
});
