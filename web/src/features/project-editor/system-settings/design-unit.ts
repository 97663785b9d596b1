/**
 * An inverter unit as the string design's dialogs list it (copy design, automatic design): its
 * place in the body, the name the user sees, and, for the automatic design, its model's datasheet.
 * Apart from the dialogs, so that the automatic design's modal and its proposal share the type
 * without importing each other.
 */
import type { InverterSnapshot } from '@pvd/shared/project/record/snapshots';
import type { UnitRef } from './string-design';

/** A unit with its name ("SUN-5K-G 1"). */
export interface NamedUnit extends UnitRef {
  name: string;
}

/** A unit the automatic design may wire, with its model's datasheet. */
export interface DesignUnit extends NamedUnit {
  info: InverterSnapshot;
}
