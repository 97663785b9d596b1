/** cablematerial/queryUserDefaultCableMaterialInfo: the caller's default cable material, or null. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { getCableMaterial, getDefaultCableMaterialId } from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';
import { materialRow } from './material-row';

export const handler = apiHandler(
  cablematerialCalls.queryUserDefaultCableMaterialInfo,
  async ({ session }) => {
    const defaultId = await getDefaultCableMaterialId(session.accountId);
    const material = defaultId ? await getCableMaterial(session.accountId, defaultId) : undefined;
    return material ? materialRow(material, defaultId) : null;
  },
);
