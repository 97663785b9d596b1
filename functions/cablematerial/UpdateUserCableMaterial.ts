/** cablematerial/UpdateUserCableMaterial: saves a cable material's name and resistivity (114 not yours, 117 stale). */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import {
  getCableMaterial,
  getDefaultCableMaterialId,
  replaceCableMaterial,
} from '../_lib/db/entities/cable-material';
import { apiHandler } from '../_lib/middleware/api-handler';
import { notYours, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(cablematerialCalls.UpdateUserCableMaterial, async ({ input, session }) => {
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
  if (!(await replaceCableMaterial(session.accountId, next, current.version))) throw staleEdit();
  return materialRow(next, await getDefaultCableMaterialId(session.accountId));
});
