/** component/EditSystemComponent: saves a system panel (117 when stale, 118 when manufacturer and model are taken). */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { getSystemPanel, replaceSystemPanel } from '../_lib/db/entities/system-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused, itemNotFound, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.EditSystemComponent, async ({ input, culture }) => {
  const { Id, version, ...spec } = input;
  const current = await getSystemPanel(Id);
  if (!current) throw itemNotFound();
  if (current.version !== version) throw staleEdit();
  const next = {
    ...current,
    ...spec,
    lastmodifytime: new Date().toISOString(),
    version: current.version + 1,
  };
  const outcome = await replaceSystemPanel(current, next, current.version);
  if (outcome === 'conflict') throw staleEdit();
  if (outcome === 'nameTaken') throw fieldRefused('componentmodelname', 'modelNameExists', culture);
  return panelView(next, 2);
});
