/** The listing row of a stored cable material (Id, MaterialName, Resistivity; plus IsDefault). */
import { type CableMaterialRow, materialNameIn } from '@pvd/shared/catalogue/cable-material';
import type { Culture } from '@pvd/shared/errors/codes';
import type { StoredCableMaterial } from '../db/entities/cable-material';

/**
 * A material as listed, starred when it is the account's default, a built-in one named in the
 * caller's language (`materialNameIn`).
 */
export function materialRow(
  material: StoredCableMaterial,
  defaultId: string | undefined,
  culture: Culture,
): CableMaterialRow {
  return {
    Id: material.Id,
    MaterialName: materialNameIn(material.MaterialName, material.Resistivity, culture),
    Resistivity: material.Resistivity,
    IsDefault: material.Id === defaultId ? 1 : 0,
    createtime: material.createtime,
    version: material.version,
  };
}
