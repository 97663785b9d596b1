/**
 * component/batchDeleteUserComponent: deletes the selected custom panels, all or none: 114 when
 * one is not the caller's, 118 when the default is among them, 117 when the set changed meanwhile.
 */
import * as componentCalls from '@pvd/shared/api/component';
import { deleteUserPanels, getDefaultUserPanelId, getUserPanels } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { distinctIds, notYours, ruleRefused, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.batchDeleteUserComponent, async ({ input, session }) => {
  const ids = distinctIds(input.ComponentIds);
  const panels = await getUserPanels(session.accountId, ids);
  if (panels.some((panel) => !panel)) throw notYours();
  const defaultId = await getDefaultUserPanelId(session.accountId);
  if (defaultId && ids.includes(defaultId)) throw ruleRefused('defaultPanelNotDeletable');
  if (!(await deleteUserPanels(session.accountId, ids))) throw staleEdit();
  return { deleted: ids.length };
});
