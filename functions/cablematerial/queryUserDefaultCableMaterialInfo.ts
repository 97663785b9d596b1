/** cablematerial/queryUserDefaultCableMaterialInfo: the caller's default cable material, or null. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import { getCableMaterial, getDefaultCableMaterialId } from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  cablematerialCalls.queryUserDefaultCableMaterialInfo,
  async ({ session, culture }) => {
    const defaultId = await getDefaultCableMaterialId(session.accountId);
    const material = defaultId ? await getCableMaterial(session.accountId, defaultId) : undefined;
    return material ? materialRow(material, defaultId, culture) : null;
  },
);
