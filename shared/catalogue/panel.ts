/**
 * A PV panel (module) as the catalogue stores it, for system panels and users' custom panels
 * alike, with the lower-case names of the project calls so that it satisfies `PanelElectrical`
 * (shared/electrical/types.ts) and the engine reads any panel the same way. Custom panels are
 * entered with the camelCase names of their own calls (see user-panel.ts) and stored in this shape.
 */
import * as z from 'zod';
import { boundedNumber } from '../api/bounded-number';
import type { TempCoefficientUnit } from '../electrical/types';
import { rounded } from '../numbers/rounding';
import { choiceField, textCellField, whenFieldsValid } from './cell-fields';
import { waferMaterialField } from './wafer-materials';

/** The two units of a temperature coefficient; '%/℃' is the default. */
export const TEMP_COEFFICIENT_UNITS = ['%/℃', 'mV/℃'] as const satisfies readonly TempCoefficientUnit[];

const unitField = choiceField(TEMP_COEFFICIENT_UNITS, {
  '%/°c': '%/℃',
  '%/c': '%/℃',
  '%/k': '%/℃',
  '%': '%/℃',
  'mv/°c': 'mV/℃',
  'mv/c': 'mV/℃',
  'mv/k': 'mV/℃',
  'ma/℃': 'mV/℃',
  'ma/°c': 'mV/℃',
}).default('%/℃');

const positive = (max: number) => boundedNumber(0, max, { text: true, exclusiveMin: true });

/**
 * The panel's fields, each with its own checks. Dimensions are in metres, as the panel dialogs
 * show them (step 0.1 m in the create dialog, 0.01 elsewhere [CAT-1]).
 */
export const panelFields = {
  manufacturer: textCellField(100),
  componentmodelname: textCellField(100),
  /** Panel length. [m] */
  componentlength: positive(10),
  /** Panel width. [m] */
  componentwidth: positive(10),
  wafermaterial: waferMaterialField,
  /** Peak power at STC. [W] */
  peakpower: positive(3000),
  /** Voltage at the maximum power point. [V] */
  mppvoltage: positive(2000),
  /** Current at the maximum power point. [A] */
  mppcurrent: positive(100),
  /** Maximum system voltage. [V] */
  allowedvoltage: positive(3000),
  /** Module efficiency at STC. [%] */
  efficiency: boundedNumber(0, 100, { text: true, exclusiveMin: true, maxKey: 'percentOutOfRange' }),
  /** Open-circuit voltage. [V] */
  opencircuitvoltage: positive(2000),
  /** Short-circuit current. [A] */
  shortcircuitcurrent: positive(100),
  /** Temperature coefficient of Voc, negative for silicon. [%/℃ or mV/℃] */
  tempcoefficientvoc: boundedNumber(-1000, 1000, { text: true }),
  tempcoefficientvocunit: unitField,
  /** Temperature coefficient of Isc, positive for silicon. [%/℃ or mA/℃] */
  tempcoefficientisc: boundedNumber(-1000, 1000, { text: true }),
  tempcoefficientiscunit: unitField,
  /**
   * Temperature coefficient of Pmax when the datasheet gives it; when absent the engine takes
   * the wafer material's typical value. [%/℃]
   */
  tempCoefficientPmax: boundedNumber(-5, 5, { text: true }).optional(),
  /**
   * Bypass diodes of the module, each protecting one block of cells (strips along the longer
   * side); absent: three, the usual junction box. For the electrical effect of shade.
   */
  bypassDiodes: boundedNumber(1, 30, { text: true, integer: true }).optional(),
  /**
   * Rear over front efficiency of a bifacial module (the datasheet's bifaciality, PVsyst's
   * `BifacialityFactor`); absent: monofacial [MNT-3]. [-]
   */
  bifacialityFactor: boundedNumber(0, 1, { text: true, exclusiveMin: true }).optional(),
};

/** Panel area from its dimensions: length × width [CAT-1]. [m²] */
export function panelArea(lengthM: number, widthM: number): number {
  return rounded(lengthM * widthM, 'panelAreaM2');
}

/** The field names the panel cross-check reads, as named in a given form. */
export interface PanelFieldNames {
  componentlength: string;
  componentwidth: string;
  peakpower: string;
  efficiency: string;
  mppvoltage: string;
  opencircuitvoltage: string;
  mppcurrent: string;
  shortcircuitcurrent: string;
  tempcoefficientvoc: string;
  tempcoefficientvocunit: string;
  tempcoefficientisc: string;
  tempcoefficientiscunit: string;
  tempCoefficientPmax: string;
}

const lowerCaseNames: PanelFieldNames = {
  componentlength: 'componentlength',
  componentwidth: 'componentwidth',
  peakpower: 'peakpower',
  efficiency: 'efficiency',
  mppvoltage: 'mppvoltage',
  opencircuitvoltage: 'opencircuitvoltage',
  mppcurrent: 'mppcurrent',
  shortcircuitcurrent: 'shortcircuitcurrent',
  tempcoefficientvoc: 'tempcoefficientvoc',
  tempcoefficientvocunit: 'tempcoefficientvocunit',
  tempcoefficientisc: 'tempcoefficientisc',
  tempcoefficientiscunit: 'tempcoefficientiscunit',
  tempCoefficientPmax: 'tempCoefficientPmax',
};

/** Irradiance at standard test conditions. [W/m²] */
const STC_IRRADIANCE = 1000;

/** How far the stated efficiency may be from peak power / (area × 1000 W/m²). [percentage points] */
export const EFFICIENCY_TOLERANCE_POINTS = 1.5;

/**
 * Plausible temperature coefficients of a PV module, in %/℃ (crystalline silicon: Pmax about
 * −0.25 to −0.5, Voc −0.24 to −0.35, Isc +0.03 to +0.06; thin film lies inside these bounds too).
 */
