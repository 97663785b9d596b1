/** component/InsertSystemComponent: adds a system panel (118 when manufacturer and model are taken). */
import * as componentCalls from '@pvd/shared/api/component';
import { newId } from '../_lib/auth/secret-token';
import { fieldRefused } from '../_lib/catalogue/refusals';
import { panelView } from '../_lib/catalogue/views';
import { createSystemPanel, newStoredSystemPanel } from '../_lib/db/entities/system-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(componentCalls.InsertSystemComponent, async ({ input, culture }) => {
  const panel = newStoredSystemPanel(input, newId(), new Date());
  if (!(await createSystemPanel(panel))) throw fieldRefused('componentmodelname', 'modelNameExists', culture);
  return panelView(panel, 2);
});
