/** Good request bodies of the catalogue calls, built fresh for each use (unique names). */
import { randomBytes } from 'node:crypto';

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** The custom panel dialog (camelCase, 000 §3) for the JA Solar JAM72S30-550/MR datasheet. */
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
  return {
    manufacturer: 'JA Solar',
    componentmodelname: uniqueName('JAM72S30-550/MR'),
    componentlength: 2.278,
    componentwidth: 1.134,
    wafermaterial: 'mono',
    peakpower: 550,
    mppvoltage: 41.96,
    mppcurrent: 13.11,
    allowedvoltage: 1500,
    efficiency: 21.3,
    opencircuitvoltage: 49.9,
    shortcircuitcurrent: 14.0,
    tempcoefficientvoc: -0.275,
    tempcoefficientvocunit: '%/℃',
    tempcoefficientisc: 0.045,
    tempcoefficientiscunit: '%/℃',
    tempCoefficientPmax: -0.35,
    ...over,
  };
}

/** A system inverter: the Huawei SUN2000-10KTL-M1 datasheet figures under a unique name. */
export function inverterForm(over: Record<string, unknown> = {}) {
  return {
    modelname: uniqueName('SUN2000-10KTL-M1'),
    series: 'KTL-M1',
    invertertype: 1,
    mainsvoltype: 'Three-Phase',
    protectionclass: 'IP65',
    sizelength: 525,
    sizewidth: 470,
    sizeheight: 146.5,
    weight: 17,
    maxeffec: 98.6,
    europeeffec: 98.3,
    maxdcpower: '15000',
    maxdcvoltage: '1100/1100',
    maxdccurrent: '11/11',
    mppvoltagerangemin: 140,
    mppvoltagerangemax: 980,
    mpptcount: 2,
    mppnumberofstrings: '2/2',
    maxmppt: '7500/7500',
    gridconnectedvolrangemin: 320,
    gridconnectedvolrangemax: 460,
    gridconnectedfreqrangemin: 45,
    gridconnectedfreqrangemax: 65,
    nominalgridfrequency: '50/60',
    nominalgridvoltage: '380/400',
    ratedacoutputpower: 10000,
    maxacpower: 11000,
    maxaccurrent: 16.9,
    isneedallaccess: '0',
    vendor: 'Huawei',
    ...over,
  };
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
