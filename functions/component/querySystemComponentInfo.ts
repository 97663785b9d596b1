/** component/querySystemComponentInfo: one system panel. */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getSystemPanel } from '../_lib/db/entities/system-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.querySystemComponentInfo, async ({ input }) => {
  const panel = await getSystemPanel(input.Id);
  if (!panel) throw itemNotFound();
  return panelView(panel, 2);
});
