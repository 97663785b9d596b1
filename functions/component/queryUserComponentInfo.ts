/** component/queryUserComponentInfo: one of the caller's custom panels (114 for anyone else's). */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getDefaultUserPanelId, getUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.queryUserComponentInfo, async ({ input, session }) => {
  const panel = await getUserPanel(session.accountId, input.id);
  if (!panel) throw notYours();
  return panelView(panel, 3, (await getDefaultUserPanelId(session.accountId)) === panel.Id);
});
