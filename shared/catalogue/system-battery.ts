/**
 * A system battery of the catalogue [CAT-7]: a battery model offered with the
 * storage inverters of one series, imported from a spreadsheet (uploadInverterBattery). The
 * capacity and count rules are those of common batteries (above zero), which describe the same
 * kind of thing; common-battery.ts reuses these fields.
 */
import * as z from 'zod';
import { boundedNumber } from '../api/bounded-number';
import { textCellField, whenFieldsValid } from './fields';

/** Battery fields shared with common batteries, under neutral names. */
export const batteryFieldRules = {
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

/** The minimum count may not exceed the maximum (the chooser clamps the count between them). */
export function batteryCountCheck(minField: string, maxField: string) {
  return {
    check: (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
      if ((value[minField] as number) > (value[maxField] as number)) {
        ctx.addIssue({ code: 'custom', path: [minField], message: 'batteryMinAboveMax' });
      }
    },
    options: whenFieldsValid([minField, maxField]),
  };
}

/** The system battery's fields with the spec's lower-case names. */
export const systemBatteryFields = {
  inverterseries: textCellField(50, 'inverterSeriesRequired'),
  batterymodel: batteryFieldRules.model,
  batterybrand: batteryFieldRules.brand,
  batterycapacity: batteryFieldRules.capacity,
  batterytype: batteryFieldRules.type,
  maximumnumberofparallelsseries: batteryFieldRules.maxCount,
  minimumnumberofparallelsseries: batteryFieldRules.minCount,
};

const countCheck = batteryCountCheck('minimumnumberofparallelsseries', 'maximumnumberofparallelsseries');

/** A system battery, checked (what a spreadsheet row gives). */
export const systemBatterySpecSchema = z
  .object(systemBatteryFields)
  .superRefine(countCheck.check, countCheck.options);
export type SystemBatterySpec = z.output<typeof systemBatterySpecSchema>;

/** A system battery as listed by pageQueryBattery. */
export const systemBattery = z.object({
  id: z.string(),
  inverterseries: z.string(),
  batterymodel: z.string(),
  batterybrand: z.string(),
  /** [kWh] */
  batterycapacity: z.number(),
  batterytype: z.string(),
  maximumnumberofparallelsseries: z.number(),
  minimumnumberofparallelsseries: z.number(),
  createtime: z.string(),
});
export type SystemBattery = z.infer<typeof systemBattery>;

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
  source: z.enum(['system', 'common']),
});
export type BatteryOption = z.infer<typeof batteryOption>;
