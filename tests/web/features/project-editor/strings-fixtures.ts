/**
 * The catalogue the strings tests use: a 5 kW single-phase model (SUN-5K-G datasheet: 2 MPPTs
 * of 1 string, 13 A, 3 300 W, 16.5 A short-circuit; MPP 80-500 V, 550 V max), the LONGi
 * LR5-72HPH-540M panel (Vmp 41.65 V, Imp 12.97 A, Voc 49.5 V, Isc 13.85 A, β −0.27 %/℃), a
 * storage model and its series' batteries, and the user's cable materials.
 */
import type { BatteryOption } from '@pvd/shared/catalogue/battery';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import type { InverterSnapshot } from '@pvd/shared/project/record/snapshots';
import { emptyCopies } from '@pvd/shared/project/save/copies';
import { inverter5k as homeInverter5k, panel410 } from '@tests/shared/project/support/home-project';
import { ok } from '@tests/web/support/fake-api';
import { type EditorDraft, newDraft } from '@/features/project-editor/model/draft';

export const inverter5k: InverterSnapshot = {
  ...homeInverter5k,
  maxdcvoltage: '550/550',
  maxmppt: '3300/3300',
  maxshortcircuitcurrent: '16.5/16.5',
};

/** A 4-MPPT model needing all access (independent modules): MPPT pairs must balance. */
export const allAccess12k: InverterSnapshot = {
  ...inverter5k,
  id: 'sun-12k-g04',
  modelname: 'SUN-12K-G04',
  mainsvoltype: 'Three-Phase',
  mpptcount: 4,
  mppnumberofstrings: '2/2/2/2',
  maxdccurrent: '26/26/26/26',
  maxdcvoltage: '550/550/550/550',
  maxmppt: '6600/6600/6600/6600',
  maxshortcircuitcurrent: '33/33/33/33',
  maxdcpower: '18000',
  ratedacoutputpower: 12000,
  maxacpower: 13200,
  isneedallaccess: '1',
};

export const panel540 = {
  ...panel410,
  Id: 'lr5-540',
  componentmodelname: 'LR5-72HPH-540M',
  peakpower: 540,
  mppvoltage: 41.65,
  mppcurrent: 12.97,
  opencircuitvoltage: 49.5,
  shortcircuitcurrent: 13.85,
};

export const storage6k: InverterSnapshot = {
  ...inverter5k,
  id: 'sun-6k-sg',
  modelname: 'SUN-6K-SG04LP1',
  series: 'SUN-SG',
  invertertype: 2,
  ratedacoutputpower: 6000,
};

export const inverter8k: InverterSnapshot = {
  ...inverter5k,
  id: 'sun-8k-g',
  modelname: 'SUN-8K-G',
  ratedacoutputpower: 8000,
};

export const batteries: BatteryOption[] = [
  {
    value: 'bat-1',
    label: 'SE-G5.1 Pro',
    brand: 'Deye',
    capacity: 5.12,
    min: 2,
    max: 6,
    batterytype: 'LFP',
    source: 'system',
  },
  {
    value: 'bat-2',
    label: 'RW-M6.1',
    brand: 'Deye',
    capacity: 6.14,
    min: 1,
    max: 4,
    batterytype: 'LFP',
    source: 'system',
  },
  {
    value: 'bat-3',
    label: 'Pb-200',
    brand: 'Narada',
    capacity: 2.4,
    min: 1,
    max: 8,
    batterytype: 'Lead-acid',
    source: 'common',
  },
];

export const copper = {
  Id: 'copper',
  MaterialName: 'Copper',
  Resistivity: 0.0175,
  IsDefault: 1 as const,
  createtime: '2026-11-01T00:00:00.000Z',
  version: 1,
};
export const aluminium = {
  Id: 'alu',
  MaterialName: 'Aluminium',
  Resistivity: 0.0283,
  IsDefault: 0 as const,
  createtime: '2026-11-01T00:00:00.000Z',
  version: 1,
};

function info(model: InverterSnapshot): SystemInverter {
  return { ...model, img: null };
}

/** The fake answers of the chooser cascade and the cable library. */
export function catalogueHandlers() {
  const models = [inverter5k, inverter8k, storage6k];
  return {
    'Common/queryNominalGridVoltageOptions': () =>
      ok([
        { value: '220', label: '220 V' },
        { value: '230', label: '230 V' },
      ]),
    'Common/queryNominalGridFrequencyOptions': () =>
      ok([
        { value: '50', label: '50 Hz' },
        { value: '60', label: '60 Hz' },
      ]),
    'inverter/queryInverterOptions': (body: Record<string, unknown>) =>
      ok(
        models
          .filter((m) => (body.isEnergyStorage ? m.invertertype === 2 : m.invertertype === 1))
          .map((m) => ({
            value: m.id,
            label: m.modelname,
            series: m.series,
            invertertype: m.invertertype,
            ratedacoutputpower: m.ratedacoutputpower,
            mpptcount: m.mpptcount,
          })),
      ),
    'inverter/queryInverterInfo': (body: Record<string, unknown>) =>
      ok(info(models.find((m) => m.id === body.id)!)),
    'inverter/queryBatteryOptions': () => ok(batteries),
    'cablematerial/queryAllUserCableMaterial': () => ok([copper, aluminium]),
    'cablematerial/queryUserDefaultCableMaterialInfo': () => ok(copper),
  };
}

/** A draft with one 12-panel array of LONGi 540 W (site −4 … 38 °C) and the given inverter groups. */
export function draftWith(
  proType: 0 | 1,
  inverter: NonNullable<EditorDraft['body']['inverter']>,
  extraCopies: Partial<EditorDraft['copies']> = {},
): EditorDraft {
  const draft = newDraft(proType);
  const copies = emptyCopies();
  copies.panels['system:lr5-540'] = panel540;
  for (const model of [inverter5k, inverter8k, storage6k, allAccess12k]) copies.inverters[model.id] = model;
  copies.cableMaterials.copper = { Id: 'copper', MaterialName: 'Copper', Resistivity: 0.0175, version: 1 };
  return {
    ...draft,
    body: {
      ...draft.body,
      projectBase: { ...draft.body.projectBase, proName: 'Home', proOwnerName: 'Owner', proCapacity: 5 },
      mapLocation: {
        ...draft.body.mapLocation,
        proAddress: 'Hangzhou',
        proMinTemperature: -4,
        proMaxTemperature: 38,
      },
      pvArray: [
        {
          id: 'a',
          pvarrayname: 'South',
          panelchoseway: 2,
          panelid: 'lr5-540',
          panelcount: 12,
          inclination: 24,
          azimuth: 180,
          insertway: 1,
        },
      ],
      inverter,
    },
    copies: { ...copies, ...extraCopies },
  };
}

/** A group of `count` units of a model, without string design. */
export function group(inverterid: string, count = 1, extra: Record<string, unknown> = {}) {
  return {
    inverterid,
    invertercount: count,
    inverters: Array.from({ length: count }, () => ({ DC: [], AC: null })),
    ...extra,
  };
}
