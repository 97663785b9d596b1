/** cablematerial/InsertUserCableMaterial: adds a cable material; with isDefault 1 it takes the star. */
import * as cablematerialCalls from '@pvd/shared/api/cablematerial';
import { materialRow } from '../_lib/catalogue/material-row';
import { createCableMaterial, newStoredCableMaterial } from '../_lib/db/entities/cable-material';
import { newId } from '../_lib/db/ids';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(cablematerialCalls.InsertUserCableMaterial, async ({ input, session }) => {
  const material = newStoredCableMaterial(input.material, input.resistivity, newId(), new Date());
  const makeDefault = input.isDefault === 1;
  await createCableMaterial(session.accountId, material, makeDefault);
  return materialRow(material, makeDefault ? material.Id : undefined);
});
