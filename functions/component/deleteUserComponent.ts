/** component/deleteUserComponent: deletes the caller's custom panel; never the default one [CAT-2]. */
import * as componentCalls from '@pvd/shared/api/component';
import { deleteUserPanels, getDefaultUserPanelId, getUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours, ruleRefused } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.deleteUserComponent, async ({ input, session }) => {
  if (!(await getUserPanel(session.accountId, input.id))) throw notYours();
  const refuseDefault = () => ruleRefused('defaultPanelNotDeletable');
  if ((await getDefaultUserPanelId(session.accountId)) === input.id) throw refuseDefault();
  if (!(await deleteUserPanels(session.accountId, [input.id]))) {
    // It became the default, or went, in the meantime.
    if ((await getDefaultUserPanelId(session.accountId)) === input.id) throw refuseDefault();
    throw notYours();
  }
  return null;
});
