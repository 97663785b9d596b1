/** component/setDefaultUserComponent: makes one of the caller's custom panels the default. */
import * as componentCalls from '@pvd/shared/api/component';
import { setDefaultUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(componentCalls.setDefaultUserComponent, async ({ input, session }) => {
  if (!(await setDefaultUserPanel(session.accountId, input.id))) throw notYours();
  return null;
});
