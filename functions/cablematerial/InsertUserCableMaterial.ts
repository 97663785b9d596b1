/**
 * cablematerial/InsertUserCableMaterial: adds a cable material; with isDefault 1 it takes the star.
 * A name is unique among the caller's materials, any case (118 已存在该材料名称 on material).
 */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import {
  createCableMaterial,
  newStoredCableMaterial,
  queryCableMaterials,
  sameMaterialName,
} from '../_lib/db/entities/cable-material';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';
import { fieldRefused } from '../_lib/refusals';

export const handler = apiHandler(
  cablematerialCalls.InsertUserCableMaterial,
  async ({ input, session, culture }) => {
    const material = newStoredCableMaterial(input.material, input.resistivity, newId(), new Date());
    const makeDefault = input.isDefault === 1;
    const refuseName = () => fieldRefused('material', 'materialNameExists', culture);
    // The guard decides races; the read also catches materials stored before guards existed.
    const own = await queryCableMaterials(session.accountId);
    if (own.some((other) => sameMaterialName(other.MaterialName, material.MaterialName))) throw refuseName();
    if (!(await createCableMaterial(session.accountId, material, makeDefault))) throw refuseName();
    return materialRow(material, makeDefault ? material.Id : undefined, culture);
  },
);
