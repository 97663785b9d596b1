/**
 * The PV array step's changes to the project body [WIZ-4]: add or replace an array by its id, and
 * delete one together with the string design that wires it. Pure: each
 * answers the next body and never changes the one it is given.
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';

type Body = ProjectInputBody;
export type ArrayBody = NonNullable<Body['pvArray']>[number];

/**
 * A new array's id. The client makes it (unique, like every id the editor makes) because the string
 * design refers to it before the project is saved; the server checks the id's shape only.
 */
export function newArrayId(): string {
  return `pv-${crypto.randomUUID()}`;
}

/** The arrays of a body (none when the section is absent). */
export function arraysOf(body: Body): ArrayBody[] {
  return body.pvArray ?? [];
}

/** The last array cannot be deleted [WIZ-4]. */
export function mayDeleteArray(body: Body): boolean {
  return arraysOf(body).length > 1;
}

/**
 * The body with `array` in place of the array with its id (editing replaces the array with the
 * same id), or added at the end when it is new.
 */
export function putArray(body: Body, array: ArrayBody): Body {
  const arrays = arraysOf(body);
  const index = arrays.findIndex((existing) => existing.id === array.id);
  const next =
    index === -1 ? [...arrays, array] : arrays.map((existing, i) => (i === index ? array : existing));
  return { ...body, pvArray: next };
}

/** How many DC entries (MPPT rows of the string design) wire the array `id`. */
export function dcEntriesOfArray(body: Body, id: string): number {
  return (body.inverter ?? [])
    .flatMap((group) => group.inverters)
    .flatMap((unit) => unit.DC ?? [])
    .filter((entry) => entry.pvArrayId === id).length;
}

/**
 * The body without the array `id` and without the DC entries that wire it: a string design
 * naming a removed array would make the project incomplete [PRJ-3] and its MPPT checks
 * meaningless, so the MPPT rows go back to "no string design".
 */
export function removeArray(body: Body, id: string): Body {
  const inverter = body.inverter?.map((group) => ({
    ...group,
    inverters: group.inverters.map((unit) =>
      unit.DC?.some((entry) => entry.pvArrayId === id)
        ? { ...unit, DC: unit.DC.filter((entry) => entry.pvArrayId !== id) }
        : unit,
    ),
  }));
  return {
    ...body,
    pvArray: arraysOf(body).filter((array) => array.id !== id),
    ...(inverter ? { inverter } : {}),
  };
}
