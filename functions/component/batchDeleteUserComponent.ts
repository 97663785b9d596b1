/**
 * component/batchDeleteUserComponent: deletes the selected custom panels, all or none: 114 when
 * one is not the caller's, 118 when the default is among them, 117 when the set changed meanwhile.
 */
import * as componentCalls from '@pvd/shared/api/component';
import { Code } from '@pvd/shared/errors/codes';
import { distinctIds, notYours, staleEdit } from '../_lib/catalogue/refusals';
import { deleteUserPanels, getDefaultUserPanelId, getUserPanels } from '../_lib/db/entities/user-panel';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.batchDeleteUserComponent, async ({ input, session }) => {
  const ids = distinctIds(input.ComponentIds);
  const panels = await getUserPanels(session.accountId, ids);
  if (panels.some((panel) => !panel)) throw notYours();
  const defaultId = await getDefaultUserPanelId(session.accountId);
  if (defaultId && ids.includes(defaultId)) {
    throw new AppError(Code.invalidInput, { messageKey: 'defaultPanelNotDeletable' });
  }
  if (!(await deleteUserPanels(session.accountId, ids))) throw staleEdit();
  return { deleted: ids.length };
});