export const TEMP_COEFFICIENT_RANGES = {
  pmax: { min: -1, max: 0 },
  voc: { min: -1, max: 0 },
  isc: { min: 0, max: 0.2 },
} as const;

/**
 * A coefficient in %/℃: as given, or converted from mV/℃ (Voc) or mA/℃ (Isc, whose unit the
 * catalogue also calls 'mV/℃') relative to the STC value `reference` [V or A].
 */
export function coefficientPercent(value: number, unit: TempCoefficientUnit, reference: number): number {
  return unit === '%/℃' ? value : (value / (reference * 1000)) * 100;
}

/**
 * Cross-field rules of a panel datasheet: the MPP lies inside the I-V curve (Vmp < Voc,
 * Imp < Isc); the efficiency agrees with peak power / (length × width × 1000 W/m²) within
 * ±1.5 percentage points; the temperature coefficients have silicon's signs and a plausible size
 * (Pmax and Voc negative, down to −1 %/℃; Isc from 0 to 0.2 %/℃). `names` gives the fields'
 * names in the form being checked.
 */
export function panelCrossCheck(names: PanelFieldNames = lowerCaseNames) {
  const check = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const read = (field: keyof PanelFieldNames) => value[names[field]] as number;
    const unit = (field: keyof PanelFieldNames) => value[names[field]] as TempCoefficientUnit;
    const refuse = (field: keyof PanelFieldNames, message: string) =>
      ctx.addIssue({ code: 'custom', path: [names[field]], message });
    if (read('mppvoltage') >= read('opencircuitvoltage')) refuse('mppvoltage', 'mppVoltageAboveVoc');
    if (read('mppcurrent') >= read('shortcircuitcurrent')) refuse('mppcurrent', 'mppCurrentAboveIsc');
    const area = read('componentlength') * read('componentwidth');
    const computed = (read('peakpower') / (area * STC_IRRADIANCE)) * 100;
    if (Math.abs(read('efficiency') - computed) > EFFICIENCY_TOLERANCE_POINTS) {
      refuse('efficiency', 'efficiencyMismatch');
    }
    const inRange = (percent: number, range: { min: number; max: number }, zeroAllowed: boolean) =>
      percent >= range.min && percent <= range.max && (zeroAllowed || percent !== 0);
    const voc = coefficientPercent(
      read('tempcoefficientvoc'),
      unit('tempcoefficientvocunit'),
      read('opencircuitvoltage'),
    );
    if (!inRange(voc, TEMP_COEFFICIENT_RANGES.voc, false))
      refuse('tempcoefficientvoc', 'tempCoefficientVocRange');
    const isc = coefficientPercent(
      read('tempcoefficientisc'),
      unit('tempcoefficientiscunit'),
      read('shortcircuitcurrent'),
    );
    if (!inRange(isc, TEMP_COEFFICIENT_RANGES.isc, true))
      refuse('tempcoefficientisc', 'tempCoefficientIscRange');
    const pmax = value[names.tempCoefficientPmax];
    if (typeof pmax === 'number' && !inRange(pmax, TEMP_COEFFICIENT_RANGES.pmax, false)) {
      refuse('tempCoefficientPmax', 'tempCoefficientPmaxRange');
    }
  };
  return { check, options: whenFieldsValid(Object.values(names)) };
}

const panelCheck = panelCrossCheck();

/** A panel's datasheet, checked, with its area computed. */
export const panelSpecSchema = z
  .object(panelFields)
  .superRefine(panelCheck.check, panelCheck.options)
  .transform(withArea);

export type PanelSpec = z.output<typeof panelSpecSchema>;

/** Adds `componentarea` [m²] computed from length and width (never taken from the client). */
export function withArea<P extends { componentlength: number; componentwidth: number }>(
  panel: P,
): P & { componentarea: number } {
  return { ...panel, componentarea: panelArea(panel.componentlength, panel.componentwidth) };
}

/** How a panel was chosen in a project: 1 default, 2 system, 3 custom, 4 frequently used. */
export const PanelChoseWay = { default: 1, system: 2, custom: 3, frequentlyUsed: 4 } as const;
export type PanelChoseWay = (typeof PanelChoseWay)[keyof typeof PanelChoseWay];

/**
 * A panel as the chooser and the engine receive it: the datasheet plus `Id`,
 * `IsDefault` (custom panels; 0 for system panels), `choseWay` and the edit `version`.
 */
export const panelInfo = z.object({
  Id: z.string(),
  manufacturer: z.string(),
  componentmodelname: z.string(),
  componentlength: z.number(),
  componentwidth: z.number(),
  componentarea: z.number(),
  wafermaterial: z.string(),
  peakpower: z.number(),
  mppvoltage: z.number(),
  mppcurrent: z.number(),
  allowedvoltage: z.number(),
  efficiency: z.number(),
  opencircuitvoltage: z.number(),
  shortcircuitcurrent: z.number(),
  tempcoefficientvoc: z.number(),
  tempcoefficientvocunit: z.enum(TEMP_COEFFICIENT_UNITS),
  tempcoefficientisc: z.number(),
  tempcoefficientiscunit: z.enum(TEMP_COEFFICIENT_UNITS),
  tempCoefficientPmax: z.number().optional(),
  bypassDiodes: z.number().optional(),
  /** Rear over front efficiency; absent: monofacial [MNT-3]. [-] */
  bifacialityFactor: z.number().optional(),
  IsDefault: z.union([z.literal(0), z.literal(1)]),
  choseWay: z.union([z.literal(2), z.literal(3)]),
  createtime: z.string(),
  version: z.number(),
});
export type PanelInfo = z.infer<typeof panelInfo>;
