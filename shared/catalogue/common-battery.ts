/**
 * A common battery (公用电池) [CAT-7]: a battery offered with every storage
 * inverter, kept by the maintainer in a form. Create and update take the spec's camelCase names
 * (capacity may come with its 'kWh' suffix); listings use the lower-case names.
 */
import * as z from 'zod';
import { batteryCountCheck, batteryFieldRules } from './system-battery';

/** The form's fields: every one required, counts whole numbers above zero [CAT-7]. */
export const commonBatteryFields = {
  modelName: batteryFieldRules.model,
  brand: batteryFieldRules.brand,
  capacity: batteryFieldRules.capacity,
  batteryType: batteryFieldRules.type,
  maximumNumberOfParallelsSeries: batteryFieldRules.maxCount,
  minimumNumberOfParallelsSeries: batteryFieldRules.minCount,
};

/** The min ≤ max rule of the common battery form. */
export const commonBatteryCountCheck = batteryCountCheck(
  'minimumNumberOfParallelsSeries',
  'maximumNumberOfParallelsSeries',
);

/** A common battery form, checked. */
export const commonBatterySpecSchema = z
  .object(commonBatteryFields)
  .superRefine(commonBatteryCountCheck.check, commonBatteryCountCheck.options);
export type CommonBatterySpec = z.output<typeof commonBatterySpecSchema>;

/** A row of PageQueryCommonBattery. */
export const commonBatteryRow = z.object({
  id: z.string(),
  batterymodel: z.string(),
  batterybrand: z.string(),
  /** [kWh] */
  batterycapacity: z.number(),
  batterytype: z.string(),
  maximumnumberofparallelsseries: z.number(),
  minimumnumberofparallelsseries: z.number(),
  createtime: z.string(),
  lastmodifytime: z.string(),
  version: z.number(),
});
export type CommonBatteryRow = z.infer<typeof commonBatteryRow>;
