/** component/queryUserFrequentlyUsedComponent: the panels the caller used most (empty until projects record use). */
import * as componentCalls from '@pvd/shared/api/component';
import { listFrequentPanels } from '../_lib/db/entities/frequent-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.queryUserFrequentlyUsedComponent, async ({ session }) => {
  const panels = await listFrequentPanels(session.accountId);
  return panels.map(({ panelid, panelchoseway, panelname }) => ({ panelid, panelchoseway, panelname }));
});
