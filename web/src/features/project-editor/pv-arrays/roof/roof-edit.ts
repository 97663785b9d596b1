/**
 * What the user edits in the roof drawer [WIZ-5]: the array's fields, its drawing with the undo
 * history (drawing.ts) and what the drawing's rules last said. One value, kept in one store by
 * use-roof-edit.ts; every change answers the next value and never changes the one it is given.
 */
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { ArrayBody } from '../array-edits';
import type { StartAngles } from '../array-fields';
import { type Drawing, forgetRemovals, startDrawing } from './drawing';
import { fillOptionsOfFields, newRoofFields, type RoofFields, roofFieldsOf } from './roof-fields';

/**
 * What the drawing's rules said last: the area overlapped another array's ('please repaint'), the
 * last panel cannot go, or a panel must be chosen before the first corner.
 */
export type DrawingMessage = 'overlap' | 'lastPanel' | 'panelFirst';

export interface RoofEdit {
  fields: RoofFields;
  drawing: Drawing;
  /** Shown until dismissed or made moot. */
  message: DrawingMessage | null;
}

/** The edit of `array` (null: a new drawing), its stored area closed with its removals kept. */
export function startRoofEdit(array: ArrayBody | null, copies: CopyRecords, start: StartAngles): RoofEdit {
  const stored = array?.layout
    ? { corners: array.layout.areaLatLngs, removed: array.layout.removedPanels ?? [] }
    : null;
  return {
    fields: array ? roofFieldsOf(array, copies) : newRoofFields(start),
    drawing: startDrawing(stored),
    message: null,
  };
}

/**
 * The edit with other fields. 'Choose a panel first' goes once one is chosen (the user did what
 * it asked); other laying parameters number the panels differently, so the removals, which name
 * panels by their number, are forgotten (undo brings them back).
 *
 * @param latitude - The site's, for the default row spacing. [°]
 */
export function withFields(edit: RoofEdit, fields: RoofFields, latitude: number): RoofEdit {
  if (fields === edit.fields) return edit;
  const relaid =
    JSON.stringify(fillOptionsOfFields(fields, latitude)) !==
    JSON.stringify(fillOptionsOfFields(edit.fields, latitude));
  return {
    fields,
    drawing: relaid ? forgetRemovals(edit.drawing) : edit.drawing,
    message: fields.panel && edit.message === 'panelFirst' ? null : edit.message,
  };
}
