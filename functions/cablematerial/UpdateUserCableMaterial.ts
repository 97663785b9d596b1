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
import { editAtVersion } from '../_lib/db/versioned-edit';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused, notYours } from '../_lib/refusals';

export const handler = apiHandler(
  cablematerialCalls.UpdateUserCableMaterial,
  async ({ input, session, culture }) => {
    const { accountId } = session;
    const { next } = await editAtVersion({
      read: () => getCableMaterial(accountId, input.id),
      expectedVersion: input.version,
      now: new Date(),
      change: (current, stamp) => ({
        ...current,
        MaterialName: input.material,
        Resistivity: input.resistivity,
        ...stamp,
      }),
      // Materials stored before names had guards are found by a look at the caller's own.
      isNameTaken: async (next) =>
        (await queryCableMaterials(accountId)).some(
          (other) => other.Id !== next.Id && sameMaterialName(other.MaterialName, next.MaterialName),
        ),
      write: (current, next, version) => replaceCableMaterial(accountId, current, next, version),
      refuse: { missing: notYours, nameTaken: () => fieldRefused('material', 'materialNameExists', culture) },
    });
    return materialRow(next, await getDefaultCableMaterialId(accountId), culture);
  },
);
