/**
 * A system inverter as the product answers it: the checked datasheet of system-inverter.ts plus
 * its identity, image address, times and edit version. Also the list row of
 * pageQuerySystemInverter and the voltage-type code the chooser filters by.
 */
import * as z from 'zod';
import { MAINS_VOLTAGE_TYPES } from './system-inverter';

const flag = z.enum(['1', '0']);
const inverterTypeValue = z.union([z.literal(1), z.literal(2)]);

/** Every field of a system inverter, as answered by queryInverterInfo and insertOrEditSystemInverter. */
export const systemInverter = z.object({
  id: z.string(),
  modelname: z.string(),
  series: z.string(),
  us: flag,
  /** Signed address of the model's image, or null when it has none. */
  img: z.string().nullable(),
  invertertype: inverterTypeValue,
  mainsvoltype: z.enum(MAINS_VOLTAGE_TYPES),
  protectionclass: z.string(),
  sizelength: z.number(),
  sizewidth: z.number(),
  sizeheight: z.number(),
  weight: z.number(),
  maxeffec: z.number(),
  europeeffec: z.number(),
  maxdcpower: z.string(),
  maxdcvoltage: z.string(),
  maxdccurrent: z.string(),
  mppvoltagerangemin: z.number(),
  mppvoltagerangemax: z.number(),
  mpptcount: z.number(),
  mppnumberofstrings: z.string(),
  maxmppt: z.string(),
  gridconnectedvolrangemin: z.number(),
  gridconnectedvolrangemax: z.number(),
  gridconnectedfreqrangemin: z.number(),
  gridconnectedfreqrangemax: z.number(),
  nominalgridfrequency: z.string(),
  nominalgridvoltage: z.string(),
  ratedacoutputpower: z.number(),
  maxacpower: z.number(),
  maxaccurrent: z.number(),
  isneedallaccess: flag,
  vendor: z.string(),
  maxshortcircuitcurrent: z.string(),
  createtime: z.string(),
  lastmodifytime: z.string(),
  version: z.number(),
});
export type SystemInverter = z.infer<typeof systemInverter>;

/** The columns of the maintainer's inverter table (pageQuerySystemInverter). */
export const SYSTEM_INVERTER_LIST_COLUMNS = [
  'id',
  'modelname',
  'series',
  'us',
  'invertertype',
  'mainsvoltype',
  'ratedacoutputpower',
  'maxacpower',
  'mpptcount',
  'mppnumberofstrings',
  'maxdcvoltage',
  'mppvoltagerangemin',
  'mppvoltagerangemax',
  'nominalgridvoltage',
  'nominalgridfrequency',
  'maxeffec',
  'isneedallaccess',
  'vendor',
  'createtime',
] as const satisfies readonly (keyof SystemInverter)[];

/** A row of pageQuerySystemInverter: the list columns plus the image address. */
export const systemInverterRow = systemInverter
  .pick(
    Object.fromEntries(SYSTEM_INVERTER_LIST_COLUMNS.map((c) => [c, true])) as {
      [K in (typeof SYSTEM_INVERTER_LIST_COLUMNS)[number]]: true;
    },
  )
  .extend({ img: z.string().nullable() });
export type SystemInverterRow = z.infer<typeof systemInverterRow>;

/** Voltage-type codes of the chooser [CAT-4]: 1 single phase, 2 three phase, 3 US. */
export const VoltageType = { singlePhase: 1, threePhase: 2, us: 3 } as const;
export type VoltageType = (typeof VoltageType)[keyof typeof VoltageType];

/** The voltage type of a model: US models (`us` = '1') are type 3 whatever their phases. */
export function voltageTypeOf(model: Pick<SystemInverter, 'us' | 'mainsvoltype'>): VoltageType {
  if (model.us === '1') return VoltageType.us;
  return model.mainsvoltype === 'Three-Phase' ? VoltageType.threePhase : VoltageType.singlePhase;
}
