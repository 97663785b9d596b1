/** The listing row of a stored cable material (000 §7: Id, MaterialName, Resistivity; plus IsDefault). */
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import type { StoredCableMaterial } from '../db/entities/cable-material';

/** A material as listed, starred when it is the account's default. */
export function materialRow(material: StoredCableMaterial, defaultId: string | undefined): CableMaterialRow {
  return {
    Id: material.Id,
    MaterialName: material.MaterialName,
    Resistivity: material.Resistivity,
    IsDefault: material.Id === defaultId ? 1 : 0,
    createtime: material.createtime,
    version: material.version,
  };
}
