/**
 * A battery of the catalogue [CAT-7], of one of two kinds that describe the same thing with the
 * same rules: a system battery is offered with the storage inverters of one series and imported
 * from a spreadsheet (uploadInverterBattery); a common battery (公用电池) is offered with every
 * storage inverter and kept by the maintainer in a form. The kinds differ only in the system
 * battery's series and in the names the API gives the fields: listings and spreadsheet rows use
 * lower-case names, the common battery form camelCase ones.
 */
import * as z from 'zod';
import { boundedNumber } from '../api/bounded-number';
import { batteryDatasheet } from './battery-datasheet';
import { textCellField, whenFieldsValid } from './cell-fields';

export const BATTERY_KINDS = ['system', 'common'] as const;
export type BatteryKind = (typeof BATTERY_KINDS)[number];

/** The fields both kinds share, under neutral names (also their labels' keys, battery.fields.*). */
const batteryFieldRules = {
  model: textCellField(100, 'batteryModelRequired'),
  brand: textCellField(100, 'batteryBrandRequired'),
  /** Usable capacity; '5.12kWh' and 5.12 are both accepted. [kWh] */
  capacity: boundedNumber(0, 100_000, {
    text: true,
    requiredKey: 'batteryCapacityRequired',
    exclusiveMin: true,
    minKey: 'batteryCapacityNegative',
    unitSuffix: 'kWh',
  }),
  type: textCellField(50, 'batteryTypeRequired'),
  /** Largest number of modules in parallel or series with one inverter. */
  maxCount: boundedNumber(0, 1000, {
    text: true,
    requiredKey: 'batteryMaxCountRequired',
    exclusiveMin: true,
    minKey: 'batteryMaxCountNegative',
    integer: true,
  }),
  /** Smallest number of modules in parallel or series with one inverter. */
  minCount: boundedNumber(0, 1000, {
    text: true,
    requiredKey: 'batteryMinCountRequired',
    exclusiveMin: true,
    minKey: 'batteryMinCountNegative',
    integer: true,
  }),
};
type FieldRules = typeof batteryFieldRules;
export type BatteryField = keyof FieldRules;
/** The shared fields in the order forms, tables and error lists show them. */
export const BATTERY_FIELDS = Object.keys(batteryFieldRules) as BatteryField[];
type FieldNames = { readonly [F in BatteryField]: string };

/** Each shared field's name in listings (both kinds) and in system battery spreadsheet rows. */
export const BATTERY_ROW_NAMES = {
  model: 'batterymodel',
  brand: 'batterybrand',
  capacity: 'batterycapacity',
  type: 'batterytype',
  maxCount: 'maximumnumberofparallelsseries',
  minCount: 'minimumnumberofparallelsseries',
} as const satisfies FieldNames;

/** Each shared field's name in the common battery form (CreateCommonBattery, UpdateCommonBattery). */
export const COMMON_BATTERY_FORM_NAMES = {
  model: 'modelName',
  brand: 'brand',
  capacity: 'capacity',
  type: 'batteryType',
  maxCount: 'maximumNumberOfParallelsSeries',
  minCount: 'minimumNumberOfParallelsSeries',
} as const satisfies FieldNames;

/** The checked fields of each kind, under its API names: the series first, then the shared fields. */
const kindFields = {
  system: { inverterseries: textCellField(50, 'inverterSeriesRequired'), ...renamed(BATTERY_ROW_NAMES) },
  common: renamed(COMMON_BATTERY_FORM_NAMES),
};
const kindNames = { system: BATTERY_ROW_NAMES, common: COMMON_BATTERY_FORM_NAMES };

type Renamed<N extends FieldNames> = { [F in BatteryField as N[F]]: FieldRules[F] };
function renamed<N extends FieldNames>(names: N): Renamed<N> {
  return Object.fromEntries(
    BATTERY_FIELDS.map((field) => [names[field], batteryFieldRules[field]]),
  ) as Renamed<N>;
}

/** The system battery's fields (a spreadsheet row's columns). */
export const systemBatteryFields = kindFields.system;
/** The common battery form's fields: every one required, counts whole numbers above zero. */
export const commonBatteryFields = kindFields.common;

/**
 * A battery of a kind, checked, under that kind's API names, with any `extra` fields (the id and
 * version an update carries). The minimum count may not exceed the maximum: the chooser clamps
 * the count between them.
 */
export function batterySpecSchema<K extends BatteryKind, E extends z.ZodRawShape = Record<never, never>>(
  kind: K,
  extra?: E,
) {
  const names = kindNames[kind];
  return z.object({ ...(kindFields[kind] as (typeof kindFields)[K]), ...(extra as E) }).superRefine(
    (value: Record<string, unknown>, ctx) => {
      if ((value[names.minCount] as number) > (value[names.maxCount] as number)) {
        ctx.addIssue({ code: 'custom', path: [names.minCount], message: 'batteryMinAboveMax' });
      }
    },
    whenFieldsValid([names.minCount, names.maxCount]),
  );
}

/** A system battery, checked (what a spreadsheet row gives). */
export const systemBatterySpecSchema = batterySpecSchema('system');
export type SystemBatterySpec = z.output<typeof systemBatterySpecSchema>;
/** A common battery form, checked. */
export const commonBatterySpecSchema = batterySpecSchema('common');
export type CommonBatterySpec = z.output<typeof commonBatterySpecSchema>;

/** The shared fields as listings give them. */
const listedFields = {
  batterymodel: z.string(),
  batterybrand: z.string(),
  /** [kWh] */
  batterycapacity: z.number(),
  batterytype: z.string(),
  maximumnumberofparallelsseries: z.number(),
  minimumnumberofparallelsseries: z.number(),
} satisfies { [F in BatteryField as (typeof BATTERY_ROW_NAMES)[F]]: z.ZodType };

/** A system battery as listed by pageQueryBattery. */
export const systemBattery = z.object({
  id: z.string(),
  inverterseries: z.string(),
  ...listedFields,
  createtime: z.string(),
  /** The datasheet's figures the dispatch and the ageing read, where the catalogue has them. */
  datasheet: batteryDatasheet.optional(),
});
export type SystemBattery = z.infer<typeof systemBattery>;

/** A row of PageQueryCommonBattery. */
export const commonBatteryRow = z.object({
  id: z.string(),
  ...listedFields,
  createtime: z.string(),
  lastmodifytime: z.string(),
  version: z.number(),
});
export type CommonBatteryRow = z.infer<typeof commonBatteryRow>;

/** A listed battery of each kind. */
export interface BatteryRows {
  system: SystemBattery;
  common: CommonBatteryRow;
}

/**
 * A battery option of the inverter chooser [WIZ-7]: `value` is the battery's
 * id, `label` its model, `capacity` [kWh] per module and the module count limits.
 */
export const batteryOption = z.object({
  value: z.string(),
  label: z.string(),
  max: z.number(),
  min: z.number(),
  capacity: z.number(),
  brand: z.string(),
  batterytype: z.string(),
  /** 'system' for a battery of the inverter's series, 'common' for a common battery. */
  source: z.enum(BATTERY_KINDS),
});
export type BatteryOption = z.infer<typeof batteryOption>;
