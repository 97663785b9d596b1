/** component/queryUserDefaultComponentInfo: the caller's default custom panel, or null. */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getDefaultUserPanelId, getUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.queryUserDefaultComponentInfo, async ({ session }) => {
  const defaultId = await getDefaultUserPanelId(session.accountId);
  const panel = defaultId ? await getUserPanel(session.accountId, defaultId) : undefined;
  return panel ? panelView(panel, 3, true) : null;
});
