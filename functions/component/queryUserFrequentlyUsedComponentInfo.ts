/**
 * component/queryUserFrequentlyUsedComponentInfo: a frequently used panel with how it was chosen
 * (PanelType 2 system, 3 custom) and the panel itself. A custom panel is found only in the
 * caller's own partition; an id that is neither the caller's nor a system panel answers 114.
 */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getFrequentPanel } from '../_lib/db/entities/frequent-panel';
import { getSystemPanel } from '../_lib/db/entities/system-panel';
import { getDefaultUserPanelId, getUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(
  componentCalls.queryUserFrequentlyUsedComponentInfo,
  async ({ input, session }) => {
    const usedAsSystem = await getFrequentPanel(session.accountId, 2, input.panelid);
    if (!usedAsSystem) {
      const own = await getUserPanel(session.accountId, input.panelid);
      if (own) {
        const isDefault = (await getDefaultUserPanelId(session.accountId)) === own.Id;
        return { PanelType: 3, PanelInfo: panelView(own, 3, isDefault) };
      }
    }
    const system = await getSystemPanel(input.panelid);
    if (!system) throw notYours();
    return { PanelType: 2, PanelInfo: panelView(system, 2) };
  },
);
