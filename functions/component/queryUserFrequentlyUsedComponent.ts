/** component/queryUserFrequentlyUsedComponent: the panels the caller used most (empty until projects record use). */
import { calls } from '@pvd/shared/api/calls';
import { listFrequentPanels } from '../_lib/db/entities/frequent-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.component.queryUserFrequentlyUsedComponent, async ({ session }) => {
  const panels = await listFrequentPanels(session.accountId);
  return panels.map(({ panelid, panelchoseway, panelname }) => ({ panelid, panelchoseway, panelname }));
});
