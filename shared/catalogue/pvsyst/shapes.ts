/**
 * The shapes of what the PVsyst reader gives: the product's panel and inverter fields (their
 * names and units), each optional since a file may lack it, and what the file says that the
 * product does not keep. The call component/readPvsystFile answers them as they are.
 */
import * as z from 'zod';
import { TEMP_COEFFICIENT_UNITS } from '../panel';
import { MAINS_VOLTAGE_TYPES } from '../system-inverter';

const text = z.string().optional();
const number = z.number().optional();
const unit = z.enum(TEMP_COEFFICIENT_UNITS).optional();

/** The panel fields read (panel.ts names and units); a field the file lacks is absent. */
export const pvsystPanel = z.object({
  manufacturer: text,
  componentmodelname: text,
  /** [m] */
  componentlength: number,
  componentwidth: number,
  wafermaterial: text,
  /** [W] */
  peakpower: number,
  /** [V], [A] */
  mppvoltage: number,
  mppcurrent: number,
  allowedvoltage: number,
  /** [%] */
  efficiency: number,
  opencircuitvoltage: number,
  shortcircuitcurrent: number,
  /** [%/℃] */
  tempcoefficientvoc: number,
  tempcoefficientvocunit: unit,
  tempcoefficientisc: number,
  tempcoefficientiscunit: unit,
  tempCoefficientPmax: number,
  bypassDiodes: number,
  /** [-] */
  bifacialityFactor: number,
});

/** The inverter fields read (system-inverter.ts names and units); a field the file lacks is absent. */
export const pvsystInverter = z.object({
  modelname: text,
  vendor: text,
  mainsvoltype: z.enum(MAINS_VOLTAGE_TYPES).optional(),
  us: z.enum(['0', '1']).optional(),
  protectionclass: text,
  /** [mm], [kg] */
  sizelength: number,
  sizewidth: number,
  sizeheight: number,
  weight: number,
  /** [%] */
  maxeffec: number,
  europeeffec: number,
  /** Per-MPPT texts, one value for every MPPT or one per MPPT. [W], [V], [A] */
  maxdcpower: text,
  maxdcvoltage: text,
  maxdccurrent: text,
  /** [V] */
  mppvoltagerangemin: number,
  mppvoltagerangemax: number,
  mpptcount: number,
  mppnumberofstrings: text,
  maxmppt: text,
  nominalgridvoltage: text,
  nominalgridfrequency: text,
  /** [W] */
  ratedacoutputpower: number,
  maxacpower: number,
  /** [A] */
  maxaccurrent: number,
});

export type PvsystPanel = z.infer<typeof pvsystPanel>;
export type PvsystInverter = z.infer<typeof pvsystInverter>;

/** What a module file says that the product's panel does not keep. */
export const pvsystModuleExtras = z.object({
  /** PVsyst's technology code ('mtSiMono'). */
  technology: text,
  cellsInSeries: number,
  cellsInParallel: number,
  bypassDiodes: number,
  /** Rear over front efficiency of a bifacial module. [0-1] */
  bifacialityFactor: number,
  /** The user-defined incidence angle modifier profile: angle [°] and transmission [0-1]. */
  iamProfile: z.array(z.object({ angleDeg: z.number(), factor: z.number() })).optional(),
});
export type PvsystModuleExtras = z.infer<typeof pvsystModuleExtras>;
export type IamPoint = NonNullable<PvsystModuleExtras['iamProfile']>[number];

/** What an inverter file says that the product's inverter does not keep. */
export const pvsystInverterExtras = z.object({
  /** PVsyst's output phases: 'Mono', 'Tri' or 'Bi'. */
  phases: text,
  /** DC inputs (string connections) in all. */
  inputs: number,
  /** Nominal DC power. [kW] */
  nominalDcPowerKw: number,
  /** 'Without' or the transformer's kind. */
  transformer: text,
});
export type PvsystInverterExtras = z.infer<typeof pvsystInverterExtras>;
