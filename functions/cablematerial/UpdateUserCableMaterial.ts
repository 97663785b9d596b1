/**
 * cablematerial/UpdateUserCableMaterial: saves a cable material's name and resistivity (114 not
 * yours, 117 stale, 118 已存在该材料名称 when renamed onto another of the caller's materials).
 */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import {
  getCableMaterial,
  getDefaultCableMaterialId,
  queryCableMaterials,
  replaceCableMaterial,
  sameMaterialName,
} from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused, notYours, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(
  cablematerialCalls.UpdateUserCableMaterial,
  async ({ input, session, culture }) => {
    const current = await getCableMaterial(session.accountId, input.id);
    if (!current) throw notYours();
    if (current.version !== input.version) throw staleEdit();
    const next = {
      ...current,
      MaterialName: input.material,
      Resistivity: input.resistivity,
      lastmodifytime: new Date().toISOString(),
      version: current.version + 1,
    };
    const refuseName = () => fieldRefused('material', 'materialNameExists', culture);
    const own = await queryCableMaterials(session.accountId);
    const taken = own.some((o) => o.Id !== current.Id && sameMaterialName(o.MaterialName, next.MaterialName));
    if (taken) throw refuseName();
    const outcome = await replaceCableMaterial(session.accountId, current, next, current.version);
    if (outcome === 'nameTaken') throw refuseName();
    if (outcome === 'conflict') throw staleEdit();
    return materialRow(next, await getDefaultCableMaterialId(session.accountId), culture);
  },
);
