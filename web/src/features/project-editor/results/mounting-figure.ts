/**
 * The live results' mounting line [MNT-1] [MNT-2] [MNT-3]: the yield of a tracked, east-west or
 * bifacial array is not that of a fixed plane, so the panel names each such array's mounting
 * beside the figures ("Mounting: Roof: East-west rack"). A project of fixed monofacial arrays only
 * has no line: its figures are what they always were.
 */
import type { ArrayMounting } from '@pvd/shared/project/record/array-mounting';
import type { ResultFigure } from './results-figures';

/** What the line needs of an array of the draft. */
export interface MountedArray {
  pvarrayname: string;
  mounting?: ArrayMounting | null;
  bifacial?: unknown;
}

/** Whether the array is anything but a fixed monofacial plane. */
function isMounted(array: MountedArray): boolean {
  return (array.mounting?.kind ?? 'fixed') !== 'fixed' || Boolean(array.bifacial);
}

/**
 * The 'mounting' figure of the draft's arrays, or none when every one is fixed and monofacial.
 * @param label the array list's wording of a mounting (mounting-fields.tsx useMountingLabel)
 */
export function mountingFigures(
  arrays: readonly MountedArray[],
  term: string,
  label: (mounting: ArrayMounting | undefined, bifacial: boolean) => string,
): ResultFigure[] {
  const mounted = arrays.filter(isMounted);
  if (mounted.length === 0) return [];
  const value = mounted
    .map((array) => `${array.pvarrayname}: ${label(array.mounting ?? undefined, Boolean(array.bifacial))}`)
    .join('; ');
  return [{ id: 'mounting', term, value }];
}
