/**
 * A user's custom panel [CAT-1] [CAT-2]. The dialog sends the
 * camelCase names of the call; the product stores and answers the panel in the lower-case shape of
 * panel.ts (the chooser's and the engine's), and lists it with the PascalCase names of the
 * API's listing [CAT-2]. The field checks are those of panel.ts, so a custom panel and a system panel
 * obey the same rules.
 */
import * as z from 'zod';
import { type PanelFieldNames, type PanelInfo, panelCrossCheck, panelFields, withArea } from './panel';

/** camelCase form name → stored (lower-case) name. */
export const userPanelFormNames = {
  manufacturer: 'manufacturer',
  componentModelName: 'componentmodelname',
  componentLength: 'componentlength',
  componentWidth: 'componentwidth',
  waferMaterial: 'wafermaterial',
  peakPower: 'peakpower',
  mppVoltage: 'mppvoltage',
  mppCurrent: 'mppcurrent',
  allowedVoltage: 'allowedvoltage',
  efficiency: 'efficiency',
  openCircuitVoltage: 'opencircuitvoltage',
  shortCircuitCurrent: 'shortcircuitcurrent',
  tempCoefficientVoc: 'tempcoefficientvoc',
  tempCoefficientVocUnit: 'tempcoefficientvocunit',
  tempCoefficientIsc: 'tempcoefficientisc',
  tempCoefficientIscUnit: 'tempcoefficientiscunit',
  tempCoefficientPmax: 'tempCoefficientPmax',
  bypassDiodes: 'bypassDiodes',
  bifacialityFactor: 'bifacialityFactor',
} as const satisfies Record<string, keyof typeof panelFields>;

type FormName = keyof typeof userPanelFormNames;

/** The custom panel dialog's fields (camelCase), each with the panel's own checks. */
export const userPanelFormFields = {
  manufacturer: panelFields.manufacturer,
  componentModelName: panelFields.componentmodelname,
  componentLength: panelFields.componentlength,
  componentWidth: panelFields.componentwidth,
  waferMaterial: panelFields.wafermaterial,
  peakPower: panelFields.peakpower,
  mppVoltage: panelFields.mppvoltage,
  mppCurrent: panelFields.mppcurrent,
  allowedVoltage: panelFields.allowedvoltage,
  efficiency: panelFields.efficiency,
  openCircuitVoltage: panelFields.opencircuitvoltage,
  shortCircuitCurrent: panelFields.shortcircuitcurrent,
  tempCoefficientVoc: panelFields.tempcoefficientvoc,
  tempCoefficientVocUnit: panelFields.tempcoefficientvocunit,
  tempCoefficientIsc: panelFields.tempcoefficientisc,
  tempCoefficientIscUnit: panelFields.tempcoefficientiscunit,
  tempCoefficientPmax: panelFields.tempCoefficientPmax,
  bypassDiodes: panelFields.bypassDiodes,
  bifacialityFactor: panelFields.bifacialityFactor,
} satisfies Record<FormName, z.ZodType>;

const formNamesForCheck: PanelFieldNames = {
  componentlength: 'componentLength',
  componentwidth: 'componentWidth',
  peakpower: 'peakPower',
  efficiency: 'efficiency',
  mppvoltage: 'mppVoltage',
  opencircuitvoltage: 'openCircuitVoltage',
  mppcurrent: 'mppCurrent',
  shortcircuitcurrent: 'shortCircuitCurrent',
  tempcoefficientvoc: 'tempCoefficientVoc',
  tempcoefficientvocunit: 'tempCoefficientVocUnit',
  tempcoefficientisc: 'tempCoefficientIsc',
  tempcoefficientiscunit: 'tempCoefficientIscUnit',
  tempCoefficientPmax: 'tempCoefficientPmax',
};
/** The panel's cross-field rules, naming fields as the custom panel dialog does. */
export const userPanelCrossCheck = panelCrossCheck(formNamesForCheck);

type FormValues = z.output<z.ZodObject<typeof userPanelFormFields>>;

