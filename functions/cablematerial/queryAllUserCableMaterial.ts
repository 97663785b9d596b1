/** cablematerial/queryAllUserCableMaterial: the caller's cable materials, default first, searched by name. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import { getDefaultCableMaterialId, queryCableMaterials } from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  cablematerialCalls.queryAllUserCableMaterial,
  async ({ input, session, culture }) => {
    const [materials, defaultId] = await Promise.all([
      queryCableMaterials(session.accountId, input.materialName ?? ''),
      getDefaultCableMaterialId(session.accountId),
    ]);
    return materials.map((m) => materialRow(m, defaultId, culture)).sort((a, b) => b.IsDefault - a.IsDefault);
  },
);
