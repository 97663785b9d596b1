/**
 * The roof drawer's fields [WIZ-5]: an array's fields with how its panels are laid (laying method
 * [LAY-1], row spacing [LAY-2]), and the array they make with the drawing: an insertway-2 array
 * that stores its area, laying method, row spacing and removed panels, never the panels themselves
 * (the fill recomputes them, which keeps the stored project small); the panel count is the fill's,
 * so reopening gives the same panels.
 */
import type { PanelFillOptions } from '@pvd/shared/layout/fill';
import { defaultRowSpacing, ROW_SPACING_STEP_M } from '@pvd/shared/layout/row-spacing';
import type { LatLng, LayingMethod } from '@pvd/shared/layout/types';
import { type ArrayForLaying, arrayPlacement, fillOptionsOf } from '@pvd/shared/project/design/array-engine';
import { type ImageBackdrop, InsertWay } from '@pvd/shared/project/record/pv-array';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { ArrayBody } from '../array-edits';
import {
  type ArrayFields,
  arrayFieldsOf,
  newArrayFields,
  planeOf,
  type StartAngles,
  storedArray,
} from '../array-fields';

type ArrayLayout = NonNullable<ArrayBody['layout']>;

export const LAYING_METHOD_VALUES: readonly LayingMethod[] = [1, 2, 3, 4, 5, 6];
/** A new drawing starts with the single row (laying method 1 [LAY-1]). */
const FIRST_LAYING_METHOD: LayingMethod = 1;

export interface RoofFields extends ArrayFields {
  layingMethod: LayingMethod;
  /** The row spacing as typed. [m] */
  rowSpacing: string;
  /** False while the spacing follows its default (no noon shade on the winter solstice). */
  spacingEdited: boolean;
}

/**
 * A new drawing's fields. Its angles stay where they start: the fill depends on them, so a best
 * value that arrives late must not re-lay the panels under the user's hand ('reset to best' sets
 * it).
 */
export function newRoofFields(start: StartAngles): RoofFields {
  return {
    ...newArrayFields(start, false),
    layingMethod: FIRST_LAYING_METHOD,
    rowSpacing: '',
    spacingEdited: false,
  };
}

/** The fields of a stored array (a manual one gets a drawing of its own here). */
export function roofFieldsOf(array: ArrayBody, copies: CopyRecords): RoofFields {
  return {
    ...arrayFieldsOf(array, copies),
    layingMethod: (array.layout?.layingMethod as LayingMethod | undefined) ?? FIRST_LAYING_METHOD,
    rowSpacing: array.layout ? String(array.layout.rowSpacing) : '',
    spacingEdited: Boolean(array.layout),
  };
}

/**
 * What of the array the fields describe its panels' laying depends on, in the stored array's
 * names, or null before a panel is chosen.
 */
export function layingOf(
  fields: Pick<RoofFields, 'panel' | 'layingMethod' | 'tilt' | 'azimuth'>,
): ArrayForLaying | null {
  const { panel } = fields;
  if (!panel) return null;
  return {
    ...planeOf(fields),
    panel: { componentlength: panel.length, componentwidth: panel.width },
    layout: { layingMethod: fields.layingMethod },
  };
}

/**
 * The default row spacing for the fields (from panel size, laying method, latitude and tilt
 * [LAY-2]), or null before a panel is chosen. [m]
 */
export function defaultSpacing(fields: RoofFields, latitude: number): number | null {
  const laid = layingOf(fields);
  return laid ? defaultRowSpacing({ latitude, ...arrayPlacement(laid) }) : null;
}

/** The row spacing the fill uses: as typed when valid, else null. [m] */
export function typedSpacing(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Whether the mounting sets the distance between the groups itself (an east-west rack's gap, a
 * tracker's GCR [MNT-1] [MNT-2]): the drawer then hides the row spacing, which lays nothing.
 */
export function spacingFromMounting(fields: Pick<RoofFields, 'mounting'>): boolean {
  return fields.mounting.kind !== 'fixed';
}

/**
 * The row spacing of the fields: as typed once edited, else the default; null when there is none.
 * Under a mounting that sets its own spacing (the field hidden), a typed spacing that is not a
 * number falls back on the default, so it neither blocks the fill nor the save. [m]
 */
export function spacingOf(fields: RoofFields, latitude: number): number | null {
  const typed = fields.spacingEdited ? typedSpacing(fields.rowSpacing) : null;
  if (typed !== null || (fields.spacingEdited && !spacingFromMounting(fields))) return typed;
  return defaultSpacing(fields, latitude);
}

/** The fill options of the fields, or null while the panel or the spacing is missing or invalid. */
export function fillOptionsOfFields(fields: RoofFields, latitude: number): PanelFillOptions | null {
  const laid = layingOf(fields);
  const spacing = spacingOf(fields, latitude);
  return laid && spacing !== null
    ? fillOptionsOf({ ...laid, mounting: fields.mounting, layout: { ...laid.layout, rowSpacing: spacing } })
    : null;
}

/** Row spacing step of the input [LAY-2]. [m] */
export const SPACING_STEP_M = ROW_SPACING_STEP_M;

/** What the drawing gives the array. */
export interface DrawnArea {
  corners: LatLng[];
  closed: boolean;
  removed: number[];
  /** Panels kept in the area. */
  panelCount: number;
}

/** What lies under the drawing as the layout stores it: the map or plan, or the roof image and where it lies. */
export interface StoredBackdrop {
  loadMapWay: ArrayLayout['loadMapWay'];
  /** With the roof image: where it lies on the plan (the layout keeps this, not the image). */
  imageAt: ImageBackdrop | null;
}

/**
 * The insertway-2 array the drawer describes: an area not closed is no area ('PV Array Not
 * Drawn').
 */
export function roofArray(
  fields: RoofFields,
  area: DrawnArea,
  base: ArrayBody | { id: string },
  latitude: number,
  backdrop: StoredBackdrop = { loadMapWay: 'plan', imageAt: null },
): ArrayBody {
  const drawn = area.closed && area.corners.length >= 3;
  const { loadMapWay, imageAt } = backdrop;
  return storedArray(base, fields, {
    panelcount: area.panelCount,
    insertway: InsertWay.drawn,
    layout: drawn
      ? {
          areaLatLngs: area.corners,
          loadMapWay,
          rowSpacing: spacingOf(fields, latitude) as number,
          layingMethod: fields.layingMethod,
          removedPanels: area.removed,
          ...(loadMapWay === 'image' && imageAt ? { backdrop: imageAt } : {}),
        }
      : null,
  });
}
