/**
 * The fields every PV array has, as both drawers (manual and roof) show them [WIZ-4], and the one
 * mapper between them and the stored array (shared/project/record/pv-array.ts): the project's names
 * (`pvarrayname`, `inclination` …) become the drawers' (`name`, `tilt` …) here and go back here,
 * and the server's own schema judges the array, each message put under the field that shows it.
 */
import type { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { ArrayPlaneFields } from '@pvd/shared/project/design/array-engine';
import {
  type ArrayBifacial,
  type ArrayMounting,
  DEFAULT_REAR_SHADE_FACTOR,
} from '@pvd/shared/project/record/array-mounting';
import type { EngineSite } from '@pvd/shared/project/record/location';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { InsertWay, pvArrayInput } from '@pvd/shared/project/record/pv-array';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { Language } from '@/lib/language';
import { type FieldErrors, validateForm } from '@/lib/validation';
import type { ArrayBody } from './array-edits';
import { type ChosenPanel, panelName, panelOfArray } from './panel-copy';

export type AngleKind = 'tilt' | 'azimuth';

/** The angles' ranges [WIZ-4]: tilt 0 horizontal … 90 vertical, azimuth clockwise from north. [°] */
export const ANGLE_RANGE: Record<AngleKind, readonly [min: number, max: number]> = {
  tilt: [0, 90],
  azimuth: [0, 360],
};

/** The angles a new array starts with until the site's best ones are known. [°] */
export interface StartAngles {
  tilt: number;
  azimuth: number;
}

/**
 * The angles a new array starts with: the project's best ones when the location step found them,
 * else about the latitude, facing the equator. [°]
 */
export function startAnglesOf(
  location: Pick<ProjectInputBody['mapLocation'], 'proBestTilt' | 'proBestAzimuth'>,
  latitude: number,
): StartAngles {
  return {
    tilt: location.proBestTilt ?? Math.min(90, Math.round(Math.abs(latitude))),
    azimuth: location.proBestAzimuth ?? (latitude >= 0 ? 180 : 0),
  };
}

/** The fields of any array, as the drawers hold them. */
export interface ArrayFields {
  name: string;
  panel: ChosenPanel | null;
  /** [°] 0 horizontal … 90 vertical. */
  tilt: number;
  /** [°] clockwise from north, 180 = south. */
  azimuth: number;
  /** Each angle stays on the site's best value while true ('best tilt', 'best azimuth' [WIZ-4]). */
  followBest: Record<AngleKind, boolean>;
  /** Fixed, east-west or single-axis tracker [MNT-1]. */
  mounting: ArrayMounting;
  /** The rear side; null: monofacial [MNT-3]. */
  bifacial: ArrayBifacial | null;
}

/**
 * A new array's fields: unnamed, no panel yet, the start angles; `followBest` keeps them on the
 * site's best values once known (the manual drawer's defaults [WIZ-4]).
 */
export function newArrayFields(start: StartAngles, followBest: boolean): ArrayFields {
  return {
    name: '',
    panel: null,
    tilt: start.tilt,
    azimuth: start.azimuth,
    followBest: { tilt: followBest, azimuth: followBest },
    mounting: { kind: 'fixed' },
    bifacial: null,
  };
}

/** The fields of a stored array; its panel from the draft's copies (null when it is missing). */
export function arrayFieldsOf(array: ArrayBody, copies: CopyRecords): ArrayFields {
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
    tilt: array.inclination,
    azimuth: array.azimuth,
    followBest: { tilt: false, azimuth: false },
    mounting: array.mounting ?? { kind: 'fixed' },
    bifacial: array.bifacial
      ? {
          ...array.bifacial,
          shadeFactor: array.bifacial.shadeFactor ?? DEFAULT_REAR_SHADE_FACTOR,
          transmissionFactor: array.bifacial.transmissionFactor ?? 0,
        }
      : null,
  };
}

/**
 * An angle set by hand: it keeps following the best value only while it is that value (moving it
 * away stops the following; the slider, the steps and the radiation dialog all set it here).
 */
