/** component/updateUserComponent: saves the caller's custom panel (114 for anyone else's, 117 when stale). */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getDefaultUserPanelId, getUserPanel, replaceUserPanel } from '../_lib/db/entities/user-panel';
import { editAtVersion } from '../_lib/db/versioned-edit';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.updateUserComponent, async ({ input, session }) => {
  const { accountId } = session;
  const { next } = await editAtVersion({
    read: () => getUserPanel(accountId, input.id),
    expectedVersion: input.version,
    now: new Date(),
    change: (current, stamp) => ({ ...current, ...input.panel, ...stamp }),
    write: (_, next, version) => replaceUserPanel(accountId, next, version),
    refuse: { missing: notYours },
  });
  const defaultId = await getDefaultUserPanelId(accountId);
  return panelView(next, 3, defaultId === next.Id);
});
