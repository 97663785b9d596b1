/** component/setDefaultUserComponent: makes one of the caller's custom panels the default. */
import { calls } from '@pvd/shared/api/calls';
import { notYours } from '../_lib/catalogue/refusals';
import { setDefaultUserPanel } from '../_lib/db/entities/user-panel';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.component.setDefaultUserComponent, async ({ input, session }) => {
  if (!(await setDefaultUserPanel(session.accountId, input.id))) throw notYours();
  return null;
});
