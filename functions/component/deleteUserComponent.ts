/** component/deleteUserComponent: deletes the caller's custom panel; never the default one (000 §2). */
import * as componentCalls from '@pvd/shared/api/component';
import { Code } from '@pvd/shared/errors/codes';
import { notYours } from '../_lib/catalogue/refusals';
import { deleteUserPanels, getDefaultUserPanelId, getUserPanel } from '../_lib/db/entities/user-panel';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.deleteUserComponent, async ({ input, session }) => {
  if (!(await getUserPanel(session.accountId, input.id))) throw notYours();
  const refuseDefault = () => new AppError(Code.invalidInput, { messageKey: 'defaultPanelNotDeletable' });
  if ((await getDefaultUserPanelId(session.accountId)) === input.id) throw refuseDefault();
  if (!(await deleteUserPanels(session.accountId, [input.id]))) {
    // It became the default, or went, in the meantime.
    if ((await getDefaultUserPanelId(session.accountId)) === input.id) throw refuseDefault();
    throw notYours();
  }
  return null;
});
