/** Good request bodies of the catalogue calls, built fresh for each use (unique names). */
import { randomBytes } from 'node:crypto';
import { HUAWEI_10KTL_M1_FORM, JA_SOLAR_550_FORM } from '@tests/shared/catalogue/fixtures/datasheets';

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** The custom panel dialog (camelCase, as the dialog sends it) for the JA Solar JAM72S30-550/MR datasheet. */
export function userPanelForm(over: Record<string, unknown> = {}) {
  return {
    manufacturer: 'JA Solar',
    componentModelName: uniqueName('JAM72S30-550/MR'),
    componentLength: 2.278,
    componentWidth: 1.134,
    waferMaterial: 'mono',
    peakPower: 550,
    mppVoltage: 41.96,
    mppCurrent: 13.11,
    allowedVoltage: 1500,
    efficiency: 21.3,
    openCircuitVoltage: 49.9,
    shortCircuitCurrent: 14.0,
    tempCoefficientVoc: -0.275,
    tempCoefficientVocUnit: '%/℃',
    tempCoefficientIsc: 0.045,
    tempCoefficientIscUnit: '%/℃',
    tempCoefficientPmax: -0.35,
    ...over,
  };
}

/** A system panel (lower-case names) for the same datasheet. */
export function systemPanelForm(over: Record<string, unknown> = {}) {
  return { ...JA_SOLAR_550_FORM, componentmodelname: uniqueName('JAM72S30-550/MR'), ...over };
}

/** A system inverter: the Huawei SUN2000-10KTL-M1 datasheet figures under a unique name. */
export function inverterForm(over: Record<string, unknown> = {}) {
  const { maxshortcircuitcurrent: _notInTheSpecForm, ...form } = HUAWEI_10KTL_M1_FORM;
  return { ...form, modelname: uniqueName('SUN2000-10KTL-M1'), ...over };
}

/** A common battery as its form sends it (capacity with its kWh suffix). */
export function commonBatteryForm(over: Record<string, unknown> = {}) {
  return {
    modelName: uniqueName('US5000'),
    brand: 'Pylontech',
    capacity: '4.8kWh',
    batteryType: 'LiFePO4',
    maximumNumberOfParallelsSeries: 16,
    minimumNumberOfParallelsSeries: 1,
    ...over,
  };
}
