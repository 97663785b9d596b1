/** component/EditSystemComponent: saves a system panel (117 when stale, 118 when manufacturer and model are taken). */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getSystemPanel, replaceSystemPanel } from '../_lib/db/entities/system-panel';
import { editAtVersion } from '../_lib/db/versioned-edit';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused, itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.EditSystemComponent, async ({ input, culture }) => {
  const { Id, version, ...spec } = input;
  const { next } = await editAtVersion({
    read: () => getSystemPanel(Id),
    expectedVersion: version,
    now: new Date(),
    change: (current, stamp) => ({ ...current, ...spec, ...stamp }),
    write: replaceSystemPanel,
    refuse: {
      missing: itemNotFound,
      nameTaken: () => fieldRefused('componentmodelname', 'modelNameExists', culture),
    },
  });
  return panelView(next, 2);
});
