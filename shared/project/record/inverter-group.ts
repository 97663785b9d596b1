/**
 * The inverter step's record [WIZ-7]: a group of identical inverters of one
 * model, one unit per counted inverter, each with its DC entries (one per MPPT input) and its AC
 * cable; for storage projects the battery and its count. The model's datasheet is copied once per
 * group (`info`), not per unit, and the electrical checks read it for every unit.
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { idField, singleLine } from '../../api/common-fields';
import { INVERTER_MAX_MPPT, PROJECT_LIMITS, PROJECT_MAX_INVERTERS } from '../../constants/limits';
import {
  CABLE_INSULATIONS,
  INSTALLATION_METHODS,
  MAX_GROUPED_CIRCUITS,
} from '../../electrical/cable-ampacity-tables';
import { CHECK_RESULTS } from '../../electrical/check-result';
import { nonNegative } from './project-fields';
import { BATTERY_SOURCES, batterySnapshot, inverterSnapshot } from './snapshots';

const MPPT_NO = /^MPPT([1-9]\d?)$/;

const cableInput = {
  /** A material of the owner's library; null when none is chosen (no cable loss then). */
  cableMaterialId: idField.nullish(),
  /** One-way length. [m] */
  cableMaterialLength: nonNegative(PROJECT_LIMITS.cableLengthM).default(0),
  /** Cross-section. [mm²] */
  cableMaterialArea: nonNegative(PROJECT_LIMITS.cableAreaMm2).default(0),
  /**
   * How the cable is laid [STR-9]: insulation, IEC 60364-5-52 installation method and the
   * circuits grouped with it (itself included). Absent (a project saved before they existed, or
   * never chosen): DEFAULT_CABLE_LAYING's, XLPE, method C, alone.
   */
  cableInsulation: z.enum(CABLE_INSULATIONS, { error: 'invalidValue' }).nullish(),
  cableInstallationMethod: z.enum(INSTALLATION_METHODS, { error: 'invalidValue' }).nullish(),
  cableGroupedCircuits: boundedNumber(1, MAX_GROUPED_CIRCUITS, { integer: true }).nullish(),
};

/** What is wired to one MPPT input, as the editor sends it [WIZ-8]. */
export const dcEntryInput = z.object({
  /** 'MPPT1' … 'MPPT64'. */
  mpptNo: singleLine(z.string({ error: 'required' }).regex(MPPT_NO, { error: 'invalidValue' })),
  /** The PV array wired here; null when none is chosen. */
  pvArrayId: idField.nullish(),
  numberOfStrings: nonNegative(PROJECT_LIMITS.stringsPerMppt, { integer: true }).default(0),
  numberOfComponentsPerString: nonNegative(PROJECT_LIMITS.panelsPerString, { integer: true }).default(0),
  ...cableInput,
});
export type DcEntryInput = z.output<typeof dcEntryInput>;

/** The AC cable of one inverter, as the editor sends it. */
export const acEntryInput = z.object(cableInput);
export type AcEntryInput = z.output<typeof acEntryInput>;

/** One inverter unit of a group. */
export const inverterUnitInput = z.object({
  DC: z
    .array(dcEntryInput, { error: 'invalidValue' })
    .max(INVERTER_MAX_MPPT, { error: 'tooManyMpptEntries' })
    .default([])
    .refine((entries) => new Set(entries.map((entry) => entry.mpptNo)).size === entries.length, {
      error: 'duplicateMppt',
    }),
  AC: acEntryInput.nullish(),
});
export type InverterUnitInput = z.output<typeof inverterUnitInput>;

/** A group of identical inverters as the editor sends it. The model's data come from the catalogue. */
export const inverterGroupInput = z
  .object({
    /** The system inverter's id (queryInverterOptions' value). */
    inverterid: idField,
    /** Units of this model; `inverters` holds one entry per unit. */
    invertercount: boundedNumber(1, PROJECT_MAX_INVERTERS, { integer: true }),
    inverters: z.array(inverterUnitInput, { error: 'invalidValue' }).max(PROJECT_MAX_INVERTERS, {
      error: 'tooManyInverters',
    }),
    /** Storage projects: the chosen battery (a battery option's value) and where it comes from. */
    batterytype: idField.nullish(),
    batterysource: z.enum(BATTERY_SOURCES, { error: 'invalidValue' }).nullish(),
    /** Battery modules on each inverter of the group. */
    batterynumber: nonNegative(PROJECT_LIMITS.batteriesPerInverter, { integer: true }).nullish(),
  })
  .refine((group) => group.inverters.length === group.invertercount, {
    error: 'inverterUnitsMismatch',
    path: ['inverters'],
  });
export type InverterGroupInput = z.output<typeof inverterGroupInput>;

/** A cable's material as saved: its name and resistivity copied from the owner's library. */
const cableCopy = {
  /** The material's name when copied ('' when none). */
  name: z.string(),
  /** [Ω·mm²/m]; 0 when no material is chosen. */
  cableMaterialResistivity: z.number(),
  /** The material's edit version when copied (0 when none). */
  materialVersion: z.number(),
};
const checkResult = z.enum(CHECK_RESULTS);

/**
 * The cable's capacity check as saved [STR-9] [STR-10]; absent in a project saved before it, or
 * on a DC row not designed.
 */
const cableCapacityFigures = {
  /** The current the cable is sized for. [A] */
  designCurrent: z.number().nullish(),
  /** What the cable may carry where it is laid. [A] */
  currentCapacity: z.number().nullish(),
  /** The smallest standard size passing capacity and loss when the cable fails one; null otherwise or when none does. [mm²] */
  suggestedArea: z.number().nullish(),
};

/** A stored DC entry: the input, its material copy and its check result. */
export const dcEntryRecord = dcEntryInput.extend({
  ...cableCopy,
  /** Worst of the six checks; null when the row is not designed (no array or no strings). */
  checkResult: checkResult.nullable(),
  ...cableCapacityFigures,
});
export type DcEntryRecord = z.output<typeof dcEntryRecord>;

/** A stored AC entry: the input, its material copy, and its figures and checks. */
export const acEntryRecord = acEntryInput.extend({
  ...cableCopy,
  /** Σ string power of the unit. [W] */
  totalStringPower: z.number(),
  /** String power / rated AC output / European efficiency × 100. [%] */
  acRatedPowerRatio: z.number(),
  /** (DC + AC cable loss) / string power × 100; null when a cable has a length and no area. [%] */
  lineLossRate: z.number().nullable(),
  checkResult,
  ...cableCapacityFigures,
});
export type AcEntryRecord = z.output<typeof acEntryRecord>;

/** A stored inverter unit. */
export const inverterUnitRecord = z.object({
  DC: z.array(dcEntryRecord),
  AC: acEntryRecord.nullable(),
});
export type InverterUnitRecord = z.output<typeof inverterUnitRecord>;

/** A stored inverter group, with its model's copy and, for storage, its battery's copy. */
export const inverterGroupRecord = inverterGroupInput.safeExtend({
  modelname: z.string(),
  info: inverterSnapshot,
  inverters: z.array(inverterUnitRecord),
  battery: batterySnapshot.nullable(),
  /** Capacity of the batteries on one inverter: module capacity × count, 3 decimals. [kWh] */
  batterycapacity: z.number().nullable(),
});
export type InverterGroupRecord = z.output<typeof inverterGroupRecord>;
