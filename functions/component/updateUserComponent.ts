/** component/updateUserComponent: saves the caller's custom panel (114 for anyone else's, 117 when stale). */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getDefaultUserPanelId, getUserPanel, replaceUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.updateUserComponent, async ({ input, session }) => {
  const current = await getUserPanel(session.accountId, input.id);
  if (!current) throw notYours();
  if (current.version !== input.version) throw staleEdit();
  const next = {
    ...current,
    ...input.panel,
    lastmodifytime: new Date().toISOString(),
    version: current.version + 1,
  };
  if ((await replaceUserPanel(session.accountId, next, current.version)) === 'conflict') throw staleEdit();
  const defaultId = await getDefaultUserPanelId(session.accountId);
  return panelView(next, 3, defaultId === next.Id);
});
