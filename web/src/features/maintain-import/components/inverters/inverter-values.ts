/**
 * The inverter form's values [CAT-4] as the inputs hold them, its sections in
 * form order, and what the save call receives. Defaults of a new model [CAT-4]:
 * Single-Phase, 50 Hz, 220 V, one string per MPPT.
 */

import { NEW_INVERTER_DEFAULTS, type systemInverterFields } from '@pvd/shared/catalogue/system-inverter';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';

export type InverterField = keyof typeof systemInverterFields;
export type InverterValues = Record<InverterField, string>;

/** How a field is entered. */
export type FieldKind = 'text' | 'number' | 'perMppt' | 'choice';

export interface FieldSpec {
  name: InverterField;
  kind: FieldKind;
  /** Fields the form may leave blank (all are required except series and us [CAT-4]). */
  optional?: boolean;
}

const text = (name: InverterField, optional = false): FieldSpec => ({ name, kind: 'text', optional });
const number = (name: InverterField): FieldSpec => ({ name, kind: 'number' });
const perMppt = (name: InverterField, optional = false): FieldSpec => ({ name, kind: 'perMppt', optional });
const choice = (name: InverterField): FieldSpec => ({ name, kind: 'choice' });

/** The form's sections and their fields, in form order. */
export const INVERTER_SECTIONS = [
  {
    id: 'model',
    fields: [
      text('modelname'),
      text('series', true),
      choice('invertertype'),
      choice('mainsvoltype'),
      choice('us'),
      choice('isneedallaccess'),
      text('protectionclass'),
      text('vendor'),
    ],
  },
  {
    id: 'dcInput',
    fields: [
      perMppt('maxdcpower'),
      perMppt('maxdcvoltage'),
      perMppt('maxdccurrent'),
      perMppt('maxshortcircuitcurrent', true),
      number('mpptcount'),
      perMppt('mppnumberofstrings'),
      perMppt('maxmppt'),
      number('mppvoltagerangemin'),
      number('mppvoltagerangemax'),
    ],
  },
  {
    id: 'acOutput',
    fields: [
      number('ratedacoutputpower'),
      number('maxacpower'),
      number('maxaccurrent'),
      perMppt('nominalgridvoltage'),
      perMppt('nominalgridfrequency'),
      number('gridconnectedvolrangemin'),
      number('gridconnectedvolrangemax'),
      number('gridconnectedfreqrangemin'),
      number('gridconnectedfreqrangemax'),
    ],
  },
  {
    id: 'general',
    fields: [
      number('maxeffec'),
      number('europeeffec'),
      number('sizelength'),
      number('sizewidth'),
      number('sizeheight'),
      number('weight'),
    ],
  },
] as const satisfies readonly { id: string; fields: readonly FieldSpec[] }[];

export type SectionId = (typeof INVERTER_SECTIONS)[number]['id'];

/** Every field in form order (the focus goes to the first with an error). */
export const INVERTER_FIELD_ORDER: readonly InverterField[] = INVERTER_SECTIONS.flatMap((section) =>
  section.fields.map((field) => field.name),
);

const NUMBER_FIELDS = new Set<InverterField>(
  INVERTER_SECTIONS.flatMap((section) =>
    section.fields.filter((f) => f.kind === 'number').map((f) => f.name),
  ),
);

/** A new model of `type` (1 grid-connected, 2 storage) with the defaults of [CAT-4]. */
export function newInverterValues(type: 1 | 2): InverterValues {
  const values = Object.fromEntries(INVERTER_FIELD_ORDER.map((field) => [field, ''])) as InverterValues;
  return {
    ...values,
    invertertype: String(type),
    us: '0',
    isneedallaccess: '0',
    mainsvoltype: NEW_INVERTER_DEFAULTS.mainsvoltype,
    nominalgridfrequency: NEW_INVERTER_DEFAULTS.nominalgridfrequency,
    nominalgridvoltage: NEW_INVERTER_DEFAULTS.nominalgridvoltage,
    mppnumberofstrings: NEW_INVERTER_DEFAULTS.mppnumberofstrings,
  };
}

/** The form's values for a stored model. */
export function inverterValuesOf(inverter: SystemInverter): InverterValues {
  const values = newInverterValues(inverter.invertertype);
  for (const field of INVERTER_FIELD_ORDER) values[field] = String(inverter[field] ?? '');
  return values;
}

/** The values as the save call takes them: numbers as numbers, the type as 1 or 2. */
export function inverterPayload(values: InverterValues): Record<InverterField, string | number> {
  const payload: Record<InverterField, string | number> = { ...values };
  for (const field of INVERTER_FIELD_ORDER) {
    const text = values[field].trim();
    if (
      (NUMBER_FIELDS.has(field) || field === 'invertertype') &&
      text !== '' &&
      Number.isFinite(Number(text))
    ) {
      payload[field] = Number(text);
    }
  }
  return payload;
}

/** A model name as the catalogue compares names: trimmed, spaces collapsed, case ignored. */
export function comparableModelName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
