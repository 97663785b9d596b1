/**
 * A system inverter model of the catalogue [CAT-4], with the API's
 * lower-case field names, so that a parsed model satisfies `InverterModel`
 * (shared/electrical/types.ts) and the string checks read it as it is stored.
 *
 * Rules [CAT-4]: every field is required except `series` and `us`; a new model defaults to
 * Single-Phase, 50 Hz, 220 V and one string per MPPT. The per-MPPT texts (`maxdcvoltage`,
 * `maxdccurrent`, `mppnumberofstrings`, `maxmppt`, and `maxdcpower` which may also hold one value
 * for the whole inverter) are read with `parsePerMpptList` against `mpptcount`, the same reader
 * the string checks use, so the form cannot store a text the checks cannot read.
 */
import * as z from 'zod';
import { boundedNumber } from '../api/bounded-number';
import { singleLineString } from '../api/common-fields';
import { INVERTER_MAX_MPPT } from '../constants/limits';
import { type PerMpptListErrorKind, parsePerMpptList } from '../electrical/per-mppt-list';
import type { ValidationMessageKey } from '../errors/validation';
import { choiceField, flagField, optionalTextCellField, textCellField, whenFieldsValid } from './cell-fields';

/** Inverter types [CAT-4]: 1 grid-connected, 2 energy storage. */
export const InverterType = { gridConnected: 1, storage: 2 } as const;
export type InverterType = (typeof InverterType)[keyof typeof InverterType];

/** Mains connection of a model [CAT-4]. */
export const MAINS_VOLTAGE_TYPES = ['Single-Phase', 'Three-Phase'] as const;

/** Defaults of a new inverter [CAT-4]. */
export const NEW_INVERTER_DEFAULTS = {
  mainsvoltype: 'Single-Phase',
  nominalgridfrequency: '50',
  nominalgridvoltage: '220',
  mppnumberofstrings: '1',
} as const;

const SLASH_TEXT_MAX = 200;

/** A slash-separated text ('12.5/12.5' or '600'), kept as text; read against `mpptcount` later. */
function slashTextField(defaultValue?: string) {
  const field = z
    .union([singleLineString(), z.number()], { error: 'invalidType' })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '') ctx.addIssue({ code: 'custom', message: 'required' });
      else if (text.length > SLASH_TEXT_MAX) ctx.addIssue({ code: 'custom', message: 'tooLong' });
      else return text;
      return z.NEVER;
    });
  return defaultValue === undefined ? field : field.default(defaultValue);
}

/** A slash-separated list of alternatives ('220/230/240'): every item a number above zero. */
function alternativesField(defaultValue: string) {
  return slashTextField()
    .superRefine((text, ctx) => {
      const parsed = parsePerMpptList(text, text.split('/').length);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: perMpptMessage(parsed.error.kind) });
      else if (parsed.values.some((v) => v <= 0)) ctx.addIssue({ code: 'custom', message: 'mustBePositive' });
    })
    .default(defaultValue);
}

const positive = (max: number, integer = false) =>
  boundedNumber(0, max, { text: true, exclusiveMin: true, integer });
const percent = boundedNumber(0, 100, { text: true, exclusiveMin: true, maxKey: 'percentOutOfRange' });

/** The model's fields, each with its own checks (the cross-field rules are below). */
export const systemInverterFields = {
  modelname: textCellField(100, 'modelNameRequired'),
  series: optionalTextCellField(50),
  /** '1' for a US (split-phase) model: voltage type 3 in the chooser. */
  us: flagField().default('0'),
  invertertype: choiceField([InverterType.gridConnected, InverterType.storage], {
    'grid-connected': 1,
    grid: 1,
    并网: 1,
    storage: 2,
    'energy storage': 2,
    hybrid: 2,
    储能: 2,
  }),
  mainsvoltype: choiceField(MAINS_VOLTAGE_TYPES, {
    'single phase': 'Single-Phase',
    单相: 'Single-Phase',
    'three phase': 'Three-Phase',
    三相: 'Three-Phase',
  }).default(NEW_INVERTER_DEFAULTS.mainsvoltype),
  protectionclass: textCellField(20),
  /** Housing size. [mm] */
  sizelength: positive(5000),
  sizewidth: positive(5000),
  sizeheight: positive(5000),
  /** [kg] */
  weight: positive(5000),
  /** Maximum efficiency. [%] */
  maxeffec: percent,
  /** European weighted efficiency. [%] */
  europeeffec: percent,
  /** Maximum DC input power: one value for the inverter or one per MPPT. [W] */
  maxdcpower: slashTextField(),
  /** Maximum DC input voltage per MPPT. [V] */
  maxdcvoltage: slashTextField(),
  /** Maximum DC input current per MPPT. [A] */
  maxdccurrent: slashTextField(),
  /** MPP voltage range. [V] */
  mppvoltagerangemin: boundedNumber(0, 3000, { text: true }),
  mppvoltagerangemax: positive(3000),
  mpptcount: positive(INVERTER_MAX_MPPT, true),
  /** Maximum number of strings per MPPT. */
  mppnumberofstrings: slashTextField(NEW_INVERTER_DEFAULTS.mppnumberofstrings),
  /** Maximum input power per MPPT. [W] */
  maxmppt: slashTextField(),
  /** Grid voltage window. [V] */
  gridconnectedvolrangemin: boundedNumber(0, 3000, { text: true }),
  gridconnectedvolrangemax: positive(3000),
  /** Grid frequency window. [Hz] */
  gridconnectedfreqrangemin: boundedNumber(0, 100, { text: true }),
  gridconnectedfreqrangemax: positive(100),
  /** Nominal grid frequencies, '50' or '50/60'. [Hz] */
  nominalgridfrequency: alternativesField(NEW_INVERTER_DEFAULTS.nominalgridfrequency),
  /** Nominal grid voltages, '220' or '220/230/240'. [V] */
  nominalgridvoltage: alternativesField(NEW_INVERTER_DEFAULTS.nominalgridvoltage),
  /** [W] */
  ratedacoutputpower: positive(10_000_000),
  /** [W] */
  maxacpower: positive(10_000_000),
  /** [A] */
  maxaccurrent: positive(100_000),
  /** '1' for an independent-module model whose MPPT pairs must carry balanced strings. */
  isneedallaccess: flagField(),
  vendor: textCellField(100),
  /** Maximum short-circuit current per MPPT, when the datasheet gives one (optional). [A] */
  maxshortcircuitcurrent: optionalTextCellField(SLASH_TEXT_MAX),
};

