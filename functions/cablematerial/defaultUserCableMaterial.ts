/** cablematerial/defaultUserCableMaterial: moves the default star to one of the caller's cable materials. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { setDefaultCableMaterial } from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(cablematerialCalls.defaultUserCableMaterial, async ({ input, session }) => {
  if (!(await setDefaultCableMaterial(session.accountId, input.id))) throw notYours();
  return null;
});
