/** component/pageQuerySystemComponent: the system panels, paged, newest first, searched by manufacturer and model. */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { parseSystemPanel, querySystemPanels } from '../_lib/db/entities/system-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

export const handler = apiHandler(componentCalls.pageQuerySystemComponent, async ({ input }) => {
  const items = await querySystemPanels(input.whereCondition ?? {});
  return pageOf(items, input.limit, input.offset, (item) => panelView(parseSystemPanel(item), 2));
});
