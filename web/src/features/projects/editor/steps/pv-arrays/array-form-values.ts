/**
 * The values of the manual array form (001 §2 "Manual drawer") and their checks, with the same
 * schema as the server (shared/project/pv-array.ts), so the form says the spec's messages
 * (001 §5 "Manual array"): 'PV Array Name is empty', 'Panel Not Selected', 'Number of PV modules
 * not selected'.
 */
import { type PanelChoseWay, type PanelInfo, panelArea } from '@pvd/shared/catalogue/panel';
import { type CopyRecords, panelSources } from '@pvd/shared/project/copies';
import { InsertWay, pvArrayInput } from '@pvd/shared/project/pv-array';
import { type PanelSnapshot, panelSnapshot, snapshotKey } from '@pvd/shared/project/snapshots';
import type { Language } from '../../../../../lib/language';
import { type FieldErrors, validateForm } from '../../../../../lib/validation';
import type { ArrayBody } from './array-edits';

/** The panel an array uses: the copy the project keeps, how it was chosen and its edited size. */
export interface ChosenPanel {
  /** 001 §9 choice way: 1 default, 2 system, 3 custom, 4 frequently used. */
  way: PanelChoseWay;
  panel: PanelSnapshot;
  /** As edited for this project (min 0.5, step 0.001). [m] */
  length: number;
  /** [m] */
  width: number;
}

export interface ArrayFormValues {
  name: string;
  panel: ChosenPanel | null;
  /** The count as typed. */
  count: string;
  /** [°] 0 horizontal … 90 vertical. */
  tilt: number;
  /** [°] clockwise from north, 180 = south. */
  azimuth: number;
  /** The angle follows the site's best value (001 §2 'best tilt' / 'best azimuth'). */
  bestTilt: boolean;
  bestAzimuth: boolean;
}

/** The form's fields in order (the focus goes to the first with an error). */
export const ARRAY_FIELDS = ['name', 'panel', 'count', 'tilt', 'azimuth'] as const;
export type ArrayField = (typeof ARRAY_FIELDS)[number];

/** A catalogue panel as the project keeps it; `choseWay` 2 is a system panel, 3 a custom one. */
export function panelCopy(info: PanelInfo): PanelSnapshot {
  return panelSnapshot.parse({ ...info, source: info.choseWay === 2 ? 'system' : 'custom' });
}

/** The key of a copy in the draft's `copies.panels`. */
export function panelCopyKey(panel: PanelSnapshot): string {
  return snapshotKey(panel.source, panel.Id);
}

/** The chooser's answer for a catalogue panel, at its catalogue size. */
export function chosenPanel(way: PanelChoseWay, info: PanelInfo): ChosenPanel {
  const panel = panelCopy(info);
  return { way, panel, length: panel.componentlength, width: panel.componentwidth };
}

/** The best angles to start a new array with (001 §5: the location's best values). */
export interface StartAngles {
  tilt: number;
  azimuth: number;
}

/** A new array's values: unnamed, no panel yet, one panel, the best angles. */
export function newArrayValues(start: StartAngles): ArrayFormValues {
  return {
    name: '',
    panel: null,
    count: '1',
    tilt: start.tilt,
    azimuth: start.azimuth,
    bestTilt: true,
    bestAzimuth: true,
  };
}

/**
 * The panel copy an array names, looked up as `assembleProject` does (shared/project/copies.ts),
 * or undefined when the draft lacks it.
 */
export function panelOfArray(
  copies: CopyRecords,
  array: Pick<ArrayBody, 'panelchoseway' | 'panelid'>,
): PanelSnapshot | undefined {
  return panelSources(array.panelchoseway)
    .map((source) => copies.panels[snapshotKey(source, array.panelid)])
    .find((copy) => copy !== undefined);
}

/** The values of a stored array; its panel from the draft's copies (null when it is missing). */
export function arrayValues(array: ArrayBody, copies: CopyRecords): ArrayFormValues {
  const way = array.panelchoseway as PanelChoseWay;
  const panel = panelOfArray(copies, array);
  return {
    name: array.pvarrayname,
    panel: panel
      ? {
          way,
          panel,
          length: array.panel?.componentlength ?? panel.componentlength,
          width: array.panel?.componentwidth ?? panel.componentwidth,
        }
      : null,
    count: String(array.panelcount),
    tilt: array.inclination,
    azimuth: array.azimuth,
    bestTilt: false,
    bestAzimuth: false,
  };
}

/** The panel's name as the list shows it. */
export function panelName(panel: PanelSnapshot): string {
  return `${panel.manufacturer} ${panel.componentmodelname}`;
}

/** A count as typed → a number, absent when blank (so the schema says checkPanelCount). */
function typedCount(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * The array the form describes. An existing array keeps its id, insert way, drawing and
 * creation time (001 §4: editing replaces the array with the same id; a drawn array's layout is
 * edited in the roof drawing only).
 */
export function arrayOfValues(values: ArrayFormValues, base: ArrayBody | { id: string }): ArrayBody {
  const existing = 'insertway' in base ? base : undefined;
  const { panel } = values;
  return {
    id: base.id,
    pvarrayname: values.name,
    panelchoseway: panel?.way as ArrayBody['panelchoseway'],
    panelid: panel?.panel.Id as string,
    panelname: panel ? panelName(panel.panel) : undefined,
    panelcount: typedCount(values.count) as number,
    inclination: values.tilt,
    azimuth: values.azimuth,
    insertway: existing?.insertway ?? InsertWay.manual,
    layout: existing?.layout ?? null,
    panel: panel ? { componentlength: panel.length, componentwidth: panel.width } : null,
    ...(existing?.createtime ? { createtime: existing.createtime } : {}),
  };
}

/** The schema's field → the form's field. */
const FORM_FIELD: Record<string, ArrayField> = {
  pvarrayname: 'name',
  panelchoseway: 'panel',
  panelid: 'panel',
  'panel.componentlength': 'panel',
  'panel.componentwidth': 'panel',
  panelcount: 'count',
  inclination: 'tilt',
  azimuth: 'azimuth',
};

/** The form's errors in `language` (none: null). */
export function arrayErrors(array: ArrayBody, language: Language): FieldErrors | null {
  const result = validateForm(pvArrayInput, array, language);
  if (!result.errors) return null;
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(result.errors)) {
    const formField = FORM_FIELD[field];
    if (formField) errors[formField] ??= message;
  }
  return errors;
}

/** Panel area at the edited size (000 §3: length × width, 2 decimals). [m²] */
export function chosenArea(chosen: ChosenPanel): number {
  return panelArea(chosen.length, chosen.width);
}
