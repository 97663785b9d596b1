/**
 * The tariff step's values [TAR-14]: which tariff the step shows for the body's choice (its own
 * JSON; a preset or library tariff by reference, shown from the copy the project holds while the
 * reference is the held one's, else from the preset or the library), and the next body after a
 * change: an edit makes the tariff the project's own, a choice of preset or library sends the
 * reference (the server copies it, and keeps the held copy of the same source).
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { ProjectTariffRecord } from '@pvd/shared/project/record/project-tariff';
import type { Tariff } from '@pvd/shared/tariff/schema';

export type TariffChoice = NonNullable<ProjectInputBody['tariff']>;

/** Where a reference's tariff may be found besides the held copy (undefined while loading). */
export interface TariffLookups {
  preset(id: string): Tariff | undefined;
  library(id: string): Tariff | undefined;
}

/** The id a reference names (null for a tariff of the project's own). */
export function sourceIdOf(choice: TariffChoice): string | null {
  if (choice.source === 'preset') return choice.presetId;
  return choice.source === 'library' ? choice.tariffId : null;
}

/** The tariff shown; null when the project has none (the flat tariff), undefined while loading. */
export function shownTariff(
  choice: ProjectInputBody['tariff'],
  held: ProjectTariffRecord | undefined,
  lookups: TariffLookups,
): Tariff | null | undefined {
  if (!choice) return null;
  if (choice.source === 'own') return choice.tariff;
  const id = sourceIdOf(choice) ?? '';
  const copy = held && held.source === choice.source && held.sourceId === id ? held.tariff : undefined;
  if (choice.source === 'preset') return copy ?? lookups.preset(id);
  return copy ?? lookups.library(id);
}

/** The body with the tariff as the project's own (an edit, an import); null: none. */
export function withOwnTariff(body: ProjectInputBody, tariff: Tariff | null): ProjectInputBody {
  return { ...body, tariff: tariff ? { source: 'own', tariff } : null };
}

/** The body with a reference to a preset or a library tariff. */
export function withTariffChoice(body: ProjectInputBody, choice: TariffChoice): ProjectInputBody {
  return { ...body, tariff: choice };
}

/** The library tariff a save to the library updates: the one the shown tariff was read from. */
export interface LibraryOrigin {
  id: string;
  /** The version read (an update on it is refused with 117 when the library has moved on). */
  version: number;
}

/** The origin the held copy gives (a library tariff's id and the version copied). */
export function heldOrigin(held: ProjectTariffRecord | undefined): LibraryOrigin | null {
  return held?.source === 'library' && held.sourceId ? { id: held.sourceId, version: held.version } : null;
}
