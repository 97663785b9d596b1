/** cablematerial/DeleteUserCableMaterial: deletes the caller's cable material; never the default one [CAT-3]. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import {
  deleteCableMaterial,
  getCableMaterial,
  getDefaultCableMaterialId,
} from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours, ruleRefused } from '../_lib/refusals';

export const handler = apiHandler(cablematerialCalls.DeleteUserCableMaterial, async ({ input, session }) => {
  const material = await getCableMaterial(session.accountId, input.id);
  if (!material) throw notYours();
  const refuseDefault = () => ruleRefused('defaultMaterialNotDeletable');
  if ((await getDefaultCableMaterialId(session.accountId)) === input.id) throw refuseDefault();
  if (!(await deleteCableMaterial(session.accountId, material))) {
    // It became the default, or went, in the meantime.
    if ((await getDefaultCableMaterialId(session.accountId)) === input.id) throw refuseDefault();
    throw notYours();
  }
  return null;
});
