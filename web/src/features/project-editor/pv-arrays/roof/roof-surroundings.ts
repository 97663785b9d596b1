/**
 * What the roof drawer hands the surroundings (use-roof-surroundings.tsx)
 * and takes back: the removed panels of its drawing, the panels' plane, and the array with the
 * setback the fill kept.
 */
import type { ArrayBody } from '../array-edits';
import type { RoofEdit } from './roof-edit';

/** The drawing's removed panels (a store part: defined once). */
export const removedOf = (state: RoofEdit) => state.drawing.removed;

/** The panels' plane, or null while an angle is not a number. [°] */
export function planeOfValues(values: { tilt: unknown; azimuth: unknown }) {
  const { tilt, azimuth } = values;
  return typeof tilt === 'number' && typeof azimuth === 'number' && tilt >= 0 && tilt < 90
    ? { surfaceTilt: tilt, surfaceAzimuth: azimuth }
    : null;
}

/** The array with its layout's setback (none stored when 0). [m] */
export function withSetback(array: ArrayBody, setbackM: number): ArrayBody {
  if (!array.layout) return array;
  const { setbackM: _, ...layout } = array.layout;
  return { ...array, layout: setbackM > 0 ? { ...layout, setbackM } : layout };
}