export function withAngle(
  fields: Pick<ArrayFields, 'followBest'>,
  kind: AngleKind,
  value: number,
  best: number | undefined,
): Partial<ArrayFields> {
  const following = fields.followBest[kind] && value === best;
  return { [kind]: value, followBest: { ...fields.followBest, [kind]: following } };
}

/** The plane of the fields in the stored array's names (the engine's come from them in shared/project/design/array-engine.ts). */
export function planeOf(fields: Pick<ArrayFields, 'tilt' | 'azimuth'>): ArrayPlaneFields {
  return { inclination: fields.tilt, azimuth: fields.azimuth };
}

/** What makes an array besides its fields: its count and how it was laid out. */
export type ArrayLaying = Pick<ArrayBody, 'panelcount' | 'insertway' | 'layout'>;

/**
 * The stored array the fields describe. An existing array keeps its id and creation time: editing
 * replaces the array with the same id.
 */
export function storedArray(
  base: ArrayBody | { id: string },
  fields: ArrayFields,
  laying: ArrayLaying,
): ArrayBody {
  const createtime = 'createtime' in base ? base.createtime : undefined;
  const { panel } = fields;
  return {
    id: base.id,
    pvarrayname: fields.name,
    panelchoseway: panel?.way as ArrayBody['panelchoseway'],
    panelid: panel?.panel.Id as string,
    panelname: panel ? panelName(panel.panel) : undefined,
    ...laying,
    ...planeOf(fields),
    panel: panel ? { componentlength: panel.length, componentwidth: panel.width } : null,
    // A fixed monofacial array is saved as before the mountings (no fields), its figures unchanged.
    ...(fields.mounting.kind !== 'fixed' && { mounting: fields.mounting }),
    ...(fields.bifacial && { bifacial: fields.bifacial }),
    ...(createtime ? { createtime } : {}),
  };
}

/** The fields a drawer shows errors under: the shared ones, the roof's spacing and its drawing. */
export type ArrayField =
  | 'name'
  | 'panel'
  | 'count'
  | 'tilt'
  | 'azimuth'
  | 'rowSpacing'
  | 'drawing'
  | 'mounting'
  | 'bifacial';

/** The stored array's field (a path of the schema's issue) → the drawer's field that shows it. */
function fieldOfPath(path: string): ArrayField | null {
  if (path === 'pvarrayname') return 'name';
  if (path.startsWith('mounting')) return 'mounting';
  if (path.startsWith('bifacial')) return 'bifacial';
  if (path === 'panelcount') return 'count';
  if (path.startsWith('panel')) return 'panel';
  if (path === 'layout.rowSpacing') return 'rowSpacing';
  if (path.startsWith('layout')) return 'drawing';
  if (path === 'inclination') return 'tilt';
  if (path === 'azimuth') return 'azimuth';
  return null;
}

/**
 * The array's errors in `language` with the server's schema and messages, the first under each
 * field (none: null). A drawn array without an area says so at once ('PV Array Not Drawn'; the
 * schema says it only once the other fields pass), and its count, which the area makes, says
 * nothing more.
 */
export function arrayErrors(array: ArrayBody, language: Language): FieldErrors | null {
  const result = validateForm(pvArrayInput, array, language);
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(result.errors ?? {})) {
    const field = fieldOfPath(path);
    if (field && message) errors[field] ??= message;
  }
  if (array.insertway === InsertWay.drawn && !array.layout)
    errors.drawing ??= validationMessage('pvArrayNotDrawn', language);
  if (errors.drawing) delete errors.count;
  return Object.keys(errors).length === 0 ? null : errors;
}

/** What either drawer is given and answers. */
export interface ArrayDrawerProps {
  /** The array edited; null adds one. */
  array: ArrayBody | null;
  copies: CopyRecords;
  site: EngineSite;
  /** Angles to start a new array with until the site's best ones are known. */
  start: StartAngles;
  onClose(): void;
  /** The drawer's array is valid: the step puts it and its panel's copy in the draft. */
  onSave(array: ArrayBody, panel: ChosenPanel): void;
}
