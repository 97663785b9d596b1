/** component/insertUserComponent: adds a custom panel; the first one (or one sent with isDefault 1) becomes the default. */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { createUserPanel, getDefaultUserPanelId, newStoredUserPanel } from '../_lib/db/entities/user-panel';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.insertUserComponent, async ({ input, session }) => {
  const panel = newStoredUserPanel(input.panel, newId(), new Date());
  await createUserPanel(session.accountId, panel, input.isDefault === 1);
  const defaultId = await getDefaultUserPanelId(session.accountId);
  return panelView(panel, 3, defaultId === panel.Id);
});