/** The per-MPPT texts, checked against `mpptcount`. */
export const PER_MPPT_FIELDS = [
  'maxdcpower',
  'maxdcvoltage',
  'maxdccurrent',
  'mppnumberofstrings',
  'maxmppt',
  'maxshortcircuitcurrent',
] as const;

/** The message key for a per-MPPT text that `parsePerMpptList` could not read. */
export function perMpptMessage(kind: PerMpptListErrorKind): ValidationMessageKey {
  const keys: Record<PerMpptListErrorKind, ValidationMessageKey> = {
    empty: 'required',
    'invalid-number': 'perMpptInvalidNumber',
    negative: 'notNegative',
    'count-mismatch': 'perMpptCountMismatch',
    'invalid-mppt-count': 'invalidValue',
  };
  return keys[kind];
}

type Ctx = z.RefinementCtx;
type Values = Record<string, unknown>;

function checkPerMppt(value: Values, ctx: Ctx): void {
  const mpptCount = value.mpptcount as number;
  for (const field of PER_MPPT_FIELDS) {
    const text = String(value[field] ?? '');
    // The short-circuit current is optional; the others are required by their own field.
    if (text === '') continue;
    const parsed = parsePerMpptList(text, mpptCount);
    if (!parsed.ok)
      ctx.addIssue({ code: 'custom', path: [field], message: perMpptMessage(parsed.error.kind) });
    else if (parsed.values.some((v) => v <= 0)) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'mustBePositive' });
    }
  }
}

function checkOrder(value: Values, ctx: Ctx, low: string, high: string, message: ValidationMessageKey) {
  if ((value[low] as number) > (value[high] as number))
    ctx.addIssue({ code: 'custom', path: [low], message });
}

/** The cross-field rules, each run once the fields it reads are valid. */
export const systemInverterChecks: [(value: Values, ctx: Ctx) => void, readonly string[]][] = [
  [checkPerMppt, ['mpptcount', ...PER_MPPT_FIELDS]],
  [
    (v, ctx) => checkOrder(v, ctx, 'mppvoltagerangemin', 'mppvoltagerangemax', 'rangeMinAboveMax'),
    ['mppvoltagerangemin', 'mppvoltagerangemax'],
  ],
  [
    (v, ctx) =>
      checkOrder(v, ctx, 'gridconnectedvolrangemin', 'gridconnectedvolrangemax', 'rangeMinAboveMax'),
    ['gridconnectedvolrangemin', 'gridconnectedvolrangemax'],
  ],
  [
    (v, ctx) =>
      checkOrder(v, ctx, 'gridconnectedfreqrangemin', 'gridconnectedfreqrangemax', 'rangeMinAboveMax'),
    ['gridconnectedfreqrangemin', 'gridconnectedfreqrangemax'],
  ],
  [
    (v, ctx) => checkOrder(v, ctx, 'ratedacoutputpower', 'maxacpower', 'ratedAboveMaxAcPower'),
    ['ratedacoutputpower', 'maxacpower'],
  ],
  [
    (v, ctx) => checkOrder(v, ctx, 'europeeffec', 'maxeffec', 'europeanAboveMaxEfficiency'),
    ['europeeffec', 'maxeffec'],
  ],
];

/** Adds the cross-field rules to an object schema holding the inverter's fields. */
export function withInverterChecks<S extends z.ZodType<Values>>(schema: S): S {
  let checked = schema;
  for (const [check, fields] of systemInverterChecks) {
    checked = checked.superRefine(check, whenFieldsValid(fields)) as S;
  }
  return checked;
}

/** A system inverter model's datasheet, checked (what the form and the import give). */
export const systemInverterSpecSchema = withInverterChecks(z.object(systemInverterFields));
export type SystemInverterSpecInput = z.input<typeof systemInverterSpecSchema>;
export type SystemInverterSpec = z.output<typeof systemInverterSpecSchema>;
