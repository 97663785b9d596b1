/**
 * The values of the panel form shared by the custom panel dialog (user) and the system panel
 * drawer (maintainer): every field as the text the inputs hold, named as panel.ts names the
 * stored panel; each feature maps them to its call's names.
 */
import {
  type PanelInfo,
  panelArea,
  type panelFields,
  TEMP_COEFFICIENT_UNITS,
} from '@pvd/shared/catalogue/panel';
import { DEFAULT_WAFER_MATERIAL } from '@pvd/shared/catalogue/wafer-materials';

export type PanelField = keyof typeof panelFields;
export type PanelValues = Record<PanelField, string>;

/** The fields typed as numbers (sent as numbers once the form is valid). */
export const PANEL_NUMBER_FIELDS = [
  'componentlength',
  'componentwidth',
  'peakpower',
  'mppvoltage',
  'mppcurrent',
  'allowedvoltage',
  'efficiency',
  'opencircuitvoltage',
  'shortcircuitcurrent',
  'tempcoefficientvoc',
  'tempcoefficientisc',
  'tempCoefficientPmax',
] as const satisfies readonly PanelField[];

/** Every field in form order (the focus goes to the first with an error). */
export const PANEL_FIELD_ORDER: readonly PanelField[] = [
  'manufacturer',
  'componentmodelname',
  'componentlength',
  'componentwidth',
  'wafermaterial',
  'peakpower',
  'efficiency',
  'mppvoltage',
  'mppcurrent',
  'opencircuitvoltage',
  'shortcircuitcurrent',
  'allowedvoltage',
  'tempcoefficientvoc',
  'tempcoefficientvocunit',
  'tempcoefficientisc',
  'tempcoefficientiscunit',
  'tempCoefficientPmax',
];

/** A new panel: blank, with the first wafer material and %/℃ coefficients [CAT-1]. */
export function emptyPanelValues(): PanelValues {
  const values = Object.fromEntries(PANEL_FIELD_ORDER.map((field) => [field, ''])) as PanelValues;
  values.wafermaterial = DEFAULT_WAFER_MATERIAL;
  values.tempcoefficientvocunit = TEMP_COEFFICIENT_UNITS[0];
  values.tempcoefficientiscunit = TEMP_COEFFICIENT_UNITS[0];
  return values;
}

/** The form's values for a stored panel. */
export function panelValuesOf(panel: PanelInfo): PanelValues {
  const values = emptyPanelValues();
  for (const field of PANEL_FIELD_ORDER) {
    const value = panel[field];
    values[field] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/**
 * A temperature coefficient unit as shown: the stored '%/℃' and 'mV/℃' with '°C', which every
 * font has (the single ℃ character is missing from some, which then show '%/').
 */
export function temperatureUnitLabel(unit: string): string {
  return unit.replace('℃', '°C');
}

/** A number typed in the form, or NaN when the text is not one. */
function typedNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * The values with numbers as numbers (what the calls receive once the form is valid); a blank
 * optional Pmax coefficient is left out, anything else unreadable stays text for the schema to refuse.
 */
export function panelPayload(values: PanelValues): Record<PanelField, string | number | undefined> {
  const payload: Record<PanelField, string | number | undefined> = { ...values };
  for (const field of PANEL_NUMBER_FIELDS) {
    const number = typedNumber(values[field]);
    payload[field] = Number.isFinite(number) ? number : values[field];
  }
  if (values.tempCoefficientPmax.trim() === '') payload.tempCoefficientPmax = undefined;
  return payload;
}

/** Area [m²] = length × width to 2 decimals [CAT-1], or null until both are positive numbers. */
export function previewArea(values: PanelValues): number | null {
  const length = typedNumber(values.componentlength);
  const width = typedNumber(values.componentwidth);
  return length > 0 && width > 0 ? panelArea(length, width) : null;
}
