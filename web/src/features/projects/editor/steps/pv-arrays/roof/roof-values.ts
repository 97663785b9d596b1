/**
 * The values of the roof-drawing drawer (001 §2 "Roof-drawing full-screen drawer", §3 "Laying
 * option") and the array they make: an insertway-2 array that stores its area, laying method,
 * row spacing and removed panels, never the panels themselves (ARCHITECTURE.md "Data"); the
 * panel count is the fill's, so reopening gives the same panels.
 */
import type { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import { validationMessage } from '@pvd/shared/errors/validation';
import { defaultRowSpacing, ROW_SPACING_STEP_M } from '@pvd/shared/layout/row-spacing';
import type { LatLng, LayingMethod } from '@pvd/shared/layout/types';
import { type ArrayForLaying, type ArrayPlaneFields, arrayPlacement } from '@pvd/shared/project/array-engine';
import type { CopyRecords } from '@pvd/shared/project/copies';
import { type ImageBackdrop, InsertWay, pvArrayInput } from '@pvd/shared/project/pv-array';
import type { Language } from '../../../../../../lib/language';
import { type FieldErrors, validateForm } from '../../../../../../lib/validation';
import type { ArrayBody } from '../array-edits';
import { type ChosenPanel, panelName, panelOfArray, type StartAngles } from '../array-form-values';

type ArrayLayout = NonNullable<ArrayBody['layout']>;

export const LAYING_METHOD_VALUES: readonly LayingMethod[] = [1, 2, 3, 4, 5, 6];
/** A new drawing starts with the single row (001 §3 laying method 1). */
const FIRST_LAYING_METHOD: LayingMethod = 1;

export interface RoofValues {
  name: string;
  panel: ChosenPanel | null;
  layingMethod: LayingMethod;
  /** The row spacing as typed. [m] */
  rowSpacing: string;
  /** False while the spacing follows its default (no noon shade on the winter solstice). */
  spacingEdited: boolean;
  /** [°] */
  tilt: number;
  /** [°] clockwise from north. */
  azimuth: number;
}

/** The drawer's fields in order (errors show under them). */
export type RoofField = 'name' | 'panel' | 'rowSpacing' | 'count' | 'drawing' | 'tilt' | 'azimuth';

export function newRoofValues(start: StartAngles): RoofValues {
  return {
    name: '',
    panel: null,
    layingMethod: FIRST_LAYING_METHOD,
    rowSpacing: '',
    spacingEdited: false,
    tilt: start.tilt,
    azimuth: start.azimuth,
  };
}

/** The values of a stored array (a manual one gets a drawing of its own here). */
export function roofValues(array: ArrayBody, copies: CopyRecords): RoofValues {
  const panel = panelOfArray(copies, array);
  return {
    name: array.pvarrayname,
    panel: panel
      ? {
          way: array.panelchoseway as PanelChoseWay,
          panel,
          length: array.panel?.componentlength ?? panel.componentlength,
          width: array.panel?.componentwidth ?? panel.componentwidth,
        }
      : null,
    layingMethod: (array.layout?.layingMethod as LayingMethod | undefined) ?? FIRST_LAYING_METHOD,
    rowSpacing: array.layout ? String(array.layout.rowSpacing) : '',
    spacingEdited: Boolean(array.layout),
    tilt: array.inclination,
    azimuth: array.azimuth,
  };
}

/** The plane of the values in the stored array's names (the engine's: `shared/project/array-engine.ts`). */
function planeOf(values: Pick<RoofValues, 'tilt' | 'azimuth'>): ArrayPlaneFields {
  return { inclination: values.tilt, azimuth: values.azimuth };
}

/**
 * What of the array the values describe its panels' laying depends on, in the stored array's
 * names, or null before a panel is chosen.
 */
export function layingOf(
  values: Pick<RoofValues, 'panel' | 'layingMethod' | 'tilt' | 'azimuth'>,
): ArrayForLaying | null {
  const { panel } = values;
  if (!panel) return null;
  return {
    ...planeOf(values),
    panel: { componentlength: panel.length, componentwidth: panel.width },
    layout: { layingMethod: values.layingMethod },
  };
}

/**
 * The default row spacing for the values (from panel size, laying method, latitude and tilt
 * [LAY-2]), or null before a panel is chosen. [m]
 */
export function defaultSpacing(values: RoofValues, latitude: number): number | null {
  const laid = layingOf(values);
  return laid ? defaultRowSpacing({ latitude, ...arrayPlacement(laid) }) : null;
}

/** The row spacing the fill uses: as typed when valid, else null. [m] */
export function typedSpacing(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Row spacing step of the input (001 §5). [m] */
export const SPACING_STEP_M = ROW_SPACING_STEP_M;

/** What the drawing gives the array. */
export interface DrawnArea {
  corners: LatLng[];
  closed: boolean;
  removed: number[];
  /** Panels kept in the area. */
  panelCount: number;
}

/**
 * The insertway-2 array the drawer describes. An edited array keeps its id and creation time;
 * an area not closed is no area ('PV Array Not Drawn'). On the roof image, the layout keeps where
 * the image lies (`imageAt`), not the image.
 */
export function roofArray(
  values: RoofValues,
  area: DrawnArea,
  base: ArrayBody | { id: string },
  spacingM: number | null,
  backdrop: ArrayLayout['loadMapWay'] = 'plan',
  imageAt: ImageBackdrop | null = null,
): ArrayBody {
  const existing = 'insertway' in base ? base : undefined;
  const { panel } = values;
  const drawn = area.closed && area.corners.length >= 3;
  return {
    id: base.id,
    pvarrayname: values.name,
    panelchoseway: panel?.way as ArrayBody['panelchoseway'],
    panelid: panel?.panel.Id as string,
    panelname: panel ? panelName(panel.panel) : undefined,
    panelcount: area.panelCount,
    ...planeOf(values),
    insertway: InsertWay.drawn,
    layout: drawn
      ? {
          areaLatLngs: area.corners,
          loadMapWay: backdrop,
          rowSpacing: spacingM as number,
          layingMethod: values.layingMethod,
          removedPanels: area.removed,
          ...(backdrop === 'image' && imageAt ? { backdrop: imageAt } : {}),
        }
      : null,
    panel: panel ? { componentlength: panel.length, componentwidth: panel.width } : null,
    ...(existing?.createtime ? { createtime: existing.createtime } : {}),
  };
}

/** The schema's field → the drawer's field. */
function drawerField(path: string): RoofField | null {
  if (path === 'pvarrayname') return 'name';
  if (path.startsWith('panel')) return path === 'panelcount' ? 'count' : 'panel';
  if (path === 'layout.rowSpacing') return 'rowSpacing';
  if (path.startsWith('layout')) return 'drawing';
  if (path === 'inclination') return 'tilt';
  if (path === 'azimuth') return 'azimuth';
  return null;
}

/** The drawer's errors in `language`, with the server's schema and messages (none: null). */
export function roofErrors(array: ArrayBody, language: Language): FieldErrors | null {
  const result = validateForm(pvArrayInput, array, language);
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(result.errors ?? {})) {
    const field = drawerField(path);
    if (field && message) errors[field] ??= message;
  }
  // The schema says it only once the other fields pass; the drawer says it at once.
  if (!array.layout) errors.drawing ??= validationMessage('pvArrayNotDrawn', language);
  if (Object.keys(errors).length === 0) return null;
  // Nothing drawn: the count says nothing the drawing's message does not.
  if (errors.drawing) delete errors.count;
  return errors;
}
