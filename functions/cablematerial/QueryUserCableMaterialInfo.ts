/** cablematerial/QueryUserCableMaterialInfo: one of the caller's cable materials (114 for anyone else's). */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import { getCableMaterial, getDefaultCableMaterialId } from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours } from '../_lib/refusals';

export const handler = apiHandler(
  cablematerialCalls.QueryUserCableMaterialInfo,
  async ({ input, session, culture }) => {
    const material = await getCableMaterial(session.accountId, input.id);
    if (!material) throw notYours();
    return materialRow(material, await getDefaultCableMaterialId(session.accountId), culture);
  },
);
