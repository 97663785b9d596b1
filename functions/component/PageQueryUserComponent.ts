/** component/PageQueryUserComponent: the caller's custom panels, paged, newest first, searched by manufacturer or model. */
import * as componentCalls from '@pvd/shared/api/component';
import { toUserPanelRow } from '@pvd/shared/catalogue/user-panel';
import { getDefaultUserPanelId, parseUserPanel, queryUserPanels } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(componentCalls.PageQueryUserComponent, async ({ input, session }) => {
  const search = input.whereCondition?.manufacturerOrComponentName ?? '';
  const [items, defaultId] = await Promise.all([
    queryUserPanels(session.accountId, search),
    getDefaultUserPanelId(session.accountId),
  ]);
  return pageOf(items, input.limit, input.offset, (item) => {
    const panel = parseUserPanel(item);
    return toUserPanelRow({ ...panel, IsDefault: panel.Id === defaultId ? 1 : 0 });
  });
});
