/** component/InsertSystemComponent: adds a system panel (118 when manufacturer and model are taken). */
import * as componentCalls from '@pvd/shared/api/component';
import { panelView } from '../_lib/catalogue/views';
import { createSystemPanel, newStoredSystemPanel } from '../_lib/db/entities/system-panel';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.InsertSystemComponent, async ({ input, culture }) => {
  const panel = newStoredSystemPanel(input, newId(), new Date());
  if (!(await createSystemPanel(panel))) throw fieldRefused('componentmodelname', 'modelNameExists', culture);
  return panelView(panel, 2);
});