/** The dialog's values in the stored shape, with the area computed. */
export function userPanelFromForm(form: FormValues) {
  return withArea({
    manufacturer: form.manufacturer,
    componentmodelname: form.componentModelName,
    componentlength: form.componentLength,
    componentwidth: form.componentWidth,
    wafermaterial: form.waferMaterial,
    peakpower: form.peakPower,
    mppvoltage: form.mppVoltage,
    mppcurrent: form.mppCurrent,
    allowedvoltage: form.allowedVoltage,
    efficiency: form.efficiency,
    opencircuitvoltage: form.openCircuitVoltage,
    shortcircuitcurrent: form.shortCircuitCurrent,
    tempcoefficientvoc: form.tempCoefficientVoc,
    tempcoefficientvocunit: form.tempCoefficientVocUnit,
    tempcoefficientisc: form.tempCoefficientIsc,
    tempcoefficientiscunit: form.tempCoefficientIscUnit,
    tempCoefficientPmax: form.tempCoefficientPmax,
    bypassDiodes: form.bypassDiodes,
    bifacialityFactor: form.bifacialityFactor,
  });
}

/** The dialog's values for a stored panel (to fill the edit dialog from queryUserComponentInfo). */
export function userPanelFormFromPanel(panel: PanelInfo): Record<FormName, unknown> {
  const form = {} as Record<FormName, unknown>;
  for (const [formName, storedName] of Object.entries(userPanelFormNames) as [FormName, keyof PanelInfo][]) {
    form[formName] = panel[storedName];
  }
  return form;
}

/** A row of PageQueryUserComponent, named in PascalCase as the listing call answers it. */
export const userPanelRow = z.object({
  Id: z.string(),
  Manufacturer: z.string(),
  ComponentModelName: z.string(),
  ComponentLength: z.number(),
  ComponentWidth: z.number(),
  ComponentArea: z.number(),
  WaferMaterial: z.string(),
  PeakPower: z.number(),
  MppVoltage: z.number(),
  MppCurrent: z.number(),
  AllowedVoltage: z.number(),
  Efficiency: z.number(),
  OpenCircuitVoltage: z.number(),
  ShortCircuitCurrent: z.number(),
  TempCoefficientVoc: z.number(),
  TempCoefficientVocUnit: z.string(),
  TempCoefficientIsc: z.number(),
  TempCoefficientIscUnit: z.string(),
  TempCoefficientPmax: z.number().optional(),
  BypassDiodes: z.number().optional(),
  BifacialityFactor: z.number().optional(),
  IsDefault: z.union([z.literal(0), z.literal(1)]),
  CreateTime: z.string(),
});
export type UserPanelRow = z.infer<typeof userPanelRow>;

/** The listing row of a stored panel. */
export function toUserPanelRow(panel: Omit<PanelInfo, 'choseWay' | 'version'>): UserPanelRow {
  return {
    Id: panel.Id,
    Manufacturer: panel.manufacturer,
    ComponentModelName: panel.componentmodelname,
    ComponentLength: panel.componentlength,
    ComponentWidth: panel.componentwidth,
    ComponentArea: panel.componentarea,
    WaferMaterial: panel.wafermaterial,
    PeakPower: panel.peakpower,
    MppVoltage: panel.mppvoltage,
    MppCurrent: panel.mppcurrent,
    AllowedVoltage: panel.allowedvoltage,
    Efficiency: panel.efficiency,
    OpenCircuitVoltage: panel.opencircuitvoltage,
    ShortCircuitCurrent: panel.shortcircuitcurrent,
    TempCoefficientVoc: panel.tempcoefficientvoc,
    TempCoefficientVocUnit: panel.tempcoefficientvocunit,
    TempCoefficientIsc: panel.tempcoefficientisc,
    TempCoefficientIscUnit: panel.tempcoefficientiscunit,
    TempCoefficientPmax: panel.tempCoefficientPmax,
    BypassDiodes: panel.bypassDiodes,
    BifacialityFactor: panel.bifacialityFactor,
    IsDefault: panel.IsDefault,
    CreateTime: panel.createtime,
  };
}
