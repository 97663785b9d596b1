/** cablematerial/defaultUserCableMaterial: moves the default star to one of the caller's cable materials. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { notYours } from '../_lib/catalogue/refusals';
import { setDefaultCableMaterial } from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(cablematerialCalls.defaultUserCableMaterial, async ({ input, session }) => {
  if (!(await setDefaultCableMaterial(session.accountId, input.id))) throw notYours();
  return null;
});
